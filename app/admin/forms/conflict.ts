import { controlOf } from './editor-fields';
import { shorten } from './record-form';

/**
 * The rules of a save refused because someone else saved the record first (a 409 "changed by someone
 * else", decision 016): three versions of the form's values compared, the one the form opened with, the
 * person's, and the one saved now. Pure except `fieldLabel`/`shownValue`, which read the form's labels
 * from the page.
 */

/** One value of the form as the three versions hold it, at the path the form's field has. */
export type ConflictLeaf = { path: string; opened: unknown; mine: unknown; saved: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The values the three versions are compared by: objects are gone into key by key, lists row by row while
 * all three have as many rows (a plan's price is its own value), a list whose rows were added or removed
 * in any version is one value, and so is a list of plain values (a gallery, tags).
 */
export function conflictLeaves(opened: unknown, mine: unknown, saved: unknown, path = ''): ConflictLeaf[] {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (isRecord(opened) && isRecord(mine) && isRecord(saved)) {
    const keys = new Set([...Object.keys(opened), ...Object.keys(mine), ...Object.keys(saved)]);
    return [...keys].flatMap((key) => conflictLeaves(opened[key], mine[key], saved[key], at(key)));
  }
  if (
    Array.isArray(opened) &&
    Array.isArray(mine) &&
    Array.isArray(saved) &&
    opened.length === mine.length &&
    mine.length === saved.length &&
    mine.some((row) => typeof row === 'object' && row !== null)
  ) {
    return mine.flatMap((_, index) => conflictLeaves(opened[index], mine[index], saved[index], at(index)));
  }
  return [{ path, opened, mine, saved }];
}

export type ConflictCompare = {
  /** What the person changed since the form opened: re-applied on top of the saved version. */
  changed: ConflictLeaf[];
  /** The person's changes the saved version does not hold: shown beside its value. */
  differing: ConflictLeaf[];
  /** What the saved version changed that the person left alone: kept whichever they choose. */
  theirs: ConflictLeaf[];
};

export function compareVersions(opened: unknown, mine: unknown, saved: unknown): ConflictCompare {
  const leaves = conflictLeaves(opened, mine, saved);
  const changed = leaves.filter((leaf) => !same(leaf.mine, leaf.opened));
  return {
    changed,
    differing: changed.filter((leaf) => !same(leaf.mine, leaf.saved)),
    theirs: leaves.filter((leaf) => same(leaf.mine, leaf.opened) && !same(leaf.saved, leaf.opened)),
  };
}

const textOf = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s*\*\s*$/, '').trim() || undefined;

/** 'productBenefits.pricingPlans.1.price' → 'Product benefits › Pricing plans › 2 › Price'. */
function spelledOut(path: string): string {
  return path
    .split('.')
    .filter((part) => part !== 'text')
    .map((part) => {
      if (/^\d+$/.test(part)) return String(Number(part) + 1);
      const words = part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}

/**
 * A value's name as the person sees it on the form: the part it is in, the row, the field's label
 * ('Pricing plans › Plan 2 › Price'); a value no labelled field shows is named by its path.
 */
export function fieldLabel(path: string): string {
  const control = controlOf(path);
  if (!control) return spelledOut(path);
  const own =
    textOf((control as HTMLInputElement).labels?.[0]) ??
    control.getAttribute('aria-label') ??
    textOf(document.getElementById(control.getAttribute('aria-labelledby') ?? ''));
  const group = control.closest('[role="group"][aria-labelledby]');
  const row = textOf(document.getElementById(group?.getAttribute('aria-labelledby') ?? ''));
  const part = textOf(control.closest('section')?.querySelector('h3'));
  const names = [part, row, own ?? spelledOut(path)].filter(
    (name, index, all): name is string => Boolean(name) && all.indexOf(name) === index,
  );
  return names.join(' › ');
}

/** A value as the list shows it: short text, a choice by its words, yes or no, a list by its entries. */
export function shownValue(path: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    const control = controlOf(path);
    if (control instanceof HTMLSelectElement) {
      const option = [...control.options].find((choice) => choice.value === value);
      if (option) return option.text;
    }
    return shorten(value, 120) || '(empty)';
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '(none)';
    if (value.every((entry) => typeof entry === 'string' || typeof entry === 'number'))
      return shorten(value.join(', '), 120);
    return `${value.length} ${value.length === 1 ? 'row' : 'rows'}`;
  }
  if (isRecord(value) && typeof value.text === 'string') return shownValue(path, value.text);
  return shorten(JSON.stringify(value), 120);
}
