// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentRecord } from '../../../../common/content/content-admin-schemas';
import { DEFAULT_LEGAL_CONTENT } from '../../../../common/content/legal-pages';
import { CONTENT_MESSAGES } from '../../../../common/content/section-rules';
import { fieldError, renderRoute } from '../../testing/admin-test-kit';
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
import { ContentScreen } from './content-screen';

const toasts = vi.hoisted(() => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/toast', () => toasts);

/**
 * The footer's Privacy Policy and Terms pages on the content screen: a tab each, the page's whole text as
 * one section with its form, saved with the same rules as the server's.
 */

const privacy = contentRecord({
  id: contentId(3),
  page: 'privacy',
  section: 'main',
  content: DEFAULT_LEGAL_CONTENT.privacy,
});
let state: { records: ContentRecord[]; calls: ContentCall[] };

beforeEach(() => {
  state = { records: [privacy], calls: [] };
  toasts.notify.mockReset();
  toasts.notifyError.mockReset();
  stubContentApi(state);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const sent = (method: string) => state.calls.filter((call) => call.method === method);

describe('the legal pages on the content screen', () => {
  it('have a tab each, with their text previewed on the card', async () => {
    renderRoute('/admin/content', <ContentScreen />, { url: '/admin/content?page=privacy' });
    expect(screen.getByRole('tab', { name: 'Privacy Policy' }).getAttribute('aria-selected')).toBe('true');
    const card = (await screen.findByRole('heading', { name: 'Privacy Policy', level: 2 })).closest(
      'article',
    )!;
    expect(card.textContent).toContain('Saved');
    expect(card.textContent).toContain(`${DEFAULT_LEGAL_CONTENT.privacy.intro.slice(0, 50)}...`);

    fireEvent.click(screen.getByRole('tab', { name: 'Terms & Conditions' }));
    const terms = (await screen.findByRole('heading', { name: 'Terms & Conditions', level: 2 })).closest(
      'article',
    )!;
    expect(terms.textContent).toContain('Default');
    expect(within(terms).getByRole('button', { name: 'Create Terms & Conditions' })).toBeDefined();
  });

  it('opens the page’s text in its form and saves it back, paragraphs split at blank lines', async () => {
    const dialog = await openSection('privacy', 'Edit Privacy Policy', 'Privacy Policy');
    const f = within(formOf(dialog));
    expect(f.getByLabelText('Heading')).toHaveProperty('value', 'Privacy Policy');
    expect(f.getByLabelText('Introduction')).toHaveProperty('value', DEFAULT_LEGAL_CONTENT.privacy.intro);
    const parts = DEFAULT_LEGAL_CONTENT.privacy.sections;
    expect(f.getAllByLabelText(/^Paragraphs \(Section \d+\)$/)).toHaveLength(parts.length);
    expect(f.getByLabelText('Paragraphs (Section 1)')).toHaveProperty(
      'value',
      parts[0]!.paragraphs.join('\n\n'),
    );

    fireEvent.click(f.getByRole('button', { name: 'Add section' }));
    const added = parts.length + 1;
    type(f.getByLabelText(`Heading (Section ${added})`), 'Children');
    type(
      f.getByLabelText(`Paragraphs (Section ${added})`),
      'We do not sell to children.\n\n\nAsk a parent.  ',
    );
    fireEvent.click(f.getByRole('button', { name: 'Remove Section 1' }));
    save(dialog);

    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]).toEqual({
      path: `/api/admin/content/${privacy.id}`,
      method: 'PATCH',
      body: {
        content: {
          ...DEFAULT_LEGAL_CONTENT.privacy,
          sections: [
            ...parts.slice(1),
            { heading: 'Children', paragraphs: ['We do not sell to children.', 'Ask a parent.'] },
          ],
        },
      },
    });
    expect(toasts.notify).toHaveBeenCalledWith(CONTENT_MESSAGES.saved, CONTENT_MESSAGES.savedDescription);
  });

  it('refuses a section without a paragraph, saying so under it and sending nothing', async () => {
    const dialog = await openSection('privacy', 'Edit Privacy Policy', 'Privacy Policy');
    const paragraphs = within(formOf(dialog)).getByLabelText('Paragraphs (Section 2)');
    type(paragraphs, '  \n\n  ');
    save(dialog);
    await waitFor(() => expect(fieldError(paragraphs)).toBe(CONTENT_MESSAGES.paragraphsRequired));
    expect(toasts.notifyError).toHaveBeenCalledWith(
      CONTENT_MESSAGES.validationTitle,
      CONTENT_MESSAGES.validationDescription,
    );
    expect(document.activeElement).toBe(paragraphs);
    expect(sent('PATCH')).toEqual([]);
  });

  it('creates the terms page from its default text, as the page shows it', async () => {
    const dialog = await openSection('terms', 'Create Terms & Conditions', 'Terms & Conditions');
    type(within(formOf(dialog)).getByLabelText('Introduction'), 'Read before you buy.');
    save(dialog);
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toEqual({
      page: 'terms',
      section: 'main',
      contentType: 'json',
      content: { ...DEFAULT_LEGAL_CONTENT.terms, intro: 'Read before you buy.' },
      isPublished: true,
    });
  });
});
