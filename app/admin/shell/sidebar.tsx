import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MOBILE_QUERY, readSidebarOpen, sidebarCookie } from './sidebar-state';

type SidebarContextValue = {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Below 768 px: the sheet is showing. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  /** What the menu button and Ctrl/Cmd+B do: the sheet on a phone, collapse or expand elsewhere. */
  toggle: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar is used outside SidebarProvider');
  return value;
}

function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.isContentEditable;
}

/**
 * The sidebar's state (back-office §2 Sidebar, §9). The shell renders only in the browser, after the
 * session gate has checked, so the cookie is read from `document.cookie` on the first render: the sidebar
 * appears as it was left, without a flash. Ctrl+B (Cmd+B on a Mac) toggles it.
 */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const [open, setOpenState] = useState(() =>
    typeof document === 'undefined' ? true : readSidebarOpen(document.cookie),
  );
  const [mobileOpen, setMobileOpen] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = sidebarCookie(next, window.location.protocol === 'https:');
  }, []);

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) setMobileOpen((current) => !current);
    else setOpen(!open);
  }, [open, setOpen]);

  // Widening past 768 px with the sheet open: the desktop sidebar takes over and the sheet closes.
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => {
      if (!query.matches) setMobileOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== 'b' || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey || isTypingTarget(event.target)) return;
      event.preventDefault();
      toggle();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, setOpen, mobileOpen, setMobileOpen, toggle }),
    [open, setOpen, mobileOpen, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
