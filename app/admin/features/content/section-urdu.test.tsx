// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentRecord } from '../../../../common/content/content-admin-schemas';
import { SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import { CONTENT_MESSAGES } from '../../../../common/content/section-rules';
import { fieldError } from '../../testing/admin-test-kit';
import {
  contentId,
  contentRecord,
  formOf,
  openSection,
  saveSection as save,
  stubContentApi,
  typeInto as type,
  type ContentCall,
} from './content-fixture';

/**
 * The section editor's Urdu version (decision 039): behind the English/اردو switch, an Urdu field for
 * each of the section's texts with the English as its placeholder, the live preview in Urdu, a save that
 * sends `ur`, its problems refused before anything is sent, and list rows that follow the English ones.
 */
const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const hero = contentRecord({
  id: contentId(1),
  page: 'home',
  section: 'hero',
  content: {
    ...SECTION_DEFAULTS['home-hero'],
    videoUrl: '/uploads/hero.mp4',
    heading: 'Honey for every home',
  },
  ur: { heading: 'ہر گھر کے لیے شہد' },
});

const state: { records: ContentRecord[]; calls: ContentCall[] } = { records: [], calls: [] };

beforeEach(() => {
  state.records = [hero];
  state.calls = [];
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  // jsdom plays no media; the preview's hero video asks to.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  stubContentApi(state);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const written = () => state.calls.filter((call) => call.method === 'PATCH' || call.method === 'POST');
const inUrdu = (dialog: HTMLElement) =>
  fireEvent.click(within(formOf(dialog)).getByRole('radio', { name: /^اردو/ }));
/** An Urdu field of the form, by the label of the English field it translates. */
const urduField = (container: HTMLElement, label: string) =>
  within(container).getByRole('textbox', { name: `${label} (Urdu)` });
const preview = (dialog: HTMLElement) =>
  within(dialog).getByRole('region', { name: 'The section as the page shows it', hidden: true });

describe('the section editor in Urdu', () => {
  it('shows the section’s texts as right-to-left Urdu fields, the English as placeholder, and previews them', async () => {
    const dialog = await openSection('home', 'Edit Hero Section', 'Hero Section');
    const form = formOf(dialog);
    expect(within(form).getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    inUrdu(dialog);

    const heading = urduField(form, 'Heading');
    expect(heading).toHaveProperty('value', 'ہر گھر کے لیے شہد');
    expect(heading.getAttribute('placeholder')).toBe('Honey for every home');
    expect(heading.getAttribute('dir')).toBe('rtl');
    expect(heading.getAttribute('lang')).toBe('ur');
    expect(urduField(form, 'Subheading').getAttribute('placeholder')).toBe(
      SECTION_DEFAULTS['home-hero'].subheading,
    );
    // The video is the English form's alone.
    expect(within(form).queryByRole('textbox', { name: /video/i })).toBeNull();
    await waitFor(() => expect(preview(dialog).textContent).toContain('ہر گھر کے لیے شہد'));
  });

  it('saves the Urdu with the content, as the API stores it', async () => {
    const dialog = await openSection('home', 'Edit Hero Section', 'Hero Section');
    inUrdu(dialog);
    type(urduField(formOf(dialog), 'Subheading'), '  خالص شہد، آپ کی دہلیز تک۔  ');
    save(dialog);
    await waitFor(() => expect(written()).toHaveLength(1));
    expect(written()[0]).toMatchObject({
      method: 'PATCH',
      path: `/api/admin/content/${hero.id}`,
      body: {
        content: { heading: 'Honey for every home' },
        ur: { heading: 'ہر گھر کے لیے شہد', subheading: 'خالص شہد، آپ کی دہلیز تک۔' },
      },
    });
  });

  it('refuses an Urdu text longer than the English may be: the toast, the Urdu field focused, nothing sent', async () => {
    const dialog = await openSection('home', 'Edit Hero Section', 'Hero Section');
    const form = formOf(dialog);
    inUrdu(dialog);
    type(urduField(form, 'Heading'), 'ع'.repeat(201));
    fireEvent.click(within(form).getByRole('radio', { name: 'English' }));
    save(dialog);
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith(
        CONTENT_MESSAGES.validationTitle,
        CONTENT_MESSAGES.validationDescription,
      ),
    );
    expect(within(form).getByRole('radio', { name: /^اردو.*\(1 error\)$/ })).toHaveProperty('checked', true);
    const heading = urduField(form, 'Heading');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(fieldError(heading)).toBe('At most 200 characters');
    expect(written()).toEqual([]);
  });

  it('follows the English tiers: their names to translate, no price, and a deleted tier takes its Urdu', async () => {
    const dialog = await openSection('home', 'Create Vitalix Pricing', 'Vitalix Pricing');
    const form = formOf(dialog);
    inUrdu(dialog);
    const tier2 = within(form).getByRole('group', { name: 'Tier 2 · 2 Jars' });
    expect(within(tier2).queryByRole('textbox', { name: /Price/ })).toBeNull();
    type(urduField(tier2, 'Name'), 'دو مرتبان');

    fireEvent.click(within(form).getByRole('radio', { name: 'English' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Delete tier 1' }));
    inUrdu(dialog);
    expect(urduField(within(form).getByRole('group', { name: 'Tier 1 · 2 Jars' }), 'Name')).toHaveProperty(
      'value',
      'دو مرتبان',
    );
    save(dialog);
    await waitFor(() => expect(written()).toHaveLength(1));
    expect(written()[0]!.body).toMatchObject({ ur: { pricingTiers: [{ name: 'دو مرتبان' }] } });
  });
});
