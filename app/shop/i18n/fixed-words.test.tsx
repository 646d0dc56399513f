// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../common/i18n/languages';
import { EveryWord } from './every-word';
import { HomeFaq } from '../features/home/home-faq';
import { LegalText } from '../features/legal/legal-page';
import { AboutHero } from '../features/about/about-hero';
import { parseAboutContent } from '../features/about/about-content';
import { MissionVisionSection } from '../features/about/mission-vision-section';
import { PowerOfNatureSection } from '../features/about/power-of-nature-section';

function renderIn(language: Language, path: string, children: ReactNode) {
  const Stub = createRoutesStub([
    { path: '*', Component: () => <EveryWord language={language}>{children}</EveryWord> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const about = parseAboutContent([]);
const sections = (
  <>
    <AboutHero hero={about.hero} />
    <MissionVisionSection missionVision={about.missionVision} />
    <PowerOfNatureSection ingredients={about.ingredients} />
    <HomeFaq faqs={[]} />
  </>
);

afterEach(cleanup);

describe('the fixed words of the home, About and legal pages in the page language (decision 038)', () => {
  it('keeps the spec’s English words on the English pages', async () => {
    renderIn('en', '/about', sections);
    const home = await screen.findByRole('link', { name: 'Home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Vitalix Ingredients' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Raw Honey' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search ingredients...')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our Ingredient Philosophy' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/about');
  });

  it('words them in Urdu on the Urdu pages, staff’s texts left as they are, links in Urdu', async () => {
    renderIn('ur', '/ur/about', sections);
    const home = await screen.findByRole('link', { name: 'ہوم' });
    expect(home.getAttribute('href')).toBe('/ur');
    expect(screen.getByRole('navigation', { name: 'راستہ' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'مشن اور وژن' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ہمارا مشن' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'وائٹالکس کے اجزاء' })).toBeTruthy();
    expect(screen.getByPlaceholderText('اجزاء تلاش کریں...')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'عام سوالات' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ہم سے رابطہ کریں' }).getAttribute('href')).toBe('/ur/about');
    // Staff's heading (no Urdu version in this content) stays as written.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(about.hero.heading);
  });

  it('names the legal page’s breadcrumb in the page language', async () => {
    renderIn('ur', '/ur/terms', <LegalText content={{ heading: 'Terms', intro: '', sections: [] }} />);
    expect((await screen.findByRole('link', { name: 'ہوم' })).getAttribute('href')).toBe('/ur');
  });
});
