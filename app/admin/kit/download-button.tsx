import { Download } from 'lucide-react';
import { useState } from 'react';
import { notifyError } from '../../lib/toast';
import { adminDownload, errorMessage } from '../data/admin-api';
import { secondaryButton } from '../forms/editor-fields';

/**
 * A screen's "Export CSV": fetches the file through the admin client and hands it to the browser, so a
 * refusal (the export limit's 429, a bad filter) is a toast with the server's words, not a JSON page.
 */
export function DownloadButton({
  path,
  fallbackName,
  label,
}: {
  path: string;
  /** The file name when the server gives none. */
  fallbackName: string;
  label: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await adminDownload(path, fallbackName);
      saveFile(blob, filename);
    } catch (error) {
      notifyError('Export failed', errorMessage(error, 'The file could not be downloaded'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={download} disabled={busy} aria-busy={busy} className={secondaryButton}>
      <Download aria-hidden="true" className="h-4 w-4" />
      {busy ? 'Exporting…' : label}
    </button>
  );
}

function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
