// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentRecord, ContentVersion } from '../../../../common/content/content-admin-schemas';
import { SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import { CONTENT_MESSAGES, MAX_PRODUCTS_FEATURES } from '../../../../common/content/section-rules';
import { fieldError, json, stubFetch } from '../../testing/admin-test-kit';
import {
  contentId,
  contentRecord,
  contentVersion,
  formOf,
  openSection,
  saveSection as save,
  typeInto as type,
} from './content-fixture';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

const heroContent = {
  ...SECTION_DEFAULTS['home-hero'],
  videoUrl: '/uploads/hero.mp4',
  heading: 'Honey for every home',
};
const hero = contentRecord({ id: contentId(1), page: 'home', section: 'hero', content: heroContent });

type Call = { path: string; method: string; body?: unknown };
let calls: Call[];
let records: ContentRecord[];
let versions: ContentVersion[];
let writeAnswers: Array<() => Response>;

beforeEach(() => {
  calls = [];
  records = [hero];
  versions = [];
  writeAnswers = [];
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  // jsdom plays no media; the preview's hero video asks to.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  stubFetch(({ path, url, method, init }) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ path, method, body });
    const p = url.pathname;
    if (p === '/api/admin/content' && method === 'GET') return json(records);
    if (p === `/api/admin/content/${hero.id}/versions`) return json(versions);
    if (p === '/api/admin/content' && method === 'POST') {
      const answer = writeAnswers.shift();
      if (answer) return answer();
      const { page, section, content } = body as ContentRecord;
      const created = contentRecord({ id: contentId(9), page, section, content });
      records = [...records, created];
      return json(created, 201);
    }
    if (p === `/api/admin/content/${hero.id}` && method === 'PATCH') {
      const answer = writeAnswers.shift();
      if (answer) return answer();
      const updated = { ...hero, ...(body as object) };
      records = records.map((record) => (record.id === hero.id ? updated : record));
      return json(updated);
    }
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const sent = (method: string) => calls.filter((call) => call.method === method);
const field = (dialog: HTMLElement, label: string | RegExp) => within(formOf(dialog)).getByLabelText(label);

describe('the section editor: opening', () => {
  it('opens Create with the default content, titled with the section', async () => {
    const dialog = await openSection('home', 'Create Vitalix Product Section', 'Vitalix Product Section');
    const defaults = SECTION_DEFAULTS['home-vitalix'];
    expect(field(dialog, 'Heading')).toHaveProperty('value', defaults.heading);
    expect(field(dialog, 'Benefits')).toHaveProperty('value', defaults.benefits.join('\n'));
    expect(field(dialog, 'Highlighted text')).toHaveProperty('value', defaults.highlightedText);
    expect(within(dialog).queryByRole('tab', { name: 'History' })).toBeNull();
    expect(
      within(dialog).getByRole('link', { name: 'Open page (opens in a new tab)' }).getAttribute('href'),
    ).toBe('/');
  });

  it('opens Edit with the saved content over the defaults', async () => {
    records = [
      contentRecord({
        id: hero.id,
        page: 'home',
        section: 'hero',
        content: { heading: 'Only a heading', subheading: '' },
      }),
    ];
    const dialog = await openSection('home', 'Edit Hero Section', 'Hero Section');
    expect(field(dialog, 'Heading')).toHaveProperty('value', 'Only a heading');
    expect(field(dialog, 'Subheading')).toHaveProperty('value', SECTION_DEFAULTS['home-hero'].subheading);
    expect(field(dialog, 'Main button text')).toHaveProperty('value', SECTION_DEFAULTS['home-hero'].ctaText);
  });

  it('draws the draft with the storefront section in the live preview', async () => {
    const dialog = await openSection('home', 'Edit Hero Section', 'Hero Section');
    const preview = within(dialog).getByRole('complementary', { name: 'Live preview' });
    expect(within(preview).getByRole('heading', { name: 'Honey for every home' })).toHaveProperty(
      'tagName',
      'H1',
    );
    type(field(dialog, 'Heading'), 'Fresh from the hive');
    await waitFor(() =>
      expect(
        within(preview)
          .getAllByRole('heading', { level: 1 })
          .map((h) => h.textContent),
      ).toEqual(['Fresh from the hive']),
    );
  });
});

describe('the section editor: checks before saving', () => {
  it('shows the Validation Error toast and each message next to its field, focusing the first', async () => {
    records = [];
    const dialog = await openSection('home', 'Create Hero Section', 'Hero Section');
    type(field(dialog, 'Heading'), '   ');
    save(dialog);
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith(
        CONTENT_MESSAGES.validationTitle,
        CONTENT_MESSAGES.validationDescription,
      ),
    );
    expect(dialog.textContent).toContain(CONTENT_MESSAGES.videoRequired);
    expect(dialog.textContent).toContain(CONTENT_MESSAGES.headingRequired);
    expect(field(dialog, 'Heading').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /Choose video/ }));
    expect(sent('POST')).toEqual([]);

    // The messages follow the draft from then on.
    type(field(dialog, 'Heading'), 'Back again');
    await waitFor(() => expect(within(dialog).queryByText(CONTENT_MESSAGES.headingRequired)).toBeNull());
    expect(dialog.textContent).toContain(CONTENT_MESSAGES.videoRequired);
  });

  it('asks before closing with unsaved changes', async () => {
    const dialog = await openSection('home', 'Edit Hero Section', 'Hero Section');
    type(field(dialog, 'Heading'), 'Half typed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field(dialog, 'Heading')).toHaveProperty('value', 'Half typed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('PATCH')).toEqual([]);
  });
});

describe('the section editor: pricing tiers', () => {
  it('adds and deletes tiers, never the last one, keeping the Most Popular mark on a tier', async () => {
    const dialog = await openSection('home', 'Create Vitalix Pricing', 'Vitalix Pricing');
    const form = formOf(dialog);
    const deletes = () => within(form).queryAllByRole('button', { name: /^Delete tier/ });
    expect(deletes()).toHaveLength(3);
    expect(field(dialog, 'Most Popular tier')).toHaveProperty('value', '1');

    fireEvent.click(within(form).getByRole('button', { name: 'Delete tier 1' }));
    expect(field(dialog, 'Name (tier 1)')).toHaveProperty('value', '2 Jars');
    // '2 Jars' was the Most Popular tier and still is.
    expect(field(dialog, 'Most Popular tier')).toHaveProperty('value', '0');

    fireEvent.click(within(form).getByRole('button', { name: 'Delete tier 2' }));
    expect(deletes()).toEqual([]);
    expect(within(form).queryByLabelText('Name (tier 2)')).toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: 'Add tier' }));
    expect(deletes()).toHaveLength(2);
    expect(field(dialog, 'Jars (tier 2)')).toHaveProperty('value', '2');
  });

  it('names a tier without a name, price or quantity', async () => {
    const dialog = await openSection('home', 'Create Vitalix Pricing', 'Vitalix Pricing');
    type(field(dialog, 'Name (tier 2)'), '');
    type(field(dialog, 'Price (tier 3)'), '');
    type(field(dialog, 'Jars (tier 3)'), '0');
    save(dialog);
    await waitFor(() => expect(dialog.textContent).toContain(CONTENT_MESSAGES.tierNameRequired));
    expect(dialog.textContent).toContain(CONTENT_MESSAGES.tierPriceRequired);
    expect(dialog.textContent).toContain(CONTENT_MESSAGES.tierQuantity);
    expect(document.activeElement).toBe(field(dialog, 'Name (tier 2)'));
    expect(sent('POST')).toEqual([]);
  });

  it('says beside each tier price what checkout charges, and refuses a price that is not one amount', async () => {
    const dialog = await openSection('home', 'Create Vitalix Pricing', 'Vitalix Pricing');
    const price = field(dialog, 'Price (tier 1)');
    const said = () => document.getElementById(`${price.id}-hint`)?.textContent;
    expect(said()).toBe('Charged at checkout: Rs 6,500.00');
    type(price, 'Rs. 6,500.50');
    expect(said()).toBe('Charged at checkout: Rs 6,500.50');
    expect(price.getAttribute('aria-describedby')).toContain(`${price.id}-hint`);
    // Said as it is typed…
    type(price, 'Rs. 65,00');
    expect(said()).toMatch(/^Price has a comma in the wrong place/);
    // …and refused on save, the spec's message for a tier at 0.
    type(field(dialog, 'Price (tier 2)'), 'Rs. 0');
    save(dialog);
    await waitFor(() =>
      expect(fieldError(price)).toBe(
        'Price has a comma in the wrong place: commas go between groups of digits, such as 6,500, 65,000 or 1,00,000',
      ),
    );
    expect(fieldError(field(dialog, 'Price (tier 2)'))).toBe(CONTENT_MESSAGES.tierPriceRequired);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(sent('POST')).toEqual([]);
  });

  it('turns the urgency note on and off', async () => {
    const dialog = await openSection('home', 'Create Vitalix Pricing', 'Vitalix Pricing');
    const note = field(dialog, 'Urgency note');
    expect(note.closest('fieldset')?.disabled).toBe(true);
    fireEvent.click(field(dialog, 'Show the urgency note'));
    expect(note.closest('fieldset')?.disabled).toBe(false);
  });
});

describe('the section editor: lists', () => {
  it('hides Add feature at six feature cards and shows it again after a remove', async () => {
    const dialog = await openSection('products', 'Create Features Strip', 'Features Strip');
    const form = formOf(dialog);
    expect(within(form).getAllByRole('button', { name: /^Remove feature/ })).toHaveLength(4);
    fireEvent.click(within(form).getByRole('button', { name: 'Add feature' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add feature' }));
    expect(within(form).getAllByRole('button', { name: /^Remove feature/ })).toHaveLength(
      MAX_PRODUCTS_FEATURES,
    );
    expect(within(form).queryByRole('button', { name: 'Add feature' })).toBeNull();
    expect(field(dialog, 'Icon (Feature 6)')).toHaveProperty('value', 'Leaf');
    fireEvent.click(within(form).getByRole('button', { name: 'Remove feature 1' }));
    expect(within(form).getByRole('button', { name: 'Add feature' })).toHaveProperty('disabled', false);
    expect(field(dialog, 'Title (Feature 1)')).toHaveProperty('value', 'Quality Tested');
  });

  it('saves the promise paragraphs split on blank lines', async () => {
    const dialog = await openSection('about', 'Create Product Promise', 'Product Promise');
    expect(field(dialog, 'Paragraphs')).toHaveProperty(
      'value',
      SECTION_DEFAULTS['about-promise'].paragraphs.join('\n\n'),
    );
    type(field(dialog, 'Paragraphs'), '  Grown with care.\nTested twice.\n\n\n   \nPacked by hand.  \n\n');
    save(dialog);
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toMatchObject({
      page: 'about',
      section: 'promise',
      content: { paragraphs: ['Grown with care.\nTested twice.', 'Packed by hand.'] },
    });
  });
});

describe('the section editor: raw JSON', () => {
  it('parses on blur, says when the JSON is broken and saves only once it is fixed', async () => {
    const dialog = await openSection('products', 'Create Products Hero', 'Products Hero');
    const text = field(dialog, 'Content JSON');
    expect(JSON.parse((text as HTMLTextAreaElement).value)).toEqual(SECTION_DEFAULTS['products-hero']);

    type(text, '{"heading": "All our jars",');
    fireEvent.blur(text);
    expect(toasts.notifyError).toHaveBeenCalledWith(
      CONTENT_MESSAGES.invalidJson,
      CONTENT_MESSAGES.invalidJsonHelp,
    );
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldError(text)).toMatch(new RegExp(`^${CONTENT_MESSAGES.invalidJson}: .`));
    save(dialog);
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(sent('POST')).toEqual([]);

    // The rules of the section hold for JSON too: once the JSON parses, the field says what they find
    // (the field was left, so its problem follows each keystroke: decision 027).
    type(text, '{"heading": "All our jars"}');
    await waitFor(() => expect(fieldError(text)).toBe(`subheading: ${CONTENT_MESSAGES.subheadingRequired}`));
    save(dialog);
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenLastCalledWith(
        CONTENT_MESSAGES.validationTitle,
        CONTENT_MESSAGES.validationDescription,
      ),
    );
    expect(dialog.textContent).toContain(`subheading: ${CONTENT_MESSAGES.subheadingRequired}`);
    expect(sent('POST')).toEqual([]);

    type(text, '{"heading": "All our jars", "subheading": "Picked for you"}');
    save(dialog);
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toEqual({
      page: 'products',
      section: 'hero',
      contentType: 'json',
      content: { heading: 'All our jars', subheading: 'Picked for you' },
      isPublished: true,
    });
  });
});

describe('the section editor: saving', () => {
  it('creates a new section with a POST, says it is live and shows it saved', async () => {
    const dialog = await openSection('products', 'Create Call to Action', 'Call to Action');
    type(field(dialog, 'Heading'), '  Start with Vitalix ');
    save(dialog);
    await waitFor(() =>
      expect(toasts.notify).toHaveBeenCalledWith(CONTENT_MESSAGES.saved, CONTENT_MESSAGES.savedDescription),
    );
    expect(sent('POST')[0]).toEqual({
      path: '/api/admin/content',
      method: 'POST',
      body: {
        page: 'products',
        section: 'cta',
        contentType: 'json',
        content: { ...SECTION_DEFAULTS['products-cta'], heading: 'Start with Vitalix' },
        isPublished: true,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Edit Call to Action' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('updates a saved section with a PATCH of its content', async () => {
    const dialog = await openSection('home', 'Edit Hero Section', 'Hero Section');
    type(field(dialog, 'Subheading'), 'Cash on delivery, all over Pakistan.');
    save(dialog);
    await waitFor(() =>
      expect(toasts.notify).toHaveBeenCalledWith(CONTENT_MESSAGES.saved, CONTENT_MESSAGES.savedDescription),
    );
    expect(sent('PATCH')).toEqual([
      {
        path: `/api/admin/content/${hero.id}`,
        method: 'PATCH',
        body: { content: { ...heroContent, subheading: 'Cash on delivery, all over Pakistan.' } },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the editor open with what was typed when the save fails, with the server's message or the fallback", async () => {
    writeAnswers = [
      () => json({ error: 'Content section not found' }, 404),
      () => {
        throw new TypeError('offline');
      },
    ];
    const dialog = await openSection('home', 'Edit Hero Section', 'Hero Section');
    type(field(dialog, 'Heading'), 'Kept while failing');
    save(dialog);
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenCalledWith('Error', 'Content section not found'),
    );
    save(dialog);
    await waitFor(() =>
      expect(toasts.notifyError).toHaveBeenLastCalledWith('Error', CONTENT_MESSAGES.saveFailed),
    );
    expect(screen.getByRole('dialog', { name: 'Edit: Hero Section' })).toBe(dialog); // still open
    expect(field(dialog, 'Heading')).toHaveProperty('value', 'Kept while failing');
    expect(toasts.notify).not.toHaveBeenCalled();
  });
});

describe('the section editor: history', () => {
  it('lists the saved versions and restores one into the form without saving it', async () => {
    versions = [
      contentVersion({
        id: contentId(101),
        content: heroContent,
        savedAt: '2026-11-21T09:00:00.000Z',
        savedBy: 'admin',
      }),
      contentVersion({
        id: contentId(102),
        content: { ...heroContent, heading: 'Last week’s heading' },
        savedAt: '2026-11-14T09:00:00.000Z',
        savedBy: 'sana',
      }),
    ];
    const dialog = await openSection('home', 'Edit Hero Section', 'Hero Section');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'History' }));
    const list = await within(dialog).findByRole('list', { name: 'Saved versions, newest first' });
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(newest!.textContent).toContain('Current');
    expect(newest!.textContent).toContain('Saved by admin');
    expect(within(newest!).queryByRole('button', { name: /Restore/ })).toBeNull();
    expect(older!.textContent).toContain('Saved by sana');

    fireEvent.click(within(older!).getByRole('button', { name: /^Restore/ }));
    expect(within(dialog).getByRole('tab', { name: 'Content' }).getAttribute('aria-selected')).toBe('true');
    expect(field(dialog, 'Heading')).toHaveProperty('value', 'Last week’s heading');
    expect(within(formOf(dialog)).getByRole('status').textContent).toMatch(/by sana is loaded into the form/);
    expect(sent('PATCH')).toEqual([]);

    save(dialog);
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toEqual({ content: { ...heroContent, heading: 'Last week’s heading' } });
  });
});
