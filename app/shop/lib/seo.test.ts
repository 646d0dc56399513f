import { describe, expect, it } from 'vitest';
import { buildPageSeo, seoTags } from './seo';

const site = {
  publicUrl: 'https://shop.example.pk',
  path: '/about',
  siteName: 'Vitalix Organics',
  language: 'en' as const,
};

describe('page SEO', () => {
  it("uses the SEO screen's entry when staff wrote one", () => {
    const seo = buildPageSeo(
      {
        title: 'About us',
        description: 'Who we are',
        keywords: ['organic', 'honey'],
        ogImage: '/uploads/og.jpg',
        ogTitle: null,
        ogDescription: 'Shared text',
      },
      { title: 'Fallback', description: 'Fallback text' },
      site,
    );
    expect(seo).toMatchObject({
      title: 'About us',
      description: 'Who we are',
      canonical: 'https://shop.example.pk/about',
      ogTitle: 'About us',
      ogDescription: 'Shared text',
      ogImage: 'https://shop.example.pk/uploads/og.jpg',
    });
  });

  it("falls back to the page's defaults", () => {
    const seo = buildPageSeo(
      null,
      { title: 'Vitalix', description: 'A jar', image: 'https://cdn.x/v.jpg', ogType: 'product' },
      site,
    );
    expect(seo).toMatchObject({
      title: 'Vitalix',
      description: 'A jar',
      ogImage: 'https://cdn.x/v.jpg',
      ogType: 'product',
      keywords: [],
    });
  });

  it('turns into title, description, canonical, Open Graph and JSON-LD tags', () => {
    const seo = buildPageSeo(null, { title: 'T', description: 'D' }, site);
    const tags = seoTags(seo, [{ '@type': 'Organization' }]);
    expect(tags).toContainEqual({ title: 'T' });
    expect(tags).toContainEqual({ name: 'description', content: 'D' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example.pk/about' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://shop.example.pk/about' });
    expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'Organization' } });
    expect(tags.some((t) => 'property' in t && t.property === 'og:image')).toBe(false);
    expect(seoTags(undefined)).toEqual([]);
  });
});
