/** The look of the back office's filter and form controls, one definition for every screen. */

/** A text input, date input or select. */
export const controlClass =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none';

/** The small label above a filter. */
export const filterLabelClass = 'mb-1 block text-xs font-medium text-stone-700';
