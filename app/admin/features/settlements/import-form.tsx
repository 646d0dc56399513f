import { useId, useState } from 'react';
import { z } from 'zod';
import { COURIERS, COURIER_KEYS, type CourierKey } from '../../../../common/orders/couriers';
import {
  GENERIC_HEADER,
  MAX_SETTLEMENT_BYTES,
  SETTLEMENT_FILE_ACCEPT,
} from '../../../../common/orders/settlement-files';
import type { SettlementPreview } from '../../../../common/orders/settlement-schemas';
import { notify } from '../../../lib/toast';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { AdminApiError } from '../../data/admin-api';
import { describedBy, FieldLabel, FieldMessages } from '../../forms/editor-fields';
import { CustomField, SelectField } from '../../forms/fields';
import { FormFrame } from '../../forms/form-frame';
import { ShownRefusal } from '../../forms/server-refusal';
import { useAdminForm } from '../../forms/use-admin-form';
import { formatFileSize } from '../../kit/format';
import { MATCH_LABELS, plural } from './settlement-words';
import { SETTLEMENT_WORDS, useImportSettlement } from './settlements-query';

type ImportValues = { courier: CourierKey | ''; file: File | null };

const IMPORT_MESSAGES = {
  courier: 'Choose the courier that paid',
  file: 'Choose the payment report (a CSV or XLSX file)',
  tooLarge: `The file is larger than ${formatFileSize(MAX_SETTLEMENT_BYTES)}: split it into smaller files`,
} as const;

const importSchema = z.object({
  courier: z.enum(COURIER_KEYS, { error: IMPORT_MESSAGES.courier }),
  file: z
    .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, IMPORT_MESSAGES.file)
    .refine((file) => file.size <= MAX_SETTLEMENT_BYTES, IMPORT_MESSAGES.tooLarge),
});

const COURIER_OPTIONS = [
  { value: '' as const, label: 'Choose the courier' },
  ...COURIERS.map((courier) => ({ value: courier.key, label: courier.name })),
];

/** What the preview found, in a line: '5 lines: 1 settled, 1 short, 1 paid for a return, 2 unknown parcels'. */
export function previewSummary(preview: SettlementPreview): string {
  const { summary } = preview;
  const parts = (['settled', 'short', 'paid_for_return', 'unknown'] as const)
    .filter((match) => summary[match].lines > 0)
    .map((match) => `${summary[match].lines} ${MATCH_LABELS[match].toLowerCase()}`);
  return `${plural(summary.lines, 'line')}: ${parts.join(', ')}`;
}

/**
 * Imports a courier's payment report (docs/settlements.md): the courier and the CSV or XLSX file, sent as
 * it is.
 * The answer is the preview, opened below; nothing is applied yet. A file with bad lines is refused
 * whole, and every bad line is listed here.
 */
export function ImportForm({ onImported }: { onImported: (preview: SettlementPreview) => void }) {
  const importFile = useImportSettlement();
  const [refusal, setRefusal] = useState<{ message: string; details: string[] } | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const hintId = useId();
  const { form, submit, busy } = useAdminForm<ImportValues>({
    defaultValues: { courier: '', file: null },
    schema: importSchema,
    save: async ({ courier, file }) => {
      setRefusal(null);
      try {
        const preview = await importFile.mutateAsync({ courier: courier as CourierKey, file: file! });
        notify(preview.replayed ? 'This file was imported before' : 'File imported', previewSummary(preview));
        onImported(preview);
      } catch (error) {
        if (error instanceof AdminApiError && error.status !== 0 && error.status < 500) {
          setRefusal({ message: error.message, details: error.details });
          throw new ShownRefusal();
        }
        throw error;
      }
    },
    onSaved: (saved) => {
      saved.reset({ courier: saved.getValues('courier'), file: null });
      setFileKey((key) => key + 1);
    },
    failedMessage: SETTLEMENT_WORDS.importFailed,
  });

  return (
    <FormFrame form={form} submit={submit} label="Import a payment report" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="courier" label="Courier" options={COURIER_OPTIONS} />
        <CustomField<File | null>
          name="file"
          render={(field) => (
            <div className="min-w-0">
              <FieldLabel name="file">Payment report (CSV or XLSX)</FieldLabel>
              <input
                key={fileKey}
                id="field-file"
                name="file"
                type="file"
                accept={SETTLEMENT_FILE_ACCEPT}
                ref={field.inputRef}
                aria-invalid={Boolean(field.error)}
                aria-describedby={describedBy('file', field.error, undefined, hintId)}
                onChange={(event) => {
                  setRefusal(null);
                  field.onChange(event.target.files?.[0] ?? null);
                }}
                onBlur={field.onBlur}
                className="mt-1 block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-stone-800 hover:file:bg-stone-100"
              />
              <FieldMessages name="file" error={field.error} />
            </div>
          )}
        />
      </div>
      <p id={hintId} className="text-xs text-stone-600">
        Any courier&apos;s file may use the header <code className="font-mono">{GENERIC_HEADER}</code>;
        PostEx, Trax and Leopards files are read in their own columns too. An old XLS workbook must be saved
        as XLSX or CSV first. Nothing is paid until you apply the preview.
      </p>
      {refusal ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{refusal.message}</p>
          {refusal.details.length > 1 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {refusal.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="sm:w-48">
        <SubmitButton label="Preview" busyLabel="Reading the file…" busy={busy} />
      </div>
    </FormFrame>
  );
}
