import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { MediaVideo } from '../../media/media-video';
import { LazyDialog } from '../../../ui/lazy-dialog';
import { fill } from '../../i18n/messages';
import { useMessages } from '../../i18n/shop-language';

/** The product video in a dialog (storefront §2); MediaVideo reports VideoPlayed when it starts. */
export function ProductVideoDialog({ name, src }: { name: string; src: string }) {
  const [open, setOpen] = useState(false);
  const words = useMessages('product');
  const shop = useMessages('shop');
  const title = fill(words.video, { name });
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="mt-6 inline-flex items-center gap-2 rounded-lg px-1 py-2 font-semibold text-brand-800 hover:underline"
      >
        <PlayCircle aria-hidden="true" className="h-6 w-6" />
        {words.watchVideo}
      </button>
      <LazyDialog open={open} onOpenChange={setOpen} title={title} size="xl" closeLabel={shop.close}>
        <div className="px-4 pb-6 sm:px-6">
          <MediaVideo src={src} title={title} className="aspect-video w-full rounded-lg" />
        </div>
      </LazyDialog>
    </>
  );
}
