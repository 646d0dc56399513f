// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticIsland } from './static-island';

function Section({ text }: { text: string }) {
  return (
    <section>
      <p>{text}</p>
      <a href="/products">Shop</a>
    </section>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

/** The server's HTML for `<Island text="From the server" /><Where />` at /, an image in the section. */
const SERVER_HTML =
  '<div class="contents"><section><p>From the server</p><img src="/missing.webp" alt="">' +
  '<a href="/products">Shop</a></section></div><output>/</output>';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = '';
});

function hydrate(Island: ReturnType<typeof staticIsland<{ text: string }>>) {
  const container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  act(() => {
    root = hydrateRoot(
      container,
      <MemoryRouter>
        <Island text="Drawn in the browser" />
        <Where />
      </MemoryRouter>,
    );
  });
  return container;
}

describe('staticIsland', () => {
  it('keeps the server markup when hydrating and never loads its code', async () => {
    const load = vi.fn(async () => Section);
    const container = hydrate(staticIsland(load));
    await act(async () => {});
    expect(container.querySelector('p')?.textContent).toBe('From the server');
    expect(load).not.toHaveBeenCalled();
  });

  it('follows its links inside the app', async () => {
    const container = hydrate(staticIsland(vi.fn(async () => Section)));
    const link = container.querySelector('a')!;
    // Seen from the document, after React's handler: the browser's own navigation was cancelled.
    let followedByTheBrowser = true;
    const onClick = (event: MouseEvent) => (followedByTheBrowser = !event.defaultPrevented);
    document.addEventListener('click', onClick);
    await act(async () => fireEvent.click(link));
    document.removeEventListener('click', onClick);
    expect(followedByTheBrowser).toBe(false);
    expect(container.querySelector('output')?.textContent).toBe('/products');
  });

  it('draws itself, with its code, when one of its images fails', async () => {
    const load = vi.fn(async () => Section);
    const container = hydrate(staticIsland(load));
    await act(async () => fireEvent.error(container.querySelector('img')!));
    expect(load).toHaveBeenCalledTimes(1);
    const text = await screen.findByText('Drawn in the browser');
    expect(text.closest('section')!.textContent).toBe('Drawn in the browserShop');
    expect(container.querySelector('img')).toBeNull();
  });

  it('loads its code and draws itself when drawn after hydration', async () => {
    const load = vi.fn(async () => Section);
    const Island = staticIsland(load);
    render(
      <MemoryRouter>
        <Island text="Drawn in the browser" />
      </MemoryRouter>,
    );
    const text = await screen.findByText('Drawn in the browser');
    expect(text.closest('section')!.textContent).toBe('Drawn in the browserShop');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
