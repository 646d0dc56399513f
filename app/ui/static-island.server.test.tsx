// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { staticIsland } from './static-island';

function Section({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('staticIsland on the server', () => {
  it('loads its code when the server starts and draws it in place, without a Suspense boundary', async () => {
    const load = vi.fn(async () => Section);
    const Island = staticIsland(load);
    expect(load).toHaveBeenCalledTimes(1);
    await load.mock.results[0]!.value;
    await Promise.resolve();
    const html = renderToString(
      <MemoryRouter>
        <Island text="From the server" />
      </MemoryRouter>,
    );
    // React may send a boundary's content after the rest of the page; a browser without JavaScript,
    // or one still parsing, would not show it in place.
    expect(html).toBe('<div class="contents"><p>From the server</p></div>');
  });
});
