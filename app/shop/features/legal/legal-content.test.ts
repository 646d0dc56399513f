import { describe, expect, it } from 'vitest';
import { DEFAULT_LEGAL_CONTENT } from '../../../../common/content/legal-pages';
import { parseLegalContent } from './legal-content';

/** How the Privacy Policy and Terms pages read their section (storefront §2 Footer). */
describe('legal page content', () => {
  it.each([[undefined], [null], ['text'], [{}], [{ heading: ' ', intro: 7n, sections: [] }]])(
    'is the default text when the section holds none (%s)',
    (stored) => {
      expect(parseLegalContent('privacy', stored)).toEqual(DEFAULT_LEGAL_CONTENT.privacy);
      expect(parseLegalContent('terms', stored)).toEqual(DEFAULT_LEGAL_CONTENT.terms);
    },
  );

  it('shows staff text, paragraphs as a list or split at blank lines, dropping empty ones and empty parts', () => {
    const content = parseLegalContent('terms', {
      intro: '  Read me.  ',
      sections: [
        { heading: 'Delivery', paragraphs: ['2–5 days.', '  ', 42] },
        { heading: 'Returns', paragraphs: 'Within 7 days.\n\nWith a photo.' },
        { heading: 'Empty', paragraphs: [] },
        { paragraphs: ['No heading, still shown.'] },
        'junk',
      ],
    });
    expect(content).toEqual({
      heading: 'Terms & Conditions',
      intro: 'Read me.',
      sections: [
        { heading: 'Delivery', paragraphs: ['2–5 days.', '42'] },
        { heading: 'Returns', paragraphs: ['Within 7 days.', 'With a photo.'] },
        { heading: '', paragraphs: ['No heading, still shown.'] },
      ],
    });
  });

  it('falls back field by field: a heading of its own over the default parts', () => {
    const content = parseLegalContent('privacy', { heading: 'Our privacy promise', sections: [] });
    expect(content).toEqual({ ...DEFAULT_LEGAL_CONTENT.privacy, heading: 'Our privacy promise' });
  });

  it('never hands the default text itself out to be changed', () => {
    const content = parseLegalContent('privacy', {});
    content.sections[0]!.paragraphs.push('changed');
    expect(parseLegalContent('privacy', {})).toEqual(DEFAULT_LEGAL_CONTENT.privacy);
  });
});
