import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { cn } from '../lib/cn';

/** Tooltips open after 700 ms of hover; moving to the next one within 300 ms skips the delay (storefront §9). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Shared by every tooltip on the page: when the last one closed.
let lastClosedAt = 0;

const SIDES = {
  top: 'bottom-full left-1/2 mb-2 -translate-x-1/2',
  bottom: 'top-full left-1/2 mt-2 -translate-x-1/2',
  left: 'end-full top-1/2 me-2 -translate-y-1/2',
} as const;

type Props = {
  label: string;
  /** One focusable element (a button or link); it gets `aria-describedby` while the tooltip shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: keyof typeof SIDES;
  /** Classes for the wrapper, e.g. to fix it to a corner of the screen. */
  className?: string;
};

/**
 * A small label shown on mouse hover (after the delay) and on keyboard focus (at once); Escape hides it.
 * Written here rather than taken from a library: it is the only thing the header needs from one, and the
 * storefront's JavaScript budget has no room for a positioning engine.
 */
export function Tooltip({ label, children, side = 'bottom', className }: Props) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  function show(delay: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  }

  function hide() {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  }

  return (
    <span
      className={cn('relative inline-flex', className)}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return; // a tap is not a hover
        show(Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS);
      }}
      onPointerLeave={hide}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) show(0);
      }}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) hide();
      }}
      onClick={hide}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open ? (
        <span
          role="tooltip"
          id={id}
          className={cn(
            'pointer-events-none absolute z-50 rounded-md bg-stone-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow',
            SIDES[side],
          )}
        >
          {label}
        </span>
      ) : null}
    </span>
  );
}
