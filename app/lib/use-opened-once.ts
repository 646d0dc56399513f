import { useEffect, useState } from 'react';

/**
 * True from the first time `open` is true, and after: what loads on first open (a dialog, the filters
 * panel) stays mounted afterwards, so it can animate closing and keeps its state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return open || opened;
}
