import { AboutHero } from './about-hero';
import type { AboutContent } from './about-content';
import { CoreValuesSection } from './core-values-section';
import { MissionVisionSection } from './mission-vision-section';
import { PowerOfNatureSection } from './power-of-nature-section';
import { ProductPromiseSection } from './product-promise-section';
import { QualitySection } from './quality-section';

/** The About page's sections in their order (storefront §2 About), each from content or its defaults. */
export function AboutSections({ content }: { content: AboutContent }) {
  return (
    <>
      <AboutHero hero={content.hero} />
      <MissionVisionSection missionVision={content.missionVision} />
      <CoreValuesSection values={content.values} />
      <ProductPromiseSection promise={content.promise} />
      <QualitySection quality={content.quality} />
      <PowerOfNatureSection ingredients={content.ingredients} />
    </>
  );
}
