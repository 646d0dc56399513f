import { Menu, PanelLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useAdminUser } from '../data/session';
import { SidebarProvider, useSidebar } from './sidebar';
import { MaintenanceBanner } from './maintenance-banner';
import { SidebarNav } from './sidebar-nav';
import { SidebarSheet } from './sidebar-sheet';

function DesktopSidebar() {
  const { open } = useSidebar();
  return (
    <aside
      id="admin-sidebar"
      aria-label="Sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      className={cn(
        'sticky top-0 hidden h-screen shrink-0 border-r border-stone-200 bg-stone-50 transition-[width] duration-200 md:block',
        open ? 'w-64' : 'w-12',
      )}
    >
      <SidebarNav collapsed={!open} />
    </aside>
  );
}

function TopBar() {
  const user = useAdminUser();
  const { open, mobileOpen, toggle } = useSidebar();
  const buttonClass =
    'rounded-md p-2 text-stone-700 hover:bg-stone-100 hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none';
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-stone-200 bg-white px-3 md:px-4">
      <button
        type="button"
        onClick={toggle}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={mobileOpen}
        className={cn(buttonClass, 'md:hidden')}
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
      </button>
      <button
        type="button"
        onClick={toggle}
        aria-label="Toggle sidebar"
        aria-expanded={open}
        aria-controls="admin-sidebar"
        aria-keyshortcuts="Control+B Meta+B"
        title="Collapse or expand the sidebar (Ctrl+B)"
        className={cn(buttonClass, 'hidden md:inline-flex')}
      >
        <PanelLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className="ml-auto flex min-w-0 items-center gap-2 text-sm">
        <span className="truncate font-medium text-stone-800">{user.username}</span>
        {user.isAdmin ? (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
            Admin
          </span>
        ) : null}
      </div>
    </header>
  );
}

/**
 * The back office's frame around every screen behind the gate: the sidebar (an aside from 768 px, a
 * sheet below), a top bar with the menu button and who is signed in, the maintenance banner while the shop
 * is closed, and the screen in <main>.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <SidebarProvider>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen bg-white">
        <DesktopSidebar />
        <SidebarSheet />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar />
          <MaintenanceBanner />
          <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none md:p-6">
            {children}
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}
