// @vitest-environment jsdom
// @vitest-environment-options { "url": "http://localhost/admin/settings" }
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_DEFAULTS } from '../../../../common/settings/defaults';
import { LOGO_UPDATED_EVENT } from '../../shell/site-brand';
import { json } from '../../testing/admin-test-kit';
import { editor, renderSettings, sent, serve } from './settings-test-kit';

/** The settings screen's Site logo (back-office §2 Site settings, §4 Logo upload): the default again. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const logoCard = () => screen.findByRole('region', { name: 'Site logo' });
const shownLogo = (card: HTMLElement) => within(card).getByRole('img', { name: /site logo/ });
const useDefault = (card: HTMLElement) => within(card).getByRole('button', { name: 'Use the default logo' });

describe('the Site logo', () => {
  it('chooses the default logo again: saved at once, the event sent, the button then unavailable', async () => {
    const api = serve(editor, { logoUrl: '/uploads/own-logo.png' });
    const heard = vi.fn();
    window.addEventListener(LOGO_UPDATED_EVENT, heard);
    renderSettings();
    const card = await logoCard();
    await waitFor(() => expect(shownLogo(card).getAttribute('src')).toBe('/uploads/own-logo.png'));
    expect(useDefault(card).getAttribute('aria-disabled')).toBeNull();

    useDefault(card).focus();
    fireEvent.click(useDefault(card));
    await waitFor(() =>
      expect(within(card).getByRole('status').textContent).toContain('default logo is back'),
    );
    expect(sent(api, 'PATCH', '/api/admin/settings').map((call) => call.body)).toEqual([
      { logoUrl: SETTINGS_DEFAULTS.logoUrl },
    ]);
    expect(shownLogo(card).getAttribute('src')).toBe('/logo.svg');
    expect(heard).toHaveBeenCalledTimes(1);
    // It stays where it was, with focus, and says why it does nothing now.
    expect(document.activeElement).toBe(useDefault(card));
    expect(useDefault(card).getAttribute('aria-disabled')).toBe('true');
    const note = document.getElementById(useDefault(card).getAttribute('aria-describedby')!);
    expect(note?.textContent).toBe('The shop shows its default logo.');
    fireEvent.click(useDefault(card));
    expect(sent(api, 'PATCH', '/api/admin/settings')).toHaveLength(1);
    window.removeEventListener(LOGO_UPDATED_EVENT, heard);
  });

  it('keeps the chosen logo, with the message, when saving the default fails', async () => {
    const api = serve(editor, { logoUrl: '/uploads/own-logo.png' });
    api.answers.settingsPatch = [() => json({ error: 'Internal server error' }, 500)];
    renderSettings();
    const card = await logoCard();
    await waitFor(() => expect(shownLogo(card).getAttribute('src')).toBe('/uploads/own-logo.png'));
    fireEvent.click(useDefault(card));
    expect((await within(card).findByRole('alert')).textContent).toBe('Upload failed: Internal server error');
    expect(shownLogo(card).getAttribute('src')).toBe('/uploads/own-logo.png');
    expect(useDefault(card).getAttribute('aria-disabled')).toBeNull();
  });
});
