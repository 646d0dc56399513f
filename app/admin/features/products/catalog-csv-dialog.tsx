import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import {
  importAnswerSchema,
  type ImportAnswer,
  type ImportBodyInput,
  type ImportChange,
} from '../../../../common/catalog/product-csv-schemas';
import { adminFetch, errorMessage } from '../../data/admin-api';
import { DownloadButton } from '../../kit/download-button';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { notify } from '../../../lib/toast';
import { PRODUCTS_PATH, useRefreshProducts } from './products-query';
import { filterLabelClass as labelText } from '../../kit/filter-styles';

export const EXPORT_CSV_PATH = `${PRODUCTS_PATH}/export.csv`;
export const IMPORT_CSV_PATH = `${PRODUCTS_PATH}/import`;

export const CSV_MESSAGES = {
  updated: 'Catalogue updated',
  previewFailed: 'Failed to preview the file',
  applyFailed: 'Failed to import the file',
  readFailed: 'The file could not be read',
  refused: 'Nothing was changed: the catalogue moved since the preview. Preview the file again.',
} as const;

const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60';
const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A chosen file's text (FileReader: every browser the back office supports, and jsdom, have it). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** POST /api/admin/products/import: a preview (`apply: false`) or an apply with the preview sent back. */
function postImport(body: ImportBodyInput) {
  return adminFetch(IMPORT_CSV_PATH, { method: 'POST', body, schema: importAnswerSchema });
}

function FromTo({ change }: { change: { from: string | number; to: string | number } | null }) {
  if (!change) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">unchanged</span>
      </>
    );
  }
  return (
    <span className="whitespace-nowrap tabular-nums">
      {change.from} <span aria-hidden="true">→</span>
      <span className="sr-only"> to</span> {change.to}
    </span>
  );
}

function ChangesTable({ changes }: { changes: ImportChange[] }) {
  return (
    <div className="max-w-full overflow-x-auto rounded-md border border-stone-200">
      <table className="w-full min-w-[38rem] text-left text-sm">
        <caption className="px-3 py-2 text-left text-sm font-medium text-stone-800">
          {plural(changes.length, 'product')} this file changes
        </caption>
        <thead className="bg-stone-50 text-xs text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              SKU
            </th>
            <th scope="col" className="px-3 py-2">
              Price
            </th>
            <th scope="col" className="px-3 py-2">
              Stock
            </th>
            <th scope="col" className="px-3 py-2">
              Cost price
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {changes.map((change) => (
            <tr key={change.line}>
              <th scope="row" className="px-3 py-2 font-medium text-stone-900">
                {change.name}
              </th>
              <td className="px-3 py-2 font-mono text-xs text-stone-700">{change.sku}</td>
              <td className="px-3 py-2">
                <FromTo change={change.price} />
              </td>
              <td className="px-3 py-2">
                <FromTo change={change.stock} />
              </td>
              <td className="px-3 py-2">
                <FromTo
                  change={
                    change.costPrice
                      ? { from: change.costPrice.from ?? 'none', to: change.costPrice.to }
                      : null
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Rejections({ answer, refused }: { answer: ImportAnswer; refused: boolean }) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">
        {refused
          ? CSV_MESSAGES.refused
          : `${plural(answer.rejected.length, 'row')} cannot be imported: fix ${answer.rejected.length === 1 ? 'it' : 'them'} and preview again.`}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {answer.rejected.map((rejection) => (
          <li key={`${rejection.line}-${rejection.reason}`}>
            Line {rejection.line}: {rejection.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The dialog's body: mounted while it is open, so each opening starts afresh. */
function ImportPanel({ onDone }: { onDone: () => void }) {
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  /** The answer is an apply's refusal (`applied: false`), not a preview. */
  const [refused, setRefused] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefreshProducts();
  const fileId = useId();
  const textId = useId();
  const hintId = useId();

  const preview = useMutation({
    mutationFn: (text: string) => postImport({ csv: text, apply: false }),
    onMutate: () => setError(null),
    onSuccess: (next) => {
      setAnswer(next);
      setRefused(false);
    },
    onError: (failure) => setError(errorMessage(failure, CSV_MESSAGES.previewFailed)),
  });

  const apply = useMutation({
    mutationFn: (previewed: ImportAnswer) => postImport({ csv, apply: true, previewed: previewed.changes }),
    onMutate: () => setError(null),
    onSuccess: (next) => {
      if (!next.applied) {
        setAnswer(next);
        setRefused(true);
        return;
      }
      notify(CSV_MESSAGES.updated, `${plural(next.changes.length, 'product')} changed`);
      refresh();
      onDone();
    },
    onError: (failure) => setError(errorMessage(failure, CSV_MESSAGES.applyFailed)),
  });

  const busy = preview.isPending || apply.isPending;

  function edit(text: string) {
    setCsv(text);
    setAnswer(null);
    setRefused(false);
    setError(null);
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const text = await readText(file);
      setFileName(file.name);
      edit(text);
    } catch {
      setError(CSV_MESSAGES.readFailed);
    }
  }

  const changeCount = answer?.changes.length ?? 0;
  const canApply = answer !== null && !refused && answer.rejected.length === 0 && changeCount > 0;

  return (
    <div className="flex flex-col gap-4 px-4 pb-4 sm:px-6 sm:pb-6">
      <div>
        <label htmlFor={fileId} className={labelText}>
          CSV file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          onChange={(event) => void chooseFile(event)}
          className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-stone-800 hover:file:bg-stone-100"
        />
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          Columns: sku or slug to find each product, and any of price, stock and cost_price. An empty cell
          leaves that figure as it is.{fileName ? ` Chosen: ${fileName}.` : ''}
        </p>
      </div>
      <div>
        <label htmlFor={textId} className={labelText}>
          Or paste the CSV
        </label>
        <textarea
          id={textId}
          value={csv}
          rows={5}
          spellCheck={false}
          onChange={(event) => {
            setFileName(null);
            edit(event.target.value);
          }}
          placeholder={'sku,price,stock\nNF-SID-001,2500.00,12'}
          className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 font-mono text-xs text-stone-900 focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none"
        />
      </div>

      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}

      {answer ? (
        <section aria-label="Import preview" className="flex flex-col gap-3">
          {refused || answer.rejected.length > 0 ? <Rejections answer={answer} refused={refused} /> : null}
          {changeCount > 0 ? (
            <ChangesTable changes={answer.changes} />
          ) : (
            <p className="text-sm text-stone-700">This file changes no product.</p>
          )}
          <p role="status" className="text-sm text-stone-600">
            {plural(answer.unchanged, 'row')} already {answer.unchanged === 1 ? 'matches' : 'match'} the
            catalogue.
          </p>
        </section>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => preview.mutate(csv)}
          disabled={busy || !csv.trim()}
          className={secondaryButton}
        >
          {preview.isPending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
          {answer ? 'Preview again' : 'Preview'}
        </button>
        {answer && !refused ? (
          <button
            type="button"
            onClick={() => apply.mutate(answer)}
            disabled={busy || !canApply}
            className={primaryButton}
          >
            {apply.isPending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
            Apply {plural(changeCount, 'change')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** Decision 016 "Bulk import": the catalogue as a CSV file, and a CSV of prices and stock imported with a preview. */
export function CatalogCsvDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Import CSV"
        description="Set prices, stock counts and cost prices from a file. Nothing changes until you apply the preview."
        size="lg"
      >
        <ImportPanel onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The products screen's two CSV actions: Export CSV (a download) and Import CSV (the dialog). */
export function CatalogCsvActions() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DownloadButton path={EXPORT_CSV_PATH} fallbackName="products.csv" label="Export CSV" />
      <button type="button" onClick={() => setOpen(true)} className={secondaryButton}>
        <Upload aria-hidden="true" className="h-4 w-4" />
        Import CSV
      </button>
      <CatalogCsvDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
