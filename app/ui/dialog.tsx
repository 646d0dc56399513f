import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export const Dialog = RadixDialog.Root;

const WIDTHS = { md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-4xl', '2xl': 'max-w-5xl' } as const;

type Props = {
  title: ReactNode;
  /** Shown under the title; without it the dialog has no description (and says so to Radix). */
  description?: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  /**
   * 'center' for dialogs, 'right' for the drawer sliding in from the right (from the left on a
   * right-to-left page, where the end of a line is: decision 038).
   */
  side?: 'center' | 'right';
  /** The widest a centred dialog grows. */
  size?: keyof typeof WIDTHS;
  className?: string;
  closeLabel?: string;
  children: ReactNode;
};

/**
 * A modal surface: Radix traps focus, closes on Escape, returns focus to the opener and locks body
 * scrolling while open (storefront §2 cart drawer).
 */
export function DialogContent({
  title,
  description,
  hideTitle,
  side = 'center',
  size = 'lg',
  className,
  closeLabel = 'Close',
  children,
}: Props) {
  // Radix gives focus back to a <DialogTrigger> only; dialogs opened from elsewhere (the header's cart
  // button sets the drawer open through the cart context) would leave focus on <body>. Remember whatever
  // had focus when the dialog opened and return to it on close.
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <RadixDialog.Content
        className={cn(
          'fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none',
          side === 'right'
            ? 'inset-y-0 end-0 h-full w-full max-w-md data-[state=open]:animate-[slide-in-right_200ms_ease-out] rtl:data-[state=open]:animate-[slide-in-left_200ms_ease-out]'
            : `top-1/2 left-1/2 max-h-[92vh] w-[calc(100vw-1.5rem)] ${WIDTHS[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl`,
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={() => {
          openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!openerRef.current?.isConnected) return;
          event.preventDefault();
          openerRef.current.focus();
        }}
      >
        <div className={cn('flex items-start justify-between gap-4 p-4 sm:p-6', hideTitle && 'sr-only')}>
          <div>
            <RadixDialog.Title className="text-lg font-semibold text-stone-900">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-stone-600">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
        </div>
        <RadixDialog.Close
          className="absolute top-3 end-3 rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </RadixDialog.Close>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
