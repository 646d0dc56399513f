import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFormState, type FieldErrors } from 'react-hook-form';
import { TabList } from '../kit/tab-list';
import { fieldId } from './editor-fields';

/**
 * The names of the fields whose problem shows, in the order the check found them ('plans.0.price'); a
 * list's own problem (react-hook-form keeps it as the list's `root`) is the list's name.
 */
export function problemNames(errors: FieldErrors, prefix = ''): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const name = key === 'root' && prefix ? prefix.slice(0, -1) : `${prefix}${key}`;
    if (typeof (value as { message?: unknown }).message === 'string') names.push(name);
    else names.push(...problemNames(value as FieldErrors, `${name}.`));
  }
  return names;
}

export type FormTab<K extends string> = { key: K; label: string; content: ReactNode };

/** How many problems a part of a form has (a tab, a language): a badge, and the count read out. */
export function ProblemCount({ count }: { count: number }) {
  if (!count) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="ml-1.5 inline-flex min-w-5 justify-center rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white"
      >
        {count}
      </span>
      <span className="sr-only">{` (${count} ${count === 1 ? 'error' : 'errors'})`}</span>
    </>
  );
}

/**
 * A form in tabs (decision 027): each tab says how many of its fields show a problem (a badge, and the
 * count read out), and a save refused (by the form's check or the server) opens the tab of the first
 * problem, in the tabs' order, and focuses its field, or the panel when no field can take focus. Every
 * panel stays drawn, hidden, so its fields keep their values and are checked.
 */
export function FormTabs<K extends string>({
  label,
  tabs,
  tabOf,
}: {
  /** The tab list's name for screen readers. */
  label: string;
  tabs: ReadonlyArray<FormTab<K>>;
  /** The tab that shows a field, by its name; null for a problem no field shows. */
  tabOf: (name: string) => K | null;
}) {
  const { errors, submitCount } = useFormState();
  const [selected, setSelected] = useState<K>(tabs[0]!.key);
  const [seenSubmits, setSeenSubmits] = useState(submitCount);
  const [focusing, setFocusing] = useState<{ name: string } | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const idOf = (key: K, part: 'tab' | 'panel') => `${baseId}-${key}-${part}`;

  const order = tabs.map((tab) => tab.key);
  const problems = problemNames(errors).flatMap((name) => {
    const tab = tabOf(name);
    return tab === null ? [] : [{ name, at: order.indexOf(tab) }];
  });
  const count = (key: K) => problems.filter((problem) => problem.at === order.indexOf(key)).length;

  // A save was tried: what it refused is shown, from the first tab with a problem.
  if (submitCount !== seenSubmits) {
    setSeenSubmits(submitCount);
    const first = [...problems].sort((a, b) => a.at - b.at)[0];
    if (first) {
      setSelected(order[first.at]!);
      setFocusing({ name: first.name });
    }
  }
  // Once its panel shows: a hidden field cannot take focus.
  useEffect(() => {
    if (!focusing) return;
    const field = document.getElementById(fieldId(focusing.name));
    (field ?? panel.current)?.focus();
  }, [focusing]);

  return (
    <>
      <TabList
        label={label}
        className="overflow-x-auto"
        tabClassName="shrink-0 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
        items={tabs.map((tab) => {
          const n = count(tab.key);
          return {
            key: tab.key,
            id: idOf(tab.key, 'tab'),
            controls: idOf(tab.key, 'panel'),
            label: (
              <>
                {tab.label}
                <ProblemCount count={n} />
              </>
            ),
          };
        })}
        selected={selected}
        onSelect={setSelected}
      />
      {tabs.map((tab) => (
        <div
          key={tab.key}
          ref={tab.key === selected ? panel : undefined}
          id={idOf(tab.key, 'panel')}
          role="tabpanel"
          tabIndex={-1}
          aria-labelledby={idOf(tab.key, 'tab')}
          hidden={tab.key !== selected}
          className="focus:outline-none"
        >
          {tab.content}
        </div>
      ))}
    </>
  );
}
