/** The content editor's and the content API's words (back-office §5 Content editor), one place for both. */

export const CONTENT_MESSAGES = {
  headingRequired: 'Heading is required',
  subheadingRequired: 'Subheading is required',
  videoRequired: 'Video URL is required',
  imageRequired: 'Image URL is required',
  descriptionRequired: 'Description is required',
  tiersRequired: 'At least one pricing tier is required',
  tierNameRequired: 'Product name is required',
  tierPriceRequired: 'Price is required',
  tierQuantity: 'Quantity must be greater than 0',
  validationTitle: 'Validation Error',
  validationDescription: 'Please fix the errors before saving',
  invalidJson: 'Invalid JSON',
  invalidJsonHelp: 'Please fix the JSON syntax. Check for missing quotes, commas, or brackets.',
  saved: 'Content saved',
  savedDescription: 'Your changes have been saved successfully and are now live on the website',
  saveFailed: 'Failed to save content',
  notObject: 'Content must be a JSON object',
  tooLarge: 'Content is too large: at most 100,000 characters of JSON',
  tooDeep: 'Content is nested too deeply: at most 20 levels of objects and lists',
  link: 'Enter a web address starting with http:// or https://, or a path on this site starting with /',
  color: 'Background colour must be a hex colour such as #FEF3C7',
  recommendedTier: 'The recommended tier must be one of the tiers',
  legalSectionsRequired: 'At least one section is required',
  paragraphsRequired: 'At least one paragraph is required',
  notFound: 'Content section not found',
  noSections: 'No sections are defined for this page yet.',
  /** Decision 039: only the sections a page reads by their definition have words to translate. */
  noUrdu: 'This section has no Urdu version: only the sections the shop reads by their fields have one',
} as const;

export const duplicateSectionMessage = (page: string, section: string) =>
  `Content for the ${page} page's ${section} section already exists`;

/** A stored address: http(s) or a path on this site, never `javascript:`, `data:` or `//host`. */
export function isSiteLink(value: string): boolean {
  return (
    (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !/\s/.test(value)) ||
    /^https?:\/\/[^\s]+$/i.test(value)
  );
}
