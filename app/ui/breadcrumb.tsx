import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export type Crumb = { label: string; to?: string };

/** "Home > Products > name": the last crumb is the current page and is not a link. */
export function Breadcrumb({ items, label = 'Breadcrumb' }: { items: Crumb[]; label?: string }) {
  return (
    <nav aria-label={label} className="text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1">
            {index > 0 ? (
              <ChevronRight aria-hidden="true" className="rtl:-scale-x-100 h-4 w-4 text-stone-400" />
            ) : null}
            {item.to && index < items.length - 1 ? (
              <Link to={item.to} className="hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span
                aria-current={index === items.length - 1 ? 'page' : undefined}
                className="font-medium text-stone-900"
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
