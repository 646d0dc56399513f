import { Film } from 'lucide-react';
import { useState } from 'react';
import { MAX_PRODUCT_VIDEOS } from '../../../../common/catalog/product-admin-schemas';
import { MediaPicker } from '../media';
import {
  AddButton,
  removeAt,
  RemoveButton,
  secondaryButton,
  Section,
  TextInput,
} from '../../forms/editor-fields';

/** The product's videos (back-office §2 Media): a list of addresses, typed or chosen from the library. */
export function VideoUrls({
  videos,
  onChange,
  errors,
}: {
  videos: string[];
  onChange: (videos: string[]) => void;
  errors: Record<string, string>;
}) {
  const [picking, setPicking] = useState(false);
  const full = videos.length >= MAX_PRODUCT_VIDEOS;
  return (
    <Section
      title="Videos"
      description="Addresses of the product's videos (blank rows are left out)."
      actions={
        <>
          <AddButton label="Add video URL" disabled={full} onClick={() => onChange([...videos, ''])} />
          <button type="button" disabled={full} onClick={() => setPicking(true)} className={secondaryButton}>
            <Film aria-hidden="true" className="h-4 w-4" />
            Choose a video
          </button>
        </>
      }
    >
      {videos.length ? (
        <ol className="space-y-2">
          {videos.map((url, i) => (
            <li key={i} className="flex items-start gap-2">
              <TextInput
                className="flex-1"
                name={`videos.${i}`}
                label={`Video URL ${i + 1}`}
                placeholder="/uploads/… or https://…"
                value={url}
                onChange={(value) => onChange(videos.map((v, j) => (j === i ? value : v)))}
                error={errors[`videos.${i}`]}
              />
              <div className="pt-6">
                <RemoveButton label={`Remove video ${i + 1}`} onClick={() => onChange(removeAt(videos, i))} />
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-stone-600">No videos.</p>
      )}
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        kind="video"
        allowKinds={['video']}
        purpose="product"
        title="Choose a video"
        onSelect={(asset) => onChange([...videos, asset.fileUrl])}
      />
    </Section>
  );
}
