// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete FAQ
      </button>
      <ConfirmDialog open={open} onOpenChange={setOpen} onConfirm={onConfirm} />
    </>
  );
}

afterEach(cleanup);

function openDialog(onConfirm: () => void | Promise<unknown>) {
  render(<Harness onConfirm={onConfirm} />);
  const opener = screen.getByRole('button', { name: 'Delete FAQ' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('ConfirmDialog', () => {
  it("asks 'Are you sure?' as an alert dialog, starting on Cancel", () => {
    openDialog(vi.fn());
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain('This action cannot be undone');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('cancels with Escape and gives focus back to the opener', async () => {
    const onConfirm = vi.fn();
    const opener = openDialog(onConfirm);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes once the confirmed action has succeeded', async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    openDialog(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    await act(async () => finish());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays open when the action fails, so it can be tried again', async () => {
    openDialog(() => Promise.reject(new Error('Failed to delete FAQ')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(screen.getByRole('alertdialog', { name: 'Are you sure?' }).textContent).toContain(
      'This action cannot be undone',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', false);
  });
});
