import { useCallback, useMemo, useState, type FocusEvent } from 'react';
import { checkProduct, errorCounts } from './form-check';
import { hasChanges, type ProductFormValues } from './product-form';

/** A refusal from the server tied to a field (a slug or SKU in use): shown while the field holds that value. */
type Refusal = { message: string; value: string };
type RefusableField = 'slug' | 'sku';

/**
 * The editor's state: the values, which fields speak (a field shows its problem once left, and every
 * field after a save was tried, as the form kit's useFieldChecks does), the problems per tab, the server's
 * refusals next to their fields, and whether anything changed since the editor opened.
 */
export function useProductForm(initial: () => ProductFormValues) {
  const [loaded] = useState(initial);
  const [values, setValues] = useState(loaded);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refusals, setRefusals] = useState<Partial<Record<RefusableField, Refusal>>>({});

  const check = useMemo(() => checkProduct(values), [values]);
  const dirty = useMemo(() => hasChanges(loaded, values), [loaded, values]);

  const errors = useMemo(() => {
    const shown: Record<string, string> = {};
    for (const [key, message] of Object.entries(check.errors)) {
      if (submitted || touched.has(key)) shown[key] = message;
    }
    for (const [key, refusal] of Object.entries(refusals) as Array<[RefusableField, Refusal]>) {
      if (values[key] === refusal.value) shown[key] ??= refusal.message;
    }
    return shown;
  }, [check, submitted, touched, refusals, values]);

  const counts = useMemo(() => errorCounts(Object.keys(errors)), [errors]);

  const set = useCallback(
    <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value })),
    [],
  );

  const touch = useCallback(
    (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key))),
    [],
  );

  /** On the <form>: a field left speaks from then on (blur bubbles in React). */
  const onBlur = useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const name = (event.target as Partial<HTMLInputElement>).name;
      if (typeof name === 'string' && name) touch(name);
    },
    [touch],
  );

  const refuse = useCallback(
    (key: RefusableField, message: string) =>
      setRefusals((current) => ({ ...current, [key]: { message, value: values[key] } })),
    [values],
  );

  return {
    loaded,
    values,
    set,
    setValues,
    errors,
    check,
    counts,
    dirty,
    touch,
    onBlur,
    submitted,
    markSubmitted: () => setSubmitted(true),
    refuse,
  };
}

export type ProductForm = ReturnType<typeof useProductForm>;
