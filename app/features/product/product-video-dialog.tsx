import { PlayCircle } from 'lucide-react';
import { MediaVideo } from '../../components/media/media-video';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';

/** The product video in a dialog (storefront §2); MediaVideo reports VideoPlayed when it starts. */
export function ProductVideoDialog({ name, src }: { name: string; src: string }) {
  return (
    <Dialog>
      <DialogTrigger className="mt-6 inline-flex items-center gap-2 rounded-lg px-1 py-2 font-semibold text-brand-800 hover:underline">
        <PlayCircle aria-hidden="true" className="h-6 w-6" />
        Watch Video
      </DialogTrigger>
      <DialogContent title={`${name} video`} className="max-w-4xl">
        <div className="px-4 pb-6 sm:px-6">
          <MediaVideo src={src} title={`${name} video`} className="aspect-video w-full rounded-lg" />
        </div>
      </DialogContent>
    </Dialog>
  );
}
