import { LogOut, Menu, UserRound, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, NavLink } from 'react-router';
import { CartButton } from '../cart/cart-button';
import { fill } from '../i18n/messages';
import { useLocalizedPath, useMessages } from '../i18n/shop-language';
import { LanguageSwitch } from './language-switch';

const NAV = [
  { to: '/', label: 'home' },
  { to: '/products', label: 'products' },
  { to: '/about', label: 'about' },
] as const;

type Props = { siteName: string; logoUrl: string; viewer: { username: string } | null };

/**
 * Log out posts to /logout (works before JavaScript has loaded); the redirect that answers it reloads
 * the layout's data, so the header shows the signed-out state at once.
 */
function LogoutButton({ className, onSubmit }: { className: string; onSubmit?: () => void }) {
  const words = useMessages('shop');
  return (
    <Form method="post" action="/logout" onSubmit={onSubmit}>
      <button type="submit" className={className}>
        <LogOut aria-hidden="true" className="h-4 w-4" />
        {words.logOut}
      </button>
    </Form>
  );
}

/** A signed-in customer's orders, each in the tracking page's view (docs/storefront.md). */
const MY_ORDERS = '/account/orders';

const accountLinkClass = 'rounded px-3 py-2 text-sm font-medium text-stone-700 hover:text-brand-700';

export function SiteHeader({ siteName, logoUrl, viewer }: Props) {
  const words = useMessages('shop');
  const to = useLocalizedPath();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes the open mobile menu and hands focus back to its toggle, like the shop's dialogs do.
  // A dialog (cart drawer, quick view) above the menu handles its own Escape, so keys from inside one
  // are left to it.
  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `rounded px-3 py-2 text-sm font-medium ${isActive ? 'text-brand-700' : 'text-stone-700 hover:text-brand-700'}`;

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link
          to={to('/')}
          className="flex items-center gap-2"
          aria-label={fill(words.logoLabel, { siteName })}
          onClick={() => setMenuOpen(false)}
        >
          <img src={logoUrl} alt="" width={135} height={36} className="h-9 w-auto" />
        </Link>
        <nav aria-label={words.mainNav} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={to(item.to)} end={item.to === '/'} className={navClass}>
                  {words[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {viewer ? (
            <span
              className="flex max-w-24 items-center gap-1 text-sm font-medium text-stone-700 md:max-w-48"
              title={fill(words.signedInAs, { username: viewer.username })}
            >
              <UserRound aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="sr-only">{fill(words.signedInAs, { username: viewer.username })}</span>
              <span aria-hidden="true" className="truncate">
                {viewer.username}
              </span>
            </span>
          ) : null}
          <div className="hidden md:flex md:items-center">
            {viewer ? (
              <>
                <Link to={to(MY_ORDERS)} className={accountLinkClass}>
                  {words.myOrders}
                </Link>
                <LogoutButton className={`flex items-center gap-1 ${accountLinkClass}`} />
              </>
            ) : (
              <Link to={to('/login')} className={accountLinkClass}>
                {words.logIn}
              </Link>
            )}
          </div>
          <LanguageSwitch className={accountLinkClass} />
          <CartButton />
          <button
            ref={toggleRef}
            type="button"
            className="rounded p-2 text-stone-700 hover:bg-stone-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? words.closeMenu : words.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Menu aria-hidden="true" className="h-6 w-6" />
            )}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label={words.mobileNav} className="border-t border-stone-200 md:hidden">
          <ul className="flex flex-col px-4 py-2">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={to(item.to)}
                  end={item.to === '/'}
                  className={navClass}
                  onClick={() => setMenuOpen(false)}
                >
                  {words[item.label]}
                </NavLink>
              </li>
            ))}
            {viewer ? (
              <li className="mt-1 border-t border-stone-200 pt-1">
                <Link
                  to={to(MY_ORDERS)}
                  className={`block ${accountLinkClass}`}
                  onClick={() => setMenuOpen(false)}
                >
                  {words.myOrders}
                </Link>
              </li>
            ) : null}
            <li className={viewer ? undefined : 'mt-1 border-t border-stone-200 pt-1'}>
              {viewer ? (
                <LogoutButton
                  className={`flex w-full items-center gap-1 ${accountLinkClass}`}
                  onSubmit={() => setMenuOpen(false)}
                />
              ) : (
                <Link
                  to={to('/login')}
                  className={`block ${accountLinkClass}`}
                  onClick={() => setMenuOpen(false)}
                >
                  {words.logIn}
                </Link>
              )}
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
