import { describe, expect, it } from 'vitest';
import { organizationJsonLd } from './organization-json-ld';

const bare = {
  siteName: 'Vitalix Organics',
  logoUrl: '/logo.svg',
  contactEmail: null,
  contactPhoneTel: null,
  facebookUrl: null,
  instagramUrl: null,
  twitterUrl: null,
  youtubeUrl: null,
};

describe('organizationJsonLd', () => {
  it('names the shop with an absolute logo and nothing staff did not set', () => {
    expect(organizationJsonLd(bare, 'https://shop.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Vitalix Organics',
      url: 'https://shop.example',
      logo: 'https://shop.example/logo.svg',
    });
  });

  it('adds the contact point and social profiles when set', () => {
    const data = organizationJsonLd(
      {
        ...bare,
        logoUrl: 'https://cdn.example/logo.png',
        contactPhoneTel: '+923001234567',
        contactEmail: 'help@shop.example',
        facebookUrl: 'https://facebook.com/shop',
        youtubeUrl: 'https://youtube.com/@shop',
      },
      'https://shop.example',
    );
    expect(data.logo).toBe('https://cdn.example/logo.png');
    expect(data.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      areaServed: 'PK',
      telephone: '+923001234567',
      email: 'help@shop.example',
    });
    expect(data.sameAs).toEqual(['https://facebook.com/shop', 'https://youtube.com/@shop']);
  });

  it('gives a contact point with only the email when there is no phone', () => {
    const data = organizationJsonLd({ ...bare, contactEmail: 'help@shop.example' }, 'https://shop.example');
    expect(data.contactPoint).not.toHaveProperty('telephone');
    expect(data.contactPoint).toHaveProperty('email', 'help@shop.example');
  });
});
