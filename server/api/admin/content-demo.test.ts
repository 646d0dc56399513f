import { beforeAll, describe, expect, it } from 'vitest';
import {
  contentListSchema,
  contentPreviewSchema,
  contentRecordSchema,
  contentVersionListSchema,
  type ContentRecord,
} from '../../../common/content/content-admin-schemas';
import { DEFAULT_LEGAL_CONTENT } from '../../../common/content/legal-pages';
import { CONTENT_MESSAGES } from '../../../common/content/section-rules';
import { readSection } from '../../../common/content/section-schemas';
import { siteContent, siteContentVersions } from '../../db/schema';
import { installDemoShop } from '../../seed/install-demo-shop';
import { adminApiTestKit } from '../../testing/admin-api-test-kit';

/**
 * The content screen on the demo shop (back-office §2 Content management, §5 content editor): the home
 * hero, which requires a video, saves as the owner changes a text and comes back through its history; the
 * footer's Privacy Policy and Terms pages are sections with their own rules; the live preview reads the
 * flagship and the published testimonials the pages show.
 */
const kit = adminApiTestKit({
  signIn: ['editor', 'owner', 'desk', 'shopper'],
  watch: [siteContent, siteContentVersions],
  entity: 'content',
});
const { call, expectRefused } = kit;

beforeAll(async () => {
  await installDemoShop(kit.t.database.db, { dataDir: '/unused', images: false });
});

async function sectionOf(page: string, section: string): Promise<ContentRecord> {
  const res = await call('GET', '/content');
  expect(res.statusCode).toBe(200);
  const record = contentListSchema.parse(res.json()).find((r) => r.page === page && r.section === section);
  expect(record, `${page}/${section}`).toBeDefined();
  return record!;
}

async function shopSection(page: string, section: string) {
  const res = await kit.t.app.inject({ method: 'GET', url: `/api/content/${page}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Array<{ section: string; content: unknown }>>().find((s) => s.section === section)?.content;
}

async function patch(record: ContentRecord, content: unknown, cookie = kit.cookie('owner')) {
  const res = await call('PATCH', `/content/${record.id}`, { content }, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return contentRecordSchema.parse(res.json());
}

describe('the demo home hero', () => {
  it('saves with its own video when the owner changes a text, and the history restores what it was', async () => {
    const hero = await sectionOf('home', 'hero');
    expect(hero.content.videoUrl).toBe('/uploads/demo/home-hero/home-hero.mp4');

    const saved = await patch(hero, { ...hero.content, heading: 'Raw honey season is here' });
    expect(saved.content).toEqual({ ...hero.content, heading: 'Raw honey season is here' });
    expect(await shopSection('home', 'hero')).toMatchObject({ heading: 'Raw honey season is here' });

    // Restore: the editor loads the earlier version into the form and saves it like any edit.
    const versions = contentVersionListSchema.parse(
      (await call('GET', `/content/${hero.id}/versions`)).json(),
    );
    expect(versions.map((v) => v.content.heading)).toEqual([
      'Raw honey season is here',
      hero.content.heading,
    ]);
    const restored = await patch(hero, versions[1]!.content);
    expect(restored.content).toEqual(hero.content);
    expect(await shopSection('home', 'hero')).toEqual(hero.content);
  });

  it('still refuses a hero without a video, changing nothing', async () => {
    const hero = await sectionOf('home', 'hero');
    await expectRefused(
      'PATCH',
      `/content/${hero.id}`,
      { content: { ...hero.content, videoUrl: ' ' } },
      400,
      {
        error: CONTENT_MESSAGES.videoRequired,
      },
    );
  });
});

describe('the privacy and terms pages', () => {
  it('are sections of the demo shop that save as they are', async () => {
    for (const page of ['privacy', 'terms'] as const) {
      const record = await sectionOf(page, 'main');
      expect(record.content).toEqual(DEFAULT_LEGAL_CONTENT[page]);
      expect((await patch(record, record.content, kit.cookie('editor'))).content).toEqual(record.content);
    }
  });

  it("save staff's text, paragraphs typed with blank lines between them, and the page reads it", async () => {
    const privacy = await sectionOf('privacy', 'main');
    const saved = await patch(privacy, {
      heading: '  Our privacy promise ',
      intro: 'What we keep, and why.',
      sections: [
        { heading: 'Orders', paragraphs: 'Your name and address.\n\n  Your phone number.  ' },
        { heading: '', paragraphs: ['Nothing else.', ' '] },
      ],
      stray: 'dropped',
    });
    const content = {
      heading: 'Our privacy promise',
      intro: 'What we keep, and why.',
      sections: [
        { heading: 'Orders', paragraphs: ['Your name and address.', 'Your phone number.'] },
        { heading: '', paragraphs: ['Nothing else.'] },
      ],
    };
    expect(saved.content).toEqual(content);
    const shown = await shopSection('privacy', 'main');
    expect(shown).toEqual(content);
    expect(readSection('privacy-main', shown)).toEqual(content);
    // The terms page is another section: untouched.
    expect(await shopSection('terms', 'main')).toEqual(DEFAULT_LEGAL_CONTENT.terms);
  });

  it.each([
    ['no sections', { sections: [] }, 'sections', CONTENT_MESSAGES.legalSectionsRequired],
    [
      'sections that are not a list',
      { sections: 'All of it' },
      'sections',
      CONTENT_MESSAGES.legalSectionsRequired,
    ],
    [
      'a section without a paragraph',
      {
        sections: [
          { heading: 'Orders', paragraphs: ['Kept.'] },
          { heading: 'Empty', paragraphs: '  \n\n ' },
        ],
      },
      'sections.1.paragraphs',
      CONTENT_MESSAGES.paragraphsRequired,
    ],
    [
      'a section with no paragraphs at all',
      { sections: [{ heading: 'Orders' }] },
      'sections.0.paragraphs',
      CONTENT_MESSAGES.paragraphsRequired,
    ],
  ])('refuse %s (400), changing nothing', async (_name, content, path, message) => {
    const terms = await sectionOf('terms', 'main');
    const res = await expectRefused('PATCH', `/content/${terms.id}`, { content }, 400, { error: message });
    expect(res.json<{ details: string[] }>().details).toEqual(
      expect.arrayContaining([`${path}: ${message}`]),
    );
  });
});

describe('GET /api/admin/content/preview', () => {
  it("answers the flagship's image and address and the published testimonials, as the pages read them", async () => {
    const res = await call('GET', '/content/preview');
    expect(res.statusCode, res.body).toBe(200);
    const preview = contentPreviewSchema.parse(res.json());
    expect(preview.flagship).toEqual({ slug: 'vitalix', image: '/uploads/demo/vitalix.webp' });
    const published = await kit.t.app.services.community.listPublishedTestimonials();
    expect(preview.reviews.map((r) => r.id)).toEqual(published.map((t) => t.id));
    // Only what a review card shows.
    expect(Object.keys(res.json<{ reviews: object[] }>().reviews[0]!).sort()).toEqual([
      'customerImage',
      'customerName',
      'customerTitle',
      'id',
      'isVerified',
      'rating',
      'testimonial',
    ]);
  });

  it('is for content staff only', async () => {
    for (const [cookie, status] of kit.outsiders()) {
      expect((await call('GET', '/content/preview', undefined, cookie)).statusCode).toBe(status);
    }
  });
});
