import { describe, expect, it } from 'vitest';
import {
  frontDoorLanguage,
  languageFromCookie,
  languageOfPath,
  localizedPath,
  unlocalizedPath,
} from './languages';

describe('the language an address is in (decision 038)', () => {
  it.each([
    ['/', 'en'],
    ['/products', 'en'],
    ['/urdu-honey', 'en'],
    ['/product/ur', 'en'],
    ['/ur', 'ur'],
    ['/ur/', 'ur'],
    ['/UR/products', 'ur'],
    ['/ur/product/vitalix', 'ur'],
    ['/ur.data', 'ur'],
    ['/ur/_.data', 'ur'],
  ] as const)('%s is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it('writes a page in either language and back', () => {
    expect(localizedPath('/', 'ur')).toBe('/ur');
    expect(localizedPath('/?q=honey', 'ur')).toBe('/ur?q=honey');
    expect(localizedPath('/products?sort=name', 'ur')).toBe('/ur/products?sort=name');
    expect(localizedPath('/ur/products', 'ur')).toBe('/ur/products');
    expect(localizedPath('/products', 'en')).toBe('/products');
    // Not a path of this shop: left as it is.
    expect(localizedPath('https://wa.me/923001234567', 'ur')).toBe('https://wa.me/923001234567');
    expect(localizedPath('//evil.example/x', 'ur')).toBe('//evil.example/x');
    expect(unlocalizedPath('/ur')).toBe('/');
    expect(unlocalizedPath('/ur/checkout')).toBe('/checkout');
    expect(unlocalizedPath('/urdu-honey')).toBe('/urdu-honey');
  });
});

describe('the lang cookie', () => {
  it('is read as the cookie parser reads names, and only for a language of the shop', () => {
    expect(languageFromCookie('lang=ur')).toBe('ur');
    expect(languageFromCookie('_fbp=fb.1; lang = en ; sid=x')).toBe('en');
    expect(languageFromCookie('lang=fr')).toBeNull();
    expect(languageFromCookie('language=ur; xlang=ur')).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
  });

  it('sends only the front door on to Urdu, and never a click inside the shop', () => {
    expect(frontDoorLanguage('/', 'lang=ur', 'none')).toBe('ur');
    expect(frontDoorLanguage('/', 'lang=ur', 'cross-site')).toBe('ur');
    expect(frontDoorLanguage('/', 'lang=ur', null)).toBe('ur');
    // The English switch on an Urdu page is a link inside the shop: the address wins.
    expect(frontDoorLanguage('/', 'lang=ur', 'same-origin')).toBeNull();
    expect(frontDoorLanguage('/products', 'lang=ur', 'none')).toBeNull();
    expect(frontDoorLanguage('/', 'lang=en', 'none')).toBeNull();
    expect(frontDoorLanguage('/', undefined, 'none')).toBeNull();
  });
});
