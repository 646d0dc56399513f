import type { ComponentProps } from 'react';
import { Dialog, DialogContent } from './dialog';

export type DialogSurfaceProps = ComponentProps<typeof DialogContent> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A controlled dialog in one piece, so `LazyDialog` can load it (and Radix) on first open. */
export default function DialogSurface({ open, onOpenChange, ...content }: DialogSurfaceProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...content} />
    </Dialog>
  );
}
