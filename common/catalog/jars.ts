/** One jar holds 30 servings (storefront §9). */
export const SERVINGS_PER_JAR = 30;

/** A plan's jar count: servings / 30, rounded, at least 1 (storefront §4 Product page). */
export function jarsForServings(servings: number): number {
  if (!Number.isFinite(servings)) return 1;
  return Math.max(1, Math.round(servings / SERVINGS_PER_JAR));
}
