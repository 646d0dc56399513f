import type { en } from './en';

/**
 * The storefront's words in one language (decision 038): sections of named strings, English in `en.ts`
 * (the spec's quoted texts word for word), Urdu in `ur.ts` with exactly the same names. A page's loader
 * sends the sections it shows (`messagesFor`), so neither dictionary is in the browser's JavaScript.
 * `{name}` in a string is a blank `fill` fills.
 */
export type Messages = { readonly [S in keyof typeof en]: { readonly [K in keyof (typeof en)[S]]: string } };
export type MessageSection = keyof Messages;

/** A string with its `{blanks}` filled: `fill('Only {n} left', { n: 3 })`. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (blank, name: string) =>
    name in values ? String(values[name]) : blank,
  );
}
