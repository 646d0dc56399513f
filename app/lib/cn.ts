import { clsx, type ClassValue } from 'clsx';

/**
 * Class names joined. Components never take a class that fights one of their own (they take a `size`
 * or `fit` prop instead), so no class merging library ships to the browser.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
