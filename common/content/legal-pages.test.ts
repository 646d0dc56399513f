import { describe, expect, it } from 'vitest';
import { DEFAULT_LEGAL_CONTENT, parseLegalContent } from './legal-pages';

describe('legal page content', () => {
  it.each([[undefined], [null], ['text'], [{}], [{ heading: 'Only a heading', sections: [] }]])(
    'falls back to the default text when the section holds none (%j)',
    (stored) => {
      expect(parseLegalContent('privacy', stored)).toBe(DEFAULT_LEGAL_CONTENT.privacy);
      expect(parseLegalContent('terms', stored)).toBe(DEFAULT_LEGAL_CONTENT.terms);
    },
  );

  it('shows staff text, paragraphs as a list or split at blank lines, dropping empty ones', () => {
    const content = parseLegalContent('terms', {
      intro: '  Read me.  ',
      sections: [
        { heading: 'Delivery', paragraphs: ['2–5 days.', '  ', 42] },
        { heading: 'Returns', paragraphs: 'Within 7 days.\n\nWith a photo.' },
        { heading: 'Empty', paragraphs: [] },
        'junk',
      ],
    });
    expect(content).toEqual({
      heading: 'Terms & Conditions',
      intro: 'Read me.',
      sections: [
        { heading: 'Delivery', paragraphs: ['2–5 days.', '42'] },
        { heading: 'Returns', paragraphs: ['Within 7 days.', 'With a photo.'] },
      ],
    });
  });

  it('says what a Cash on Delivery shop in Pakistan needs to say', () => {
    const privacy = JSON.stringify(DEFAULT_LEGAL_CONTENT.privacy);
    for (const words of ['full name', 'phone number', 'delivery address', 'email', 'WhatsApp', 'card']) {
      expect(privacy).toContain(words);
    }
    const terms = JSON.stringify(DEFAULT_LEGAL_CONTENT.terms);
    for (const words of ['Cash on Delivery', 'all over Pakistan', '7 days', 'Drug Regulatory Authority']) {
      expect(terms).toContain(words);
    }
  });
});
