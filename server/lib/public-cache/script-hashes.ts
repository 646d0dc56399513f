import { createHash } from 'node:crypto';

/** A page with its nonce taken out, and the CSP sources that let its own inline scripts run. */
export type HashedPage = { html: string; scriptSources: string[] };

/**
 * A kept page is the same bytes for everyone (decision 041), so it cannot carry a nonce of its own per
 * response: the page is rendered with `placeholder` as its nonce, and here every attribute
 * `nonce="<placeholder>"` is taken out and each inline script that carried it is named by its hash
 * (CSP Level 2 hash sources, `'sha256-…'`). Scripts inside the `<noscript>` that deferred-scripts.tsx
 * adds to the page later count too: a script added by the DOM runs under the same check of its text.
 * Undefined when the placeholder is left anywhere else in the page, which could then not be kept.
 *
 * The hash is of the script's text as the browser reads it: the bytes between its start and end tags
 * (a script's text has no character references), with line breaks normalised as the HTML parser does.
 */
export function hashNoncedScripts(html: string, placeholder: string): HashedPage | undefined {
  const attribute = ` nonce="${placeholder}"`;
  const sources = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (!attributes!.includes(attribute) || !text) continue;
    sources.add(scriptHashSource(text));
  }
  const stripped = html.replaceAll(attribute, '');
  if (stripped.includes(placeholder)) return undefined;
  return { html: stripped, scriptSources: [...sources] };
}

/** A `<script>` element: its start tag's attributes and its text (React escapes `>` in attribute values). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hash source of an inline script's text (without its quotes). */
export function scriptHashSource(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}`;
}

/**
 * A page's CSP with its nonce source (`'nonce-<placeholder>'`) replaced by the hash sources; with none,
 * only what the policy allows otherwise (our own files) runs.
 */
export function withScriptSources(policy: string, placeholder: string, sources: readonly string[]): string {
  return policy.replace(` 'nonce-${placeholder}'`, sources.map((source) => ` '${source}'`).join(''));
}
