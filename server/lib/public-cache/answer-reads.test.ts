import { describe, expect, it } from 'vitest';
import { noteQuery, noteRead, recordReads } from './answer-reads';

/** A promise and the function that settles it, to interleave two builds step by step. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('recording what a build reads', () => {
  it('names the families of the tables its queries read, and the tables no family covers', async () => {
    const { tags, unknownTables, value } = await recordReads(async () => {
      noteQuery('select "id", "name" from "products" left join "media_assets" on true');
      noteQuery('select count(*) from orders');
      return 'built';
    });
    expect(value).toBe('built');
    expect([...tags].sort()).toEqual(['catalog', 'media']);
    expect([...unknownTables]).toEqual(['orders']);
  });

  it('keeps a build’s reads apart from another’s that runs at the same time', async () => {
    const first = gate();
    const second = gate();
    const a = recordReads(async () => {
      noteRead('catalog');
      await first.opened;
      noteRead('settings');
    });
    const b = recordReads(async () => {
      noteRead('content');
      await second.opened;
      noteRead('seo');
    });
    first.open();
    expect([...(await a).tags]).toEqual(['catalog', 'settings']);
    // The first build has ended; the second, still running, must go on recording.
    await new Promise((resolve) => setTimeout(resolve, 5));
    second.open();
    expect([...(await b).tags]).toEqual(['content', 'seo']);
  });

  it('records nothing outside a build, before or after one, and records again in the next', async () => {
    noteRead('catalog');
    const first = await recordReads(async () => noteRead('settings'));
    noteRead('community');
    const next = await recordReads(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      noteRead('seo');
    });
    expect([...first.tags]).toEqual(['settings']);
    expect([...next.tags]).toEqual(['seo']);
  });

  it('ends a build that throws, and the next build still records', async () => {
    await expect(
      recordReads(async () => {
        noteRead('catalog');
        throw new Error('the database is down');
      }),
    ).rejects.toThrow('the database is down');
    const next = await recordReads(async () => {
      await Promise.resolve();
      noteRead('media');
    });
    expect([...next.tags]).toEqual(['media']);
  });
});
