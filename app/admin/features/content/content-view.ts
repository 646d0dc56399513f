import { z } from 'zod';
import type { ContentRecord } from '../../../../common/content/content-admin-schemas';
import { defaultSectionContent } from '../../../../common/content/section-defaults';
import {
  CONTENT_TABS,
  previewText,
  sectionKey,
  sectionsOfPage,
  type ContentTabPage,
} from '../../../../common/content/sections';
import { firstText, mergeOverDefaults } from './list-rules';

/**
 * The tab lives in the address (`?page=home`, app/lib/url-view.ts), so the media library's "used by" links
 * open it. None named (or an unknown one) shows the Homepage; a chosen tab is always named, Homepage
 * included, so its default is "none" rather than `home`.
 */
export const contentViewSchema = z.object({
  page: z
    .custom<ContentTabPage>((page) => CONTENT_TABS.some((tab) => tab.page === page))
    .nullable()
    .catch(null),
});

export function pageOf(view: z.output<typeof contentViewSchema>): ContentTabPage {
  return view.page ?? 'home';
}

export function tabOf(page: string) {
  return CONTENT_TABS.find((tab) => tab.page === page);
}

/** One card of a tab: a catalogued section (saved or not) or a saved section the catalogue does not list. */
export type SectionCardInfo = {
  page: ContentTabPage;
  section: string;
  key: string;
  title: string;
  description: string;
  record: ContentRecord | null;
  custom: boolean;
};

/** The cards of a page: its catalogued sections in order, then any other saved section of that page. */
export function cardsOfPage(page: ContentTabPage, records: readonly ContentRecord[]): SectionCardInfo[] {
  const ofPage = records.filter((record) => record.page === page);
  const catalogued = sectionsOfPage(page).map((info) => ({
    page,
    section: info.section,
    key: sectionKey(page, info.section),
    title: info.title,
    description: info.description,
    record: ofPage.find((record) => record.section === info.section) ?? null,
    custom: false,
  }));
  const known = new Set(catalogued.map((card) => card.section));
  const custom = ofPage
    .filter((record) => !known.has(record.section))
    .map((record) => ({
      page,
      section: record.section,
      key: sectionKey(page, record.section),
      title: record.section,
      description: 'A saved section this screen has no form for: edit it as JSON.',
      record,
      custom: true,
    }));
  return [...catalogued, ...custom];
}

/**
 * What the page shows for a section: the saved content merged over the defaults, or the defaults when
 * nothing is saved. The editor opens on it and the card previews it.
 */
export function shownContent(key: string, record: ContentRecord | null): Record<string, unknown> {
  const defaults = defaultSectionContent(key);
  return record ? mergeOverDefaults(defaults, record.content) : defaults;
}

/** The fields whose text describes a section, in the order a card prefers them. */
const DESCRIPTION_KEYS = ['description', 'subheading', 'intro', 'vision', 'philosophy'] as const;

/**
 * The card's preview (back-office §2): the section's first text, and under it its description or
 * subheading when it has one, each cut at 50 characters.
 */
export function cardPreview(
  key: string,
  record: ContentRecord | null,
): { text: string; description: string } {
  const content = shownContent(key, record);
  const text = firstText(content);
  const description = DESCRIPTION_KEYS.map((field) => content[field])
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .find((value) => value && value !== text);
  return { text: previewText(text), description: description ? previewText(description) : '' };
}
