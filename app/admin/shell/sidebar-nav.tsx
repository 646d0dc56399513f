import {
  ChartColumn,
  CircleHelp,
  History,
  FileText,
  Images,
  LayoutDashboard,
  LoaderCircle,
  LogOut,
  MessageSquareQuote,
  Package,
  Search,
  Settings,
  ShoppingCart,
  Store,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { screenLink, visibleScreens, type AdminScreenKey } from '../../../common/admin/screens';
import { cn } from '../../lib/cn';
import { useAdminUser } from '../data/session';
import { useRefreshBrandOnLogoUpdate, useSiteBrand } from './site-brand';
import { useLogout } from './use-logout';

const ICONS: Record<AdminScreenKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  orders: ShoppingCart,
  products: Package,
  testimonials: MessageSquareQuote,
  'site-faqs': CircleHelp,
  content: FileText,
  media: Images,
  seo: Search,
  settings: Settings,
  users: Users,
  activity: History,
  settlements: Wallet,
  reports: ChartColumn,
};

const itemClass = (collapsed: boolean, active = false) =>
  cn(
    'flex h-10 w-full items-center gap-3 rounded-md text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none',
    collapsed ? 'justify-center px-0' : 'px-3',
    active ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-200 hover:text-stone-900',
  );

function Label({ text, collapsed }: { text: string; collapsed: boolean }) {
  return <span className={collapsed ? 'sr-only' : 'truncate'}>{text}</span>;
}

function SiteLogo({ collapsed, inSheet }: { collapsed: boolean; inSheet: boolean }) {
  const brand = useSiteBrand();
  useRefreshBrandOnLogoUpdate();
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === brand.logoUrl ? '/logo.svg' : brand.logoUrl;
  return (
    <Link
      to="/admin/dashboard"
      className={cn(
        'flex h-14 items-center gap-2 border-b border-stone-200',
        collapsed ? 'justify-center px-1' : 'px-3',
        inSheet && 'pr-12', // room for the sheet's close button
      )}
    >
      {brand.known ? (
        <img
          src={src}
          alt=""
          onError={() => setFailed(brand.logoUrl)}
          className={cn('object-contain object-left', collapsed ? 'h-8 w-8' : 'h-8 max-w-[8rem]')}
        />
      ) : (
        <span aria-hidden="true" className={cn('h-8 rounded bg-stone-200', collapsed ? 'w-8' : 'w-24')} />
      )}
      <span className={collapsed ? 'sr-only' : 'truncate text-sm font-semibold text-stone-900'}>
        {brand.siteName} back office
      </span>
    </Link>
  );
}

/**
 * What the sidebar holds, in the desktop aside and in the phone's sheet alike: the logo, the screens this
 * person may use (common/admin/screens.ts), View Store and Logout. `onNavigate` closes the sheet.
 */
export function SidebarNav({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  /** Set inside the phone's sheet: choosing a screen closes it. */
  onNavigate?: () => void;
}) {
  const user = useAdminUser();
  const { logout, pending } = useLogout();
  return (
    <div className="flex h-full flex-col">
      <SiteLogo collapsed={collapsed} inSheet={onNavigate !== undefined} />
      <nav
        aria-label="Back office"
        className={cn('flex-1 overflow-y-auto py-3', collapsed ? 'px-1.5' : 'px-2')}
      >
        <ul className="space-y-1">
          {visibleScreens(user).map((screen) => {
            const Icon = ICONS[screen.key];
            return (
              <li key={screen.key}>
                <NavLink
                  to={screenLink(screen, user)}
                  title={collapsed ? screen.label : undefined}
                  onClick={onNavigate}
                  className={({ isActive }) => itemClass(collapsed, isActive)}
                >
                  <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                  <Label text={screen.label} collapsed={collapsed} />
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <ul className={cn('space-y-1 border-t border-stone-200 py-3', collapsed ? 'px-1.5' : 'px-2')}>
        <li>
          <Link
            to="/"
            title={collapsed ? 'View Store' : undefined}
            onClick={onNavigate}
            className={itemClass(collapsed)}
          >
            <Store aria-hidden="true" className="h-5 w-5 shrink-0" />
            <Label text="View Store" collapsed={collapsed} />
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={logout}
            disabled={pending}
            title={collapsed ? 'Logout' : undefined}
            className={cn(itemClass(collapsed), 'disabled:cursor-wait disabled:opacity-70')}
          >
            {pending ? (
              <LoaderCircle aria-hidden="true" className="h-5 w-5 shrink-0 animate-spin" />
            ) : (
              <LogOut aria-hidden="true" className="h-5 w-5 shrink-0" />
            )}
            <Label text="Logout" collapsed={collapsed} />
          </button>
        </li>
      </ul>
    </div>
  );
}
