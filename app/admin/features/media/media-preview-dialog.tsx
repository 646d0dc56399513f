import { Copy, Download, ExternalLink, FileText, LoaderCircle, Trash2, VideoOff } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toPictureData, VIDEO_FORMATS, type OptimizedUrlMap } from '../../../../common/media/media-choice';
import { mediaUpdateSchema, type MediaAsset } from '../../../../common/media/media-schemas';
import { ConfirmDialog } from '../../forms/confirm-dialog';
import { TextField } from '../../forms/fields';
import { FormFrame } from '../../forms/form-frame';
import { bodySchema, useAdminForm } from '../../forms/use-admin-form';
import { formatDateTime, formatFileSize } from '../../kit/format';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { cn } from '../../../lib/cn';
import { notify, notifyError } from '../../../lib/toast';
import { useDeleteMedia, useUpdateAltText } from './media-query';
import { absoluteUrl, CATEGORY_NAMES, deleteWarning, usageName } from './media-view';

const VIDEO_TYPES: Record<string, string> = {
  mp4_720p: 'video/mp4',
  mp4_480p: 'video/mp4',
  webm_720p: 'video/webm',
};

const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60';

function LargeImage({ asset }: { asset: MediaAsset }) {
  const picture = toPictureData({ ...asset, optimizedUrls: asset.optimizedUrls as OptimizedUrlMap });
  return (
    <picture>
      {picture.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes="(min-width: 1024px) 36rem, 100vw"
        />
      ))}
      <img
        src={picture.src}
        alt={asset.altText ?? ''}
        width={picture.width ?? undefined}
        height={picture.height ?? undefined}
        className="mx-auto h-auto max-h-[60vh] w-auto max-w-full object-contain"
      />
    </picture>
  );
}

function LargeVideo({ asset }: { asset: MediaAsset }) {
  const [broken, setBroken] = useState(false);
  if (asset.status === 'failed' || broken) {
    return (
      <p className="flex flex-col items-center gap-2 py-10 text-sm font-medium text-stone-600">
        <VideoOff aria-hidden="true" className="h-10 w-10 text-stone-500" />
        Video unavailable
      </p>
    );
  }
  // The variants in storefront §9's order (HLS needs a player of its own), then the file as uploaded.
  const variants = VIDEO_FORMATS.filter((format) => VIDEO_TYPES[format] && asset.optimizedUrls[format]);
  return (
    <video
      controls
      playsInline
      preload="metadata"
      poster={asset.videoVariants.poster}
      aria-label={asset.altText || asset.fileName}
      className="mx-auto max-h-[60vh] w-full bg-black"
    >
      {variants.map((format) => (
        <source key={format} src={asset.optimizedUrls[format]} type={VIDEO_TYPES[format]} />
      ))}
      <source src={asset.fileUrl} type={asset.fileType || undefined} onError={() => setBroken(true)} />
    </video>
  );
}

function LargeDocument({ asset }: { asset: MediaAsset }) {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <FileText aria-hidden="true" className="h-14 w-14 text-stone-500" />
      <p className="max-w-full text-sm font-medium break-all text-stone-900">{asset.fileName}</p>
      <a href={asset.fileUrl} download={asset.fileName} className={buttonClass}>
        <Download aria-hidden="true" className="h-4 w-4" />
        Download document
      </a>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-stone-200 pt-4">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-stone-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}

type AltValues = { altText: string };
const altBody = (values: AltValues) => ({ altText: values.altText.trim() });

/** Alt text, saved with PATCH (back-office §6); a refusal stays next to the field. */
function AltTextForm({ asset }: { asset: MediaAsset }) {
  const update = useUpdateAltText();
  const editor = useAdminForm<AltValues>({
    defaultValues: { altText: asset.altText ?? '' },
    schema: bodySchema(mediaUpdateSchema, altBody),
    save: (values) => update.mutateAsync({ id: asset.id, ...altBody(values) }),
    // What was saved is the new starting point: the button waits for the next change.
    onSaved: (form) => form.reset(altBody(form.getValues())),
    failedMessage: 'Failed to save the alt text',
    refusalField: 'altText',
    refusalShown: 'form',
  });
  const { form, busy } = editor;
  const typed = useWatch({ control: form.control, name: 'altText' });
  const unchanged = typed.trim() === (form.formState.defaultValues?.altText ?? '');

  return (
    <FormFrame form={form} submit={editor.submit}>
      <TextField
        name="altText"
        label="Alt text"
        maxLength={300}
        hint="Describes the picture for people who cannot see it, and for search engines."
        addon={
          <button
            type="submit"
            disabled={busy || unchanged}
            className="inline-flex shrink-0 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
            {busy ? 'Saving…' : 'Save alt text'}
          </button>
        }
      />
    </FormFrame>
  );
}

async function copyUrl(url: string) {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(url);
    notify('URL copied to clipboard');
  } catch {
    notifyError('Error', 'Failed to copy to clipboard');
  }
}

/**
 * The preview (back-office §2 Media library): the item large (an image, a video with controls, or a link
 * to the document), Copy URL, Open in New Tab, its alt text, where it is used, why it is processing or
 * failed, and Delete through the confirmation, which warns and names the places when it is in use.
 */
export function MediaPreviewDialog({
  asset,
  onClose,
  onDeleted,
}: {
  asset: MediaAsset;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMedia();
  const url = absoluteUrl(asset.fileUrl);
  const urlId = useId();

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={<span className="break-all">{asset.fileName}</span>}
        description={`${CATEGORY_NAMES[asset.category]} · ${formatFileSize(asset.fileSize)} · uploaded ${formatDateTime(asset.uploadedAt)}`}
        size="xl"
      >
        <div className="grid gap-6 px-4 pb-6 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="min-w-0 self-start overflow-hidden rounded-lg bg-stone-100">
            {asset.category === 'image' ? (
              <LargeImage asset={asset} />
            ) : asset.category === 'video' ? (
              <LargeVideo asset={asset} />
            ) : (
              <LargeDocument asset={asset} />
            )}
          </div>
          <div className="min-w-0 space-y-4">
            <div>
              <label htmlFor={urlId} className="text-sm font-medium text-stone-800">
                File URL
              </label>
              <input
                id={urlId}
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                className="mt-1 block w-full rounded-md border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-xs text-stone-800"
              />
              <div className="mt-2 flex flex-wrap gap-2">
                <button type="button" onClick={() => void copyUrl(url)} className={buttonClass}>
                  <Copy aria-hidden="true" className="h-4 w-4" />
                  Copy URL
                </button>
                <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass}>
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  Open in New Tab
                </a>
              </div>
            </div>

            {asset.status !== 'ready' || asset.statusReason ? (
              <p
                className={cn(
                  'rounded-md border px-3 py-2 text-sm',
                  asset.status === 'failed'
                    ? 'border-red-200 bg-red-50 text-red-900'
                    : 'border-amber-200 bg-amber-50 text-amber-900',
                )}
              >
                <span className="font-semibold">
                  {asset.status === 'processing'
                    ? 'Processing: '
                    : asset.status === 'failed'
                      ? 'Failed: '
                      : 'Note: '}
                </span>
                {asset.statusReason ??
                  (asset.status === 'processing'
                    ? 'the smaller versions for phones are being made; the file works already.'
                    : 'the file could not be processed.')}
              </p>
            ) : null}

            {asset.category !== 'document' ? <AltTextForm key={asset.id} asset={asset} /> : null}

            <Section title="Used by">
              {asset.usedBy.length === 0 ? (
                <p className="text-sm text-stone-600">Not used anywhere</p>
              ) : (
                <ul className="space-y-1 text-sm">
                  {asset.usedBy.map((usage) => (
                    <li key={`${usage.kind}|${usage.href}|${usage.label}`}>
                      <Link to={usage.href} className="text-brand-700 underline hover:text-brand-800">
                        {usageName(usage)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Section>

            <Section title="Details">
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <div className="min-w-0">
                  <dt className="text-xs text-stone-600">Type</dt>
                  <dd className="break-all text-stone-900">{asset.fileType || '—'}</dd>
                </div>
                <div>
                  <dt className="text-xs text-stone-600">Size</dt>
                  <dd className="text-stone-900">{formatFileSize(asset.fileSize)}</dd>
                </div>
                {asset.width && asset.height ? (
                  <div>
                    <dt className="text-xs text-stone-600">Dimensions</dt>
                    <dd className="text-stone-900">
                      {asset.width} × {asset.height} px
                    </dd>
                  </div>
                ) : null}
                {asset.formats.length ? (
                  <div className="min-w-0">
                    <dt className="text-xs text-stone-600">Formats</dt>
                    <dd className="text-stone-900">{asset.formats.join(', ')}</dd>
                  </div>
                ) : null}
              </dl>
            </Section>

            <div className="border-t border-stone-200 pt-4">
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className="inline-flex items-center gap-2 rounded-md border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                Delete
              </button>
            </div>
          </div>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={asset.usedBy.length ? 'This file is in use' : 'Are you sure?'}
          description={deleteWarning(asset)}
          confirmLabel="Delete"
          onConfirm={async () => {
            await remove.mutateAsync(asset.id);
            onDeleted();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
