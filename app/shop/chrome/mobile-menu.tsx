import { useEffect, type RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { useLocalizedPath, useMessages } from '../i18n/shop-language';
import { accountLinkClass, MY_ORDERS, NAV, navClass } from './header-links';
import { LogoutButton } from './logout-button';

type Props = {
  open: boolean;
  viewer: { username: string } | null;
  onClose: () => void;
  /** The header's menu button, which gets the focus back when Escape closes the menu. */
  toggleRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The phone's menu under the header, loaded the first time it opens (`lazyDialog`): nothing of it is
 * drawn before a tap, so its code stays out of every page's first load (decision 008's budget).
 */
export function MobileMenu({ open, viewer, onClose, toggleRef }: Props) {
  const words = useMessages('shop');
  const to = useLocalizedPath();

  // Escape closes the open menu and hands focus back to its toggle, like the shop's dialogs do. A dialog
  // (cart drawer, quick view) above the menu handles its own Escape, so keys from inside one are left to it.
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      onClose();
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose, toggleRef]);

  if (!open) return null;
  return (
    <nav id="mobile-menu" aria-label={words.mobileNav} className="border-t border-stone-200 md:hidden">
      <ul className="flex flex-col px-4 py-2">
        {NAV.map((item) => (
          <li key={item.to}>
            <NavLink to={to(item.to)} end={item.to === '/'} className={navClass} onClick={onClose}>
              {words[item.label]}
            </NavLink>
          </li>
        ))}
        {viewer ? (
          <li className="mt-1 border-t border-stone-200 pt-1">
            <Link to={to(MY_ORDERS)} className={`block ${accountLinkClass}`} onClick={onClose}>
              {words.myOrders}
            </Link>
          </li>
        ) : null}
        <li className={viewer ? undefined : 'mt-1 border-t border-stone-200 pt-1'}>
          {viewer ? (
            <LogoutButton
              className={`flex w-full items-center gap-1 ${accountLinkClass}`}
              onSubmit={onClose}
            />
          ) : (
            <Link to={to('/login')} className={`block ${accountLinkClass}`} onClick={onClose}>
              {words.logIn}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
