// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readView, useUrlView, writeView, type UpdateView } from './url-view';

afterEach(cleanup);

const schema = z.object({
  q: z.string().catch(''),
  status: z.enum(['open', 'closed']).nullable().catch(null),
  sort: z.enum(['date', 'total']).catch('date'),
  ids: z
    .string()
    .transform((ids) => ids.split(',').filter(Boolean))
    .catch([]),
});

const read = (query: string) => readView(new URLSearchParams(query), schema);
const write = (query: string, patch: Parameters<typeof writeView<typeof schema>>[2]) =>
  String(writeView(new URLSearchParams(query), schema, patch));

describe('readView', () => {
  it('reads every key of the schema, defaults for those missing', () => {
    expect(read('')).toEqual({ q: '', status: null, sort: 'date', ids: [] });
    expect(read('q=honey&status=open&sort=total&ids=a,b')).toEqual({
      q: 'honey',
      status: 'open',
      sort: 'total',
      ids: ['a', 'b'],
    });
  });

  it('falls back to the default for a hand-edited bad value instead of throwing', () => {
    expect(read('status=lost&sort=price&utm_source=mail')).toEqual(read(''));
  });

  it('counts a key given twice by its first value', () => {
    expect(read('sort=total&sort=date').sort).toBe('total');
  });
});

describe('writeView', () => {
  it('leaves out a value equal to its default, null or blank', () => {
    expect(write('q=a&status=open&sort=total', { q: '  ', status: null, sort: 'date' })).toBe('');
  });

  it('writes other values in place and appends new ones in the schema order', () => {
    expect(write('sort=total&edit=7', { status: 'closed', q: 'honey', sort: 'total' })).toBe(
      'sort=total&edit=7&q=honey&status=closed',
    );
  });

  it('keeps keys the view does not own and the ones the patch leaves out', () => {
    expect(write('edit=7&q=a&utm_source=mail', { status: 'open', sort: undefined })).toBe(
      'edit=7&q=a&utm_source=mail&status=open',
    );
  });

  it('writes a list as its comma-separated values, an empty one not at all', () => {
    expect(write('', { ids: ['a', 'b'] })).toBe('ids=a%2Cb');
    expect(read(write('', { ids: ['a', 'b'] })).ids).toEqual(['a', 'b']);
    expect(write('ids=a', { ids: [] })).toBe('');
  });

  it('reads back what it wrote', () => {
    const view = { q: 'raw honey', status: 'closed' as const, sort: 'total' as const, ids: ['x'] };
    expect(read(write('', view))).toEqual(view);
  });
});

describe('useUrlView', () => {
  let updateView: UpdateView<typeof schema>;

  function Screen() {
    const url = useUrlView(schema);
    updateView = url.updateView;
    return (
      <>
        <output aria-label="view">{JSON.stringify(url.view)}</output>
        <output aria-label="address">{url.searchParams.toString()}</output>
        <output aria-label="navigation">{useNavigationType()}</output>
      </>
    );
  }

  function renderScreen(url: string) {
    const Stub = createRoutesStub([{ path: '/screen', Component: Screen }]);
    render(<Stub initialEntries={[url]} />);
  }
  const text = (name: string) => screen.getByRole('status', { name }).textContent;

  it('reads the view and writes a patch through the freshest query, pushing unless told to replace', async () => {
    renderScreen('/screen?edit=7&sort=nonsense');
    expect(JSON.parse(text('view') ?? '')).toEqual({ q: '', status: null, sort: 'date', ids: [] });

    await act(async () => {
      updateView({ status: 'open' });
      updateView({ q: 'honey' });
    });
    expect(text('address')).toBe('edit=7&sort=nonsense&status=open&q=honey');
    expect(text('navigation')).toBe('PUSH');

    await act(async () => updateView({ status: null }, { replace: true }));
    expect(text('address')).toBe('edit=7&sort=nonsense&q=honey');
    expect(text('navigation')).toBe('REPLACE');
  });
});
