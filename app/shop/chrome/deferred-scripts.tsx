import { useContext } from 'react';
import { Scripts, UNSAFE_FrameworkContext } from 'react-router';

const SCRIPTS_ID = 'router-scripts';

/**
 * Runs where React Router's scripts would be, with the page's CSP nonce. The data script (it sets up the
 * stream the page's data arrives in, further down this document) runs at once; the module preloads and
 * the module script (routes, then the entry, which hydrates) are added once the page has painted (the
 * frame after the first) and its main image (`fetchpriority="high"`) has arrived, or after three
 * seconds at the latest. Only the server sends it: hydration keeps the script the page already has, so
 * the client bundle leaves the text out.
 */
const START = !import.meta.env.SSR
  ? ''
  : `(function () {
  var box = document.getElementById('${SCRIPTS_ID}');
  var parts = document.createElement('template');
  parts.innerHTML = box.textContent;
  var nonce = document.currentScript.nonce;
  function add(original, parent) {
    var element = document.createElement(original.tagName);
    for (var i = 0; i < original.attributes.length; i++) {
      element.setAttribute(original.attributes[i].name, original.attributes[i].value);
    }
    element.nonce = nonce;
    element.textContent = original.textContent;
    parent.appendChild(element);
  }
  var later = [];
  parts.content.querySelectorAll('script, link').forEach(function (part) {
    if (part.tagName === 'SCRIPT' && !part.type) add(part, document.body);
    else later.push(part);
  });
  var started = false;
  function start() {
    if (started) return;
    started = true;
    later.forEach(function (part) { add(part, part.tagName === 'LINK' ? document.head : document.body); });
  }
  var waiting = 1;
  function done() { if (--waiting === 0) start(); }
  document.querySelectorAll('img[fetchpriority="high"]').forEach(function (image) {
    if (image.complete) return;
    waiting++;
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
  });
  requestAnimationFrame(function () { requestAnimationFrame(done); });
  setTimeout(start, 3000);
})();`;

/**
 * React Router's `<Scripts>`, started after the first paint instead of racing it.
 *
 * On a phone's slow link every byte of JavaScript fetched before the first paint shares the line with
 * the stylesheet and the main image; the module preloads `<Scripts>` puts in the head (~110 KB) are
 * fetched at the same high priority as that image. Measured with Lighthouse (docs/performance.md), that
 * is most of what the first paint waits for. So the scripts are rendered inside `<noscript>` (where
 * React leaves them in place and the browser neither fetches nor runs them) and a small inline script
 * adds them to the page once it has painted. On the client React renders nothing inside `<noscript>`,
 * so hydration sees the same markup. Development keeps React Router's own, for Vite's hot reload.
 */
export function DeferredScripts() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  if (import.meta.env.DEV) return <Scripts />;
  return (
    <>
      <noscript id={SCRIPTS_ID}>
        <Scripts />
      </noscript>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START }} />
    </>
  );
}
