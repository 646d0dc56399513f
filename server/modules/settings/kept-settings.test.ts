import { describe, expect, it } from 'vitest';
import { createPublicAnswerCache } from '../../lib/public-cache/answer-cache';
import { keepSettings } from './kept-settings';

/** A settings row read from a stand-in database: each read answers the row as it is now. */
function fakeRows() {
  const state = { siteName: 'First', reads: 0, fail: false };
  const load = async () => {
    state.reads++;
    if (state.fail) throw new Error('database down');
    return { siteName: state.siteName };
  };
  return { state, load };
}

describe('settings kept between changes', () => {
  it('reads once while nothing changes, again after a settings drop, not after another family’s', async () => {
    const cache = createPublicAnswerCache();
    cache.trust(true); // listening to the change notices
    const { state, load } = fakeRows();
    const read = keepSettings(load, cache);

    expect(await read()).toEqual({ siteName: 'First' });
    expect(await read()).toEqual({ siteName: 'First' });
    expect(state.reads).toBe(1);
    expect(Object.isFrozen(await read())).toBe(true);

    state.siteName = 'Second';
    cache.drop(['catalog']); // every order drops the catalogue: the settings stay
    expect((await read()).siteName).toBe('First');
    cache.drop(['settings']);
    expect((await read()).siteName).toBe('Second');
    cache.drop(); // every family, as a staff write of this copy drops
    state.siteName = 'Third';
    expect((await read()).siteName).toBe('Third');
    expect(state.reads).toBe(3);
  });

  it('keeps nothing while the change notices may be missed, and nothing from before they were lost', async () => {
    const cache = createPublicAnswerCache();
    cache.trust(true);
    const { state, load } = fakeRows();
    const read = keepSettings(load, cache);
    await read();

    cache.trust(false); // the listening connection is lost: another copy's change could go unheard
    state.siteName = 'Changed meanwhile';
    expect((await read()).siteName).toBe('Changed meanwhile');
    await read();
    expect(state.reads).toBe(3);

    cache.trust(true);
    await read();
    await read();
    expect(state.reads).toBe(4);
  });

  it('serves a read under way when a change is heard to those who asked before it, and keeps it for no one', async () => {
    const cache = createPublicAnswerCache();
    cache.trust(true);
    const { state, load } = fakeRows();
    const read = keepSettings(load, cache);

    const before = read(); // reading 'First'
    cache.drop(['settings']); // a change heard while the row is on its way
    state.siteName = 'Second';
    expect((await before).siteName).toBe('First');
    expect((await read()).siteName).toBe('Second');
    expect(state.reads).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const cache = createPublicAnswerCache();
    cache.trust(true);
    const { state, load } = fakeRows();
    const read = keepSettings(load, cache);
    state.fail = true;
    await expect(read()).rejects.toThrow('database down');
    state.fail = false;
    expect((await read()).siteName).toBe('First');
  });
});
