import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Crop, ImageUp, Images, LoaderCircle, RotateCcw } from 'lucide-react';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import {
  CATEGORY_ACCEPT,
  categoryOfType,
  tooLargeMessage,
  uploadLimit,
} from '../../../../common/media/upload-rules';
import {
  adminSettingsSchema,
  type AdminSettings,
  type SettingsPatch,
} from '../../../../common/settings/admin-settings-schemas';
import { SETTINGS_DEFAULTS } from '../../../../common/settings/defaults';
import { cn } from '../../../lib/cn';
import { AdminApiError, adminFetch } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';
import { LOGO_UPDATED_EVENT, PUBLIC_SETTINGS_KEY } from '../../shell/site-brand';
import { LoadingState } from '../../kit/states';
import { MediaPicker } from './media-picker';
import { METER_START, limitHints, meterProgress, type UploadMeter } from './media-picker-rules';
import { uploadLogo } from './upload-media';
import { UploadMeterBar } from './upload-progress-bar';

/** The crop tool comes with react-image-crop and its stylesheet, loaded only when someone crops. */
const LogoCrop = lazy(() =>
  Promise.all([import('./logo-crop'), import('react-image-crop/dist/ReactCrop.css')]).then(
    ([module]) => module,
  ),
);

export const LOGO_FAILED = 'Failed to upload logo. Please try again.';

/**
 * Back-office §8: 'Upload failed: {error}' when the server said why, else 'Failed to upload logo.
 * Please try again.' (a network failure, or a refusal without a message).
 */
export function logoErrorMessage(error: unknown): string {
  if (
    error instanceof AdminApiError &&
    error.status !== 0 &&
    error.message &&
    !error.message.startsWith('HTTP error!')
  ) {
    return `Upload failed: ${error.message}`;
  }
  return LOGO_FAILED;
}

type Picked = { file: File; url: string; cropped: boolean };
type Source = { kind: 'file'; file: File; preview: string } | { kind: 'url'; url: string };

/** The logo the shop shows until staff choose their own (back-office §2 "falling back to a default"). */
const DEFAULT_LOGO = SETTINGS_DEFAULTS.logoUrl;

/** A logo is an image, with the image's one limit (decision 015). */
const LOGO_LIMIT = uploadLimit('image');
const sizeProblem = (file: File) => (file.size > LOGO_LIMIT ? tooLargeMessage(file.name, LOGO_LIMIT) : null);

function usePreviewUrl() {
  const [picked, setPickedState] = useState<Picked | null>(null);
  const current = useRef<string | null>(null);
  function setPicked(next: Picked | null) {
    if (current.current && current.current !== next?.url) URL.revokeObjectURL(current.current);
    current.current = next?.url ?? null;
    setPickedState(next);
  }
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  return [picked, setPicked] as const;
}

const buttonClass = (primary = false) =>
  cn(
    'inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60',
    primary
      ? 'bg-brand-700 text-white hover:bg-brand-800'
      : 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
  );

/**
 * The logo uploader (back-office §2 Site settings, §4 "Logo upload"): pick an image, see it, crop it if
 * wanted (square, 90% first selection, at least 100×100, a JPEG at quality 0.9: logo-crop-rules.ts),
 * upload it (`POST /api/upload/logo`), and it is saved to the settings at once (`PATCH
 * /api/admin/settings { logoUrl }`). While that runs the new logo shows; if the upload or the save
 * fails the old one comes back with the spec's message. On success the `logoUpdated` browser event is
 * sent and the sidebar and storefront settings are read again. An image already in the library can be
 * chosen instead, through the media picker, and the shop's default logo can be chosen again (the logo
 * that was replaced stays in the library).
 */
export function LogoUploader({ logoUrl }: { logoUrl: string }) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = usePreviewUrl();
  const [cropping, setCropping] = useState(false);
  const [showing, setShowing] = useState<string | null>(null);
  const [meter, setMeter] = useState<UploadMeter | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const defaultNoteId = useId();
  const onDefault = logoUrl === DEFAULT_LOGO;

  const change = useMutation({
    mutationFn: async (source: Source) => {
      let url: string;
      if (source.kind === 'file') {
        let uploadMeter = METER_START;
        setMeter(uploadMeter);
        url = await uploadLogo(source.file, {
          onProgress: (progress) => {
            uploadMeter = meterProgress(uploadMeter, progress);
            setMeter(uploadMeter);
          },
        });
      } else {
        url = source.url;
      }
      setShowing(url);
      setSaving(true);
      // The settings hold the new logo at once; the old value comes back if the save fails.
      await queryClient.cancelQueries({ queryKey: adminKeys.settings });
      const previous = queryClient.getQueryData<AdminSettings>(adminKeys.settings);
      if (previous)
        queryClient.setQueryData<AdminSettings>(adminKeys.settings, { ...previous, logoUrl: url });
      try {
        return await adminFetch('/api/admin/settings', {
          method: 'PATCH',
          body: { logoUrl: url } satisfies SettingsPatch,
          schema: adminSettingsSchema,
        });
      } catch (error) {
        if (previous) queryClient.setQueryData(adminKeys.settings, previous);
        throw error;
      }
    },
    onMutate: (source) => {
      setProblem(null);
      setNotice('');
      setCropping(false);
      setShowing(source.kind === 'file' ? source.preview : source.url);
    },
    onSuccess: (settings, source) => {
      queryClient.setQueryData(adminKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: adminKeys.settings });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_SETTINGS_KEY });
      window.dispatchEvent(new Event(LOGO_UPDATED_EVENT));
      setPicked(null);
      setNotice(
        source.kind === 'url' && source.url === DEFAULT_LOGO
          ? 'The default logo is back in the shop and the sidebar. The replaced logo stays in the Media Library.'
          : 'Logo saved. The shop and the sidebar show it now.',
      );
    },
    onError: (error) => setProblem(logoErrorMessage(error)),
    onSettled: () => {
      setShowing(null);
      setMeter(null);
      setSaving(false);
    },
  });

  function pick(file: File | undefined) {
    if (!file) return;
    setNotice('');
    setCropping(false);
    if (categoryOfType(file.type) !== 'image') {
      setPicked(null);
      setProblem('Please choose an image file (JPG, PNG, WebP, AVIF or GIF).');
      return;
    }
    setProblem(sizeProblem(file));
    setPicked({ file, url: URL.createObjectURL(file), cropped: false });
  }

  const busy = change.isPending;
  const shown = showing ?? logoUrl;
  const tooLarge = picked !== null && sizeProblem(picked.file) !== null;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-24 w-40 items-center justify-center rounded-lg border border-stone-200 bg-[repeating-conic-gradient(#f5f5f4_0%_25%,#ffffff_0%_50%)] bg-[length:16px_16px] p-2">
          <img
            src={shown}
            alt={busy ? 'The new site logo, being saved' : 'Current site logo'}
            className="max-h-full max-w-full object-contain"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept={CATEGORY_ACCEPT.image}
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => {
              pick(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={cn(
              buttonClass(),
              'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 peer-focus-visible:ring-offset-2',
              busy && 'cursor-not-allowed opacity-60',
            )}
          >
            <ImageUp aria-hidden="true" className="h-4 w-4" />
            Choose image
          </label>
          {/* Not disabled while busy: focus comes back here when the picker closes. */}
          <button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => !busy && setPickerOpen(true)}
            className={cn(buttonClass(), busy && 'cursor-not-allowed opacity-60')}
          >
            <Images aria-hidden="true" className="h-4 w-4" />
            Choose from library
          </button>
          {/* Stays in place (marked unavailable) once the default shows, so focus is not lost. */}
          <button
            type="button"
            aria-disabled={busy || onDefault || undefined}
            aria-describedby={onDefault ? defaultNoteId : undefined}
            onClick={() => !busy && !onDefault && change.mutate({ kind: 'url', url: DEFAULT_LOGO })}
            className={cn(buttonClass(), (busy || onDefault) && 'cursor-not-allowed opacity-60')}
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Use the default logo
          </button>
        </div>
      </div>
      <p id={hintId} className="text-xs text-stone-600">
        {limitHints(['image'])[0]}. A square logo of at least 100×100 pixels looks best.
      </p>
      {onDefault ? (
        <p id={defaultNoteId} className="-mt-3 text-xs text-stone-600">
          The shop shows its default logo.
        </p>
      ) : null}

      {picked && !cropping ? (
        <div className="space-y-3 rounded-lg border border-stone-200 p-4">
          <p className="text-sm font-medium text-stone-900">
            {picked.cropped ? 'Preview of the cropped logo' : 'Preview'}
          </p>
          <img
            src={picked.url}
            alt="Preview of the new logo"
            className="max-h-40 max-w-full rounded border border-stone-200 object-contain"
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy || tooLarge}
              onClick={() => change.mutate({ kind: 'file', file: picked.file, preview: picked.url })}
              className={buttonClass(true)}
            >
              {busy ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
              {busy ? 'Uploading...' : 'Upload logo'}
            </button>
            <button type="button" disabled={busy} onClick={() => setCropping(true)} className={buttonClass()}>
              <Crop aria-hidden="true" className="h-4 w-4" />
              {picked.cropped ? 'Crop again' : 'Crop'}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                setPicked(null);
                setProblem(null);
              }}
              className={buttonClass()}
            >
              Discard
            </button>
          </div>
        </div>
      ) : null}

      {picked && cropping ? (
        <div className="rounded-lg border border-stone-200 p-4">
          <Suspense fallback={<LoadingState label="Loading the crop tool…" />}>
            <LogoCrop
              src={picked.url}
              fileName={picked.file.name}
              onCancel={() => setCropping(false)}
              onApply={(file) => {
                setCropping(false);
                setProblem(sizeProblem(file));
                setPicked({ file, url: URL.createObjectURL(file), cropped: true });
              }}
            />
          </Suspense>
        </div>
      ) : null}

      {meter ? <UploadMeterBar meter={meter} label="Logo upload progress" /> : null}
      {saving ? (
        <p className="flex items-center gap-2 text-sm text-stone-700">
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
          Saving the new logo…
        </p>
      ) : null}

      {problem ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <p role="status" className="text-sm text-brand-800">
        {notice}
      </p>

      <MediaPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        kind="image"
        allowKinds={['image']}
        purpose="library"
        title="Choose a logo"
        onSelect={(asset) => change.mutate({ kind: 'url', url: asset.fileUrl })}
      />
    </div>
  );
}
