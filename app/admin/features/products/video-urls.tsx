import { Film } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MAX_PRODUCT_VIDEOS } from '../../../../common/catalog/product-admin-schemas';
import { MediaPicker } from '../media';
import { secondaryButton, Section } from '../../forms/editor-fields';
import { TextField } from '../../forms/fields';
import { ListField } from '../../forms/list-field';
import type { ProductFormValues } from './product-form';

/** The product's videos (back-office §2 Media): a list of addresses, typed or chosen from the library. */
export function VideoUrls() {
  const [picking, setPicking] = useState(false);
  const { getValues, setValue } = useFormContext<ProductFormValues>();
  const full = useWatch<ProductFormValues, 'videos'>({ name: 'videos' }).length >= MAX_PRODUCT_VIDEOS;
  return (
    <Section
      title="Videos"
      description="Addresses of the product's videos (blank rows are left out)."
      actions={
        <button type="button" disabled={full} onClick={() => setPicking(true)} className={secondaryButton}>
          <Film aria-hidden="true" className="h-4 w-4" />
          Choose a video
        </button>
      }
    >
      <ListField
        name="videos"
        item="Video"
        removeLabel={(i) => `Remove video ${i + 1}`}
        addLabel="Add video URL"
        newRow={() => ({ url: '' })}
        max={MAX_PRODUCT_VIDEOS}
        empty="No videos."
      >
        {(path, i) => (
          <TextField
            name={`${path}.url`}
            label={`Video URL ${i + 1}`}
            placeholder="/uploads/… or https://…"
          />
        )}
      </ListField>
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        kind="video"
        allowKinds={['video']}
        purpose="product"
        title="Choose a video"
        // The chosen video is a new row, as if added and typed.
        onSelect={(asset) =>
          setValue('videos', [...getValues('videos'), { url: asset.fileUrl }], { shouldDirty: true })
        }
      />
    </Section>
  );
}
