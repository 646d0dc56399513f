const linkClass =
  'sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow';

/** Keyboard users jump past the header (storefront §2 Shared chrome). */
export function SkipLinks() {
  return (
    <div>
      <a href="#main-content" className={linkClass}>
        Skip to main content
      </a>
      <a href="#products" className={linkClass}>
        Skip to products
      </a>
      <a href="#faq" className={linkClass}>
        Skip to FAQ
      </a>
    </div>
  );
}
