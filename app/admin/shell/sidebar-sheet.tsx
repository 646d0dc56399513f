import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { useSidebar } from './sidebar';
import { SidebarNav } from './sidebar-nav';

/**
 * Below 768 px the sidebar is a sheet from the left (18rem), opened from the top bar's menu button or
 * Ctrl/Cmd+B: a modal dialog (focus trapped, Escape closes, focus back to the opener). Choosing a screen
 * closes it.
 */
export function SidebarSheet() {
  const { mobileOpen, setMobileOpen } = useSidebar();
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50 md:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 h-full w-72 max-w-[85vw] bg-stone-50 shadow-xl focus:outline-none md:hidden"
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!openerRef.current?.isConnected) return;
            event.preventDefault();
            openerRef.current.focus();
          }}
        >
          <RadixDialog.Title className="sr-only">Menu</RadixDialog.Title>
          <SidebarNav collapsed={false} onNavigate={() => setMobileOpen(false)} />
          <RadixDialog.Close
            aria-label="Close menu"
            className="absolute top-3 right-2 rounded-md p-2 text-stone-600 hover:bg-stone-200 hover:text-stone-900"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
