import { describe, expect, it } from 'vitest';
import { DEFAULT_LEGAL_CONTENT } from './legal-pages';

describe("the legal pages' default text", () => {
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
