import { describe, expect, it } from 'vitest';
import { checkSectionContent } from '../../common/content/section-rules';
import { demoContent } from './demo-content';

/**
 * Every section of the demo shop is one an owner can open and save as it is: each passes the rules the
 * editor and the server apply (back-office §5), the home hero's required video included.
 */
describe('the demo shop content', () => {
  it.each(demoContent.map((s) => [`${s.page}-${s.section}`, s] as const))('%s saves as it is', (_key, s) => {
    const check = checkSectionContent(s.page, s.section, s.content);
    expect(check.ok ? [] : check.problems).toEqual([]);
  });

  it('names its own hero video, which the hero needs', () => {
    const hero = demoContent.find((s) => s.page === 'home' && s.section === 'hero');
    expect(hero?.content.videoUrl).toBe('/uploads/demo/home-hero/home-hero.mp4');
  });
});
