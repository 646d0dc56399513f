import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { MediaAsset } from '../../../../common/media/media-schemas';
import { cn } from '../../../lib/cn';
import { MediaThumbnail } from './media-thumbnail';

/**
 * One media item as a card of a grid (the library screen, the media picker): its thumbnail, and a button
 * holding the file name that stretches over the whole card, so a click anywhere on it is the button's.
 * The button's name is exactly the words it shows (WCAG 2.5.3 Label in Name: a person using speech input
 * says what they see); what else there is to know (kind, size, alt text, status) describes it through
 * `aria-describedby`. The thumbnail keeps its own alt text and badges beside it. `children` go after the
 * button (details, a badge), above the stretched area only if they take no clicks.
 */
export function MediaCard({
  asset,
  className,
  children,
  ...button
}: { asset: MediaAsset; className?: string; children?: ReactNode } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'className' | 'type'
>) {
  return (
    <div
      className={cn(
        'relative overflow-hidden rounded-lg bg-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700 has-[:focus-visible]:ring-offset-2',
        className,
      )}
    >
      <MediaThumbnail asset={asset} className="aspect-square w-full" />
      <button
        type="button"
        {...button}
        className="block w-full truncate px-2 py-1.5 text-left text-xs font-medium text-stone-900 after:absolute after:inset-0 focus-visible:outline-none"
      >
        {asset.fileName}
      </button>
      {children}
    </div>
  );
}
