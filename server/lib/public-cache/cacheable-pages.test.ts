import { describe, expect, it } from 'vitest';
import { cacheablePage } from './cacheable-pages';

describe('cacheablePage', () => {
  it('keeps the shop pages every visitor sees alike, under their path', () => {
    for (const path of ['/', '/products', '/product/vitalix', '/about', '/privacy-policy', '/terms']) {
      expect(cacheablePage('GET', path, undefined)?.key).toBe(path);
    }
  });

  it("keeps the Urdu storefront's pages too, each under its own path (decision 038)", () => {
    for (const path of [
      '/ur',
      '/ur/products',
      '/ur/product/vitalix',
      '/ur/about',
      '/ur/privacy-policy',
      '/ur/terms',
    ]) {
      expect(cacheablePage('GET', path, undefined)?.key).toBe(path);
    }
    expect(cacheablePage('GET', '/ur/products?sort=name&utm_source=x', undefined)?.key).toBe(
      '/ur/products?sort=name',
    );
    for (const path of ['/ur/checkout', '/ur/track', '/ur/login', '/ur.data', '/ur/products.data', '/urdu']) {
      expect(cacheablePage('GET', path, undefined)).toBeUndefined();
    }
  });

  it('renders the front door for a shopper whose cookie chose Urdu, who may be sent on to /ur', () => {
    expect(cacheablePage('GET', '/', 'lang=ur')).toBeUndefined();
    expect(cacheablePage('GET', '/?utm_source=x', '_fbp=1; lang=ur')).toBeUndefined();
    expect(cacheablePage('GET', '/', 'lang=en')?.key).toBe('/');
    // Only the front door: every other address is in the language it names.
    expect(cacheablePage('GET', '/products', 'lang=ur')?.key).toBe('/products');
    expect(cacheablePage('GET', '/ur', 'lang=ur')?.key).toBe('/ur');
  });

  it.each([
    '/checkout',
    '/order-confirmation?order=1',
    '/login',
    '/register',
    '/admin',
    '/admin/products',
    '/product/vitalix.data',
    '/products.data',
    '/_.data',
    '/sitemap.xml',
    '/product/a/b',
    '/no-such-page',
  ])('leaves %s out', (url) => {
    expect(cacheablePage('GET', url, undefined)).toBeUndefined();
  });

  it('leaves out anything but GET, and any request with a session cookie', () => {
    expect(cacheablePage('HEAD', '/products', undefined)).toBeUndefined();
    expect(cacheablePage('POST', '/products', undefined)).toBeUndefined();
    expect(cacheablePage('GET', '/products', 'sid=abc')).toBeUndefined();
    expect(cacheablePage('GET', '/products', '_fbp=fb.1; sid=abc')).toBeUndefined();
    expect(cacheablePage('GET', '/products', '_fbp=fb.1.2;sid=')).toBeUndefined();
    // Read as the cookie parser reads it (names trimmed), not as a pattern on the header.
    expect(cacheablePage('GET', '/products', 'sid =abc')).toBeUndefined();
    expect(cacheablePage('GET', '/products', '_fbp=fb.1.2;\tsid\t=abc')).toBeUndefined();
    // Other cookies (an ad pixel's, the back office's sidebar) change nothing the server draws.
    expect(cacheablePage('GET', '/products', '_fbp=fb.1.2; notsid=1; sidebar=open')?.key).toBe('/products');
  });

  it('keeps a page under one spelling of its path, whatever unreserved characters were percent-encoded', () => {
    expect(cacheablePage('GET', '/product/%76italix', undefined)?.key).toBe('/product/vitalix');
    expect(cacheablePage('GET', '/product/%76%49%74%61lix%2d%7e%5F?fbclid=1', undefined)?.key).toBe(
      '/product/vItalix-~_',
    );
    expect(cacheablePage('GET', '/%61bout', undefined)?.key).toBe('/about');
    expect(cacheablePage('GET', '/products%3fq=x', undefined)).toBeUndefined();
    expect(cacheablePage('GET', '/product/%e2%82%ac', undefined)?.key).toBe('/product/%E2%82%AC');
    // Decoded dots that make a dot segment name another page.
    expect(cacheablePage('GET', '/product/%2e%2E', undefined)).toBeUndefined();
    expect(cacheablePage('GET', '/product/vitalix%2Edata', undefined)).toBeUndefined();
  });

  it('keeps only the query a page reads: the products view, in the order given', () => {
    expect(cacheablePage('GET', '/products?utm_source=x&fbclid=abc', undefined)).toMatchObject({
      key: '/products',
      hasQuery: false,
    });
    expect(cacheablePage('GET', '/products?utm_source=x&sort=name&q=honey', undefined)).toMatchObject({
      key: '/products?sort=name&q=honey',
      hasQuery: true,
    });
    expect(cacheablePage('GET', '/product/vitalix?fbclid=1&sort=name', undefined)?.key).toBe(
      '/product/vitalix',
    );
    expect(cacheablePage('GET', '/?utm_campaign=sale', undefined)?.key).toBe('/');
  });
});
