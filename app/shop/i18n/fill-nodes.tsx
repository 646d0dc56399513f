import { Fragment, type ReactNode } from 'react';

/**
 * A string whose `{blanks}` are elements (a link, a `<time>`): `fillNodes('Placed {date}', { date: <time/> })`.
 * Each language puts the blank where its sentence wants it (decision 038). Its own module, so pages that
 * fill only text (`fill`) carry none of it.
 */
export function fillNodes(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}
