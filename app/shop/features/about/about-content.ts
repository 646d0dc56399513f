import { parseJsonBlock } from '../../../../common/catalog/blocks/lenient-fields';
import { SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import {
  readSection,
  VALUE_DESCRIPTION,
  VALUE_TITLE,
  type SectionRead,
} from '../../../../common/content/section-schemas';

/**
 * The About page's content sections (storefront §2 "About", §3 "About content"), each read by its one
 * definition (common/content/section-schemas.ts): every field may be missing, empty or of the wrong type,
 * and falls back to its default in SECTION_DEFAULTS, so every section always renders. Runs in the route's
 * loader (and the back office's preview); the shop's components import only its types.
 */

export {
  DEFAULT_VALUE_ICONS,
  VALUE_ICON_NAMES,
  type ValueIconName,
} from '../../../../common/content/section-defaults';
export {
  valueIcon,
  type NameDescription,
  type TitleDescription,
} from '../../../../common/content/section-schemas';

export type AboutValue = SectionRead<'about-values'>['values'][number];

export type AboutContent = {
  hero: SectionRead<'about-hero'>;
  missionVision: SectionRead<'about-mission-vision'>;
  values: SectionRead<'about-values'>;
  promise: SectionRead<'about-promise'>;
  /** `standards`: the four features of the quality section, shown with the icons of their places. */
  quality: SectionRead<'about-quality'>;
  ingredients: SectionRead<'about-ingredients'>;
};

/**
 * The About page's defaults: SECTION_DEFAULTS by section (the content editor opens with the same), plus
 * §2's words for a value left without a title or description.
 */
export const ABOUT_DEFAULTS = {
  hero: SECTION_DEFAULTS['about-hero'],
  missionVision: SECTION_DEFAULTS['about-mission-vision'],
  values: SECTION_DEFAULTS['about-values'],
  valueTitle: VALUE_TITLE,
  valueDescription: VALUE_DESCRIPTION,
  promise: SECTION_DEFAULTS['about-promise'],
  quality: SECTION_DEFAULTS['about-quality'],
  ingredients: SECTION_DEFAULTS['about-ingredients'],
} as const;

/** The quality section has four places, each with its icon (quality-section.tsx). */
const QUALITY_STANDARD_COUNT = 4;

/** Everything the About page shows from its content blocks (the rows of `content.listPublishedSections('about')`). */
export function parseAboutContent(
  blocks: ReadonlyArray<{ section: string; content: unknown }>,
): AboutContent {
  // A block stored as JSON text is read as its object; unreadable text counts as empty.
  const stored = (name: string) => parseJsonBlock(blocks.find((block) => block.section === name)?.content);
  const quality = readSection('about-quality', stored('quality'));
  return {
    hero: readSection('about-hero', stored('hero')),
    missionVision: readSection('about-mission-vision', stored('mission-vision')),
    values: readSection('about-values', stored('values')),
    promise: readSection('about-promise', stored('promise')),
    quality: { ...quality, standards: quality.standards.slice(0, QUALITY_STANDARD_COUNT) },
    ingredients: readSection('about-ingredients', stored('ingredients')),
  };
}
