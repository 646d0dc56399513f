// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../common/i18n/languages';
import { EveryWord } from '../i18n/every-word';
import { LanguageSwitch } from './language-switch';

function renderAt(path: string, language: Language) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <EveryWord language={language}>
          <LanguageSwitch className="switch" />
        </EveryWord>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(clearCookies);
afterEach(cleanup);

describe('the language switch (decision 038)', () => {
  it('on an English page, links the same page in Urdu, named in Urdu, query kept', async () => {
    renderAt('/products?q=honey&sort=name', 'en');
    const link = await screen.findByRole('link', { name: 'اردو' });
    expect(link.getAttribute('href')).toBe('/ur/products?q=honey&sort=name');
    expect(link.getAttribute('hreflang')).toBe('ur');
    expect(link.getAttribute('lang')).toBe('ur');
    expect(link.getAttribute('dir')).toBe('rtl');
  });

  it('on an Urdu page, links the same page in English', async () => {
    renderAt('/ur/product/vitalix', 'ur');
    const link = await screen.findByRole('link', { name: 'English' });
    expect(link.getAttribute('href')).toBe('/product/vitalix');
    expect(link.getAttribute('lang')).toBe('en');
  });

  it('links the Urdu home page from the English one, and back', async () => {
    renderAt('/', 'en');
    expect((await screen.findByRole('link', { name: 'اردو' })).getAttribute('href')).toBe('/ur');
    cleanup();
    renderAt('/ur', 'ur');
    expect((await screen.findByRole('link', { name: 'English' })).getAttribute('href')).toBe('/');
  });

  it('remembers the choice in the lang cookie for the front door', async () => {
    renderAt('/about', 'en');
    const toUrdu = await screen.findByRole('link', { name: 'اردو' });
    // jsdom would navigate away on a real click: the cookie is written by the click's handler.
    toUrdu.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(toUrdu);
    expect(document.cookie).toContain('lang=ur');
    cleanup();
    renderAt('/ur/about', 'ur');
    const toEnglish = await screen.findByRole('link', { name: 'English' });
    toEnglish.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(toEnglish);
    expect(document.cookie).toContain('lang=en');
    expect(document.cookie).not.toContain('lang=ur');
  });
});
