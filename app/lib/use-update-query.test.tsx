// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRoutesStub, Link, useLocation } from 'react-router';
import { useUpdateQuery } from './use-update-query';

afterEach(cleanup);

let update: ReturnType<typeof useUpdateQuery>;

function Screen() {
  update = useUpdateQuery();
  const location = useLocation();
  return (
    <>
      <output aria-label="address">{location.search}</output>
      <Link to="?edit=7">Edit</Link>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function renderScreen(url = '/screen') {
  const Stub = createRoutesStub([
    { path: '/screen', Component: Screen },
    { path: '/elsewhere', Component: () => <p>Elsewhere page</p> },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('useUpdateQuery', () => {
  it('builds each change on the one asked for before it, even before either has rendered', async () => {
    renderScreen('/screen?page=2');
    await act(async () => {
      update((params) => params.set('q', 'honey'));
      update((params) => params.set('category', 'oils'));
      update((params) => params.delete('page'));
    });
    expect(new URLSearchParams(address() ?? '').toString()).toBe('q=honey&category=oils');
  });

  it("builds on a link's navigation, not on the query of the last render", async () => {
    renderScreen('/screen');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Edit' }));
      update((params) => params.set('q', 'bil'));
    });
    const params = new URLSearchParams(address() ?? '');
    expect([params.get('edit'), params.get('q')]).toEqual(['7', 'bil']);
  });

  it('takes a whole new query when the change returns one, and navigates nowhere for no change', async () => {
    renderScreen('/screen?a=1&b=2');
    await act(async () => update(() => new URLSearchParams('c=3')));
    expect(address()).toBe('?c=3');
    await act(async () => update((params) => params.set('c', '3')));
    expect(address()).toBe('?c=3');
  });

  it('never pulls back someone leaving the screen', async () => {
    renderScreen('/screen');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
      update((params) => params.set('q', 'late'));
    });
    expect(document.body.textContent).toBe('Elsewhere page');
  });
});
