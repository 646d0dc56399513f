import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  contentRecordSchema,
  contentVersionListSchema,
  type ContentRecord,
} from '../../../common/content/content-admin-schemas';
import { CONTENT_MESSAGES } from '../../../common/content/section-rules';
import { siteContent, siteContentVersions } from '../../db/schema';
import { adminApiTestKit } from '../../testing/admin-api-test-kit';
import { keptAnswer } from '../../testing/kept-answers';

/**
 * A content section's Urdu version (decision 039) through the content API: saved and answered as `ur`,
 * held to the section's English rules, kept in its history and audited with it, and read by the shop
 * with `?lang=ur`, the English wherever the Urdu is empty; the English answers stay as they were.
 */
const kit = adminApiTestKit({
  signIn: ['editor'],
  watch: [siteContent, siteContentVersions],
  entity: 'content',
});
const { call, expectRefused, auditOf } = kit;

const create = (body: Record<string, unknown>) => kit.created('/content', body, contentRecordSchema);
const shop = (url: string) => kit.t.app.inject({ method: 'GET', url: `/api${url}` });
type Section = { section: string; content: Record<string, unknown> };
const sectionOf = (res: LightMyRequestResponse, section: string) =>
  (res.json() as Section[]).find((s) => s.section === section)!;

const HERO = {
  videoUrl: '/uploads/media/hero/hero.mp4',
  heading: 'Pure Nature',
  subheading: 'Organic goods, delivered.',
  ctaText: 'Shop Now',
};
const PRICING = {
  heading: 'Choose your pack',
  pricingTiers: [
    { name: '1 Jar', servings: 30, quantity: 1, price: 'Rs. 6,500', description: 'A month' },
    { name: '2 Jars', servings: 60, quantity: 2, price: 'Rs. 11,000', description: 'Two months' },
  ],
};

let hero: ContentRecord;

describe('a section saved with its Urdu version', () => {
  it('stores it as its section’s rules clean it, answers it, keeps it in the history and audits it', async () => {
    hero = await create({
      page: 'home',
      section: 'hero',
      content: HERO,
      ur: { heading: '  خالص فطرت  ', subheading: '', ctaText: 'ابھی خریدیں' },
    });
    expect(hero.ur).toEqual({ heading: 'خالص فطرت', ctaText: 'ابھی خریدیں' });
    const versions = contentVersionListSchema.parse(
      (await call('GET', `/content/${hero.id}/versions`)).json(),
    );
    expect(versions[0]!.ur).toEqual(hero.ur);
    await kit.expectCreateAudited(hero.id, expect.objectContaining({ section: 'hero', urduTexts: 2 }));
  });

  it('is read by the shop with ?lang=ur, the English wherever the Urdu is empty', async () => {
    const res = await shop('/content/home?lang=ur');
    expect(res.statusCode, res.body).toBe(200);
    const urdu = sectionOf(res, 'hero');
    expect(urdu.content).toEqual({
      ...HERO,
      heading: 'خالص فطرت',
      ctaText: 'ابھی خریدیں',
      secondaryCtaText: '',
    });
    expect(urdu).not.toHaveProperty('ur');
  });

  it('leaves the English answer as it was: no ur, the English words, the same bytes as the service', async () => {
    const res = await shop('/content/home');
    expect(sectionOf(res, 'hero').content).toMatchObject(HERO);
    expect(res.body).not.toContain('خالص');
    expect(res.body).not.toContain('"ur"');
    expect(res.body).toBe(JSON.stringify(await kit.t.app.services.content.listPublishedSections('home')));
  });

  it('changes with a PATCH of ur alone, live at once, and ur: null drops it', async () => {
    const res = await call('PATCH', `/content/${hero.id}`, { ur: { subheading: 'نامیاتی اشیا، گھر تک۔' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      content: { heading: 'Pure Nature' },
      ur: { subheading: 'نامیاتی اشیا، گھر تک۔' },
    });
    expect(sectionOf(await shop('/content/home?lang=ur'), 'hero').content).toMatchObject({
      heading: 'Pure Nature',
      subheading: 'نامیاتی اشیا، گھر تک۔',
    });
    const [update] = (await auditOf(hero.id)).filter((entry) => entry.action === 'update');
    expect(update).toMatchObject({ after: { contentChanged: false, urduChanged: true, urduTexts: 1 } });

    const cleared = await call('PATCH', `/content/${hero.id}`, { ur: null });
    expect(cleared.json().ur).toBeNull();
    expect((await shop('/content/home?lang=ur')).body).toBe((await shop('/content/home')).body);
  });

  it('translates list items by position, never a price or a quantity', async () => {
    const pricing = await create({
      page: 'home',
      section: 'vitalix-pricing',
      content: PRICING,
      ur: { pricingTiers: [{}, { name: 'دو مرتبان' }], heading: 'اپنا پیک چنیں' },
    });
    const urdu = sectionOf(await shop('/content/home?lang=ur'), 'vitalix-pricing').content;
    expect(urdu.heading).toBe('اپنا پیک چنیں');
    expect(urdu.pricingTiers).toEqual([
      expect.objectContaining({ name: '1 Jar', price: 'Rs. 6,500', description: 'A month' }),
      expect.objectContaining({
        name: 'دو مرتبان',
        price: 'Rs. 11,000',
        quantity: 2,
        description: 'Two months',
      }),
    ]);
    await expectRefused(
      'PATCH',
      `/content/${pricing.id}`,
      { ur: { pricingTiers: [{ price: 'Rs. 1' }] } },
      400,
      {
        error: expect.stringContaining('price'),
        details: [expect.stringMatching(/^ur\.pricingTiers\.0: .*price/)],
      },
    );
  });

  it('translates a legal page’s parts, their paragraphs as a whole', async () => {
    await create({
      page: 'privacy',
      section: 'main',
      content: {
        heading: 'Privacy Policy',
        intro: 'What we keep.',
        sections: [{ heading: 'At checkout', paragraphs: ['Your name.', 'Your phone.'] }],
      },
      ur: { sections: [{ paragraphs: ['آپ کا نام اور فون۔'] }] },
    });
    const urdu = sectionOf(await shop('/content/privacy?lang=ur'), 'main').content;
    expect(urdu.sections).toEqual([{ heading: 'At checkout', paragraphs: ['آپ کا نام اور فون۔'] }]);
  });
});

describe('an Urdu version the rules refuse', () => {
  it('is held to the section’s English limits and fields, and nothing is stored', async () => {
    await expectRefused('PATCH', `/content/${hero.id}`, { ur: { heading: 'ع'.repeat(201) } }, 400, {
      error: 'At most 200 characters',
      details: ['ur.heading: At most 200 characters'],
    });
    await expectRefused('PATCH', `/content/${hero.id}`, { ur: { videoUrl: '/uploads/other.mp4' } }, 400, {
      error: expect.stringContaining('videoUrl'),
      details: [expect.stringMatching(/^ur: .*videoUrl/)],
    });
    await expectRefused('PATCH', `/content/${hero.id}`, { ur: { heading: 'a\u0007b' } }, 400, {
      error: 'May not contain control characters',
      details: ['ur.heading: May not contain control characters'],
    });
    await expectRefused('PATCH', `/content/${hero.id}`, { ur: 'خالص فطرت' }, 400, {
      error: 'ur must be an object of texts or null',
    });
  });

  it('is refused for a section no page reads by its fields, with its content', async () => {
    await expectRefused(
      'POST',
      '/content',
      {
        page: 'about',
        section: 'story-video',
        content: { videoUrl: '/uploads/v.mp4' },
        ur: { heading: 'کہانی' },
      },
      400,
      { error: CONTENT_MESSAGES.noUrdu },
    );
  });
});

describe('the kept answers, per language', () => {
  it('never serve one language for the other', async () => {
    await call('PATCH', `/content/${hero.id}`, { ur: { heading: 'خالص فطرت' } });
    const english = await keptAnswer(kit.t, '/api/content/home', ['content', 'page:home']);
    const urdu = await keptAnswer(kit.t, '/api/content/home?lang=ur', ['content', 'page:home|ur']);
    expect(sectionOf(english, 'hero').content.heading).toBe('Pure Nature');
    expect(sectionOf(urdu, 'hero').content.heading).toBe('خالص فطرت');
    expect((await shop('/content/home')).body).toBe(english.body);
    expect((await shop('/content/home?lang=ur')).body).toBe(urdu.body);
    expect((await shop('/content/home?lang=ar')).statusCode).toBe(400);
  });
});
