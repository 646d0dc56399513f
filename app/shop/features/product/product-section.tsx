import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type Props = {
  id: string;
  heading: string;
  subheading?: string;
  /** Alternate section backgrounds so the long page reads in blocks. */
  tinted?: boolean;
  children: ReactNode;
};

/** One titled block of the product page: an h2 that names the section for screen readers too. */
export function ProductSection({ id, heading, subheading, tinted, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn(tinted && 'bg-stone-50')}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {heading}
        </h2>
        {subheading ? (
          <p className="mt-2 max-w-3xl whitespace-pre-line text-stone-700">{subheading}</p>
        ) : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
