import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { categoryOfType, type MediaCategory } from '../../../../common/media/upload-rules';
import { errorMessage } from '../../data/admin-api';
import { isAbortError, uploadMedia, type UploadStage } from './upload-media';
import { adminKeys } from '../../data/query-keys';

/** Files dropped together upload this many at a time: fast, without starving a phone's connection. */
export const PARALLEL_UPLOADS = 2;

export type QueuedUpload = {
  id: string;
  file: File;
  category: MediaCategory;
  state: 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';
  percent: number;
  /** Whether the bytes are still on their way, or the server is storing the file (making its sizes). */
  stage: UploadStage;
  error: string | null;
  /** The stored item, once uploaded. */
  assetId: string | null;
};

let nextId = 0;

/**
 * The library's upload queue (beyond the spec): files dropped on the screen or chosen several
 * at once, each in the category its type suggests, uploaded two at a time with real progress. Each
 * finished upload refreshes the library. Leaving the screen cancels what is still going.
 */
export function useUploadQueue() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  const patch = useCallback((id: string, change: Partial<QueuedUpload>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback((files: Iterable<File>) => {
    const added = Array.from(files, (file) => ({
      id: `upload-${++nextId}`,
      file,
      category: categoryOfType(file.type),
      state: 'queued' as const,
      percent: 0,
      stage: 'sending' as const,
      error: null,
      assetId: null,
    }));
    if (added.length) setItems((current) => [...current, ...added]);
  }, []);

  // Starts queued files while fewer than PARALLEL_UPLOADS run. A started id is remembered at once, so a
  // second run of this effect before the state catches up cannot start it twice.
  useEffect(() => {
    let running = items.filter((item) => item.state === 'uploading').length;
    for (const item of items) {
      if (running >= PARALLEL_UPLOADS) break;
      if (item.state !== 'queued' || controllers.current.has(item.id)) continue;
      running++;
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      patch(item.id, { state: 'uploading', percent: 0, stage: 'sending', error: null });
      uploadMedia(item.file, {
        category: item.category,
        signal: controller.signal,
        onProgress: (progress) => patch(item.id, { percent: progress.percent, stage: progress.stage }),
      })
        .then((stored) => {
          patch(item.id, { state: 'done', percent: 100, stage: 'done', assetId: stored.asset.id });
          void queryClient.invalidateQueries({ queryKey: adminKeys.media });
        })
        .catch((error: unknown) => {
          if (isAbortError(error)) patch(item.id, { state: 'cancelled' });
          else patch(item.id, { state: 'failed', error: errorMessage(error, 'Failed to upload media') });
        })
        .finally(() => controllers.current.delete(item.id));
    }
  }, [items, patch, queryClient]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const cancel = useCallback(
    (id: string) => {
      const controller = controllers.current.get(id);
      if (controller) controller.abort();
      else patch(id, { state: 'cancelled' });
    },
    [patch],
  );

  const retry = useCallback(
    (id: string) => patch(id, { state: 'queued', percent: 0, stage: 'sending', error: null }),
    [patch],
  );

  const clearFinished = useCallback(() => {
    setItems((current) => current.filter((item) => item.state === 'queued' || item.state === 'uploading'));
  }, []);

  return { items, add, cancel, retry, clearFinished };
}
