import { useEffect, useRef, useState } from 'react';

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/** A native file input takes a dropped file itself (the upload dialog's picker). */
function onFileInput(event: DragEvent): boolean {
  return event.target instanceof HTMLInputElement && event.target.type === 'file';
}

/**
 * Files dragged from the desktop anywhere over the window: `dragging` while they hover (for a
 * full-screen overlay), `onDrop` with them when let go. While `enabled` is false (a dialog is open) a
 * drop is still kept from the browser, which would otherwise leave the page to show the file, but is
 * not taken.
 */
export function useFileDrop(onDrop: (files: File[]) => void, enabled: boolean) {
  const [dragging, setDragging] = useState(false);
  const latest = useRef({ onDrop, enabled });
  useEffect(() => {
    latest.current = { onDrop, enabled };
  });

  useEffect(() => {
    // dragenter and dragleave fire for every element crossed: count them to know when the files left.
    let depth = 0;
    const reset = () => {
      depth = 0;
      setDragging(false);
    };
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth++;
      if (latest.current.enabled) setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const over = (event: DragEvent) => {
      if (!carriesFiles(event) || onFileInput(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = latest.current.enabled ? 'copy' : 'none';
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event) || onFileInput(event)) return reset();
      event.preventDefault();
      reset();
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (latest.current.enabled && files.length) latest.current.onDrop(files);
    };
    const listening = new AbortController();
    const { signal } = listening;
    window.addEventListener('dragenter', enter, { signal });
    window.addEventListener('dragleave', leave, { signal });
    window.addEventListener('dragover', over, { signal });
    window.addEventListener('drop', drop, { signal });
    window.addEventListener('dragend', reset, { signal });
    window.addEventListener('blur', reset, { signal });
    return () => listening.abort();
  }, []);

  return enabled && dragging;
}
