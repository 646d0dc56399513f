import { Menu, UserRound, X } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { lazyDialog } from '../../ui/lazy-dialog';
import { CartButton } from '../cart/cart-button';
import { fill } from '../i18n/messages';
import { useLocalizedPath, useMessages } from '../i18n/shop-language';
import { accountLinkClass, MY_ORDERS, NAV, navClass } from './header-links';
import { LanguageSwitch } from './language-switch';
import { LogoutButton } from './logout-button';

// The phone's menu loads on its first tap, as the shop's dialogs do (decision 008).
const MobileMenu = lazyDialog(async () => (await import('./mobile-menu')).MobileMenu);

type Props = { siteName: string; logoUrl: string; viewer: { username: string } | null };

export function SiteHeader({ siteName, logoUrl, viewer }: Props) {
  const words = useMessages('shop');
  const to = useLocalizedPath();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link
          to={to('/')}
          className="flex items-center gap-2"
          aria-label={fill(words.logoLabel, { siteName })}
          onClick={closeMenu}
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
      <MobileMenu open={menuOpen} viewer={viewer} onClose={closeMenu} toggleRef={toggleRef} />
    </header>
  );
}
