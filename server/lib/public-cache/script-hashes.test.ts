import { describe, expect, it } from 'vitest';
import { hashNoncedScripts, scriptHashSource, withScriptSources } from './script-hashes';

const N = 'PLACEHOLDERplaceholder12==';

describe('hashNoncedScripts', () => {
  it('names each inline script that carried the nonce by its hash, and takes every nonce out', () => {
    const html =
      `<head><link rel="modulepreload" href="/a.js" nonce="${N}"/></head><body>` +
      `<script nonce="${N}">window.a = 1</script>` +
      `<noscript id="later"><script nonce="${N}" type="module">import("/entry.js")</script></noscript>` +
      `<script nonce="${N}" src="/b.js"></script>` +
      `<script nonce="${N}">window.a = 1</script>` +
      `<script type="application/ld+json">{"@type":"Product"}</script></body>`;
    const hashed = hashNoncedScripts(html, N)!;
    expect(hashed.html).not.toContain(N);
    expect(hashed.html).not.toContain('nonce=');
    expect(hashed.html).toContain('<script type="module">import("/entry.js")</script>');
    // The two copies of one script share a source; a script from a file needs none (script-src 'self').
    expect(hashed.scriptSources).toEqual([
      scriptHashSource('window.a = 1'),
      scriptHashSource('import("/entry.js")'),
    ]);
  });

  it('does not let a script that lacked the nonce run: one slipped into the page is not hashed', () => {
    const hashed = hashNoncedScripts(`<script nonce="${N}">ours()</script><script>theirs()</script>`, N)!;
    expect(hashed.scriptSources).toEqual([scriptHashSource('ours()')]);
  });

  it('refuses a page with the placeholder anywhere but a nonce attribute', () => {
    expect(hashNoncedScripts(`<script nonce="${N}">x()</script><p title="${N}">`, N)).toBeUndefined();
  });
});

describe('scriptHashSource', () => {
  it('is the hash source the CSP specification gives for its example script', () => {
    expect(scriptHashSource("alert('Hello, world.');")).toBe(
      'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=',
    );
  });

  it('hashes the text with line breaks as the HTML parser leaves them', () => {
    expect(scriptHashSource('a()\r\nb()\rc()')).toBe(scriptHashSource('a()\nb()\nc()'));
  });
});

describe('withScriptSources', () => {
  const policy = `default-src 'self'; script-src 'self' 'nonce-${N}'; object-src 'none'`;

  it('puts the hash sources where the nonce source was', () => {
    expect(withScriptSources(policy, N, ['sha256-AAA=', 'sha256-BBB='])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-AAA=' 'sha256-BBB='; object-src 'none'",
    );
  });

  it('leaves only our own files when the page has no inline script', () => {
    expect(withScriptSources(policy, N, [])).toBe("default-src 'self'; script-src 'self'; object-src 'none'");
  });
});
