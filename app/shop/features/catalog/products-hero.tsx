/** The page heading from the 'hero' content section. */
export function ProductsHero({ heading, subheading }: { heading: string; subheading: string }) {
  return (
    <div className="bg-gradient-to-br from-brand-50 to-amber-50">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{heading}</h1>
        <p className="mt-2 max-w-3xl text-stone-700 sm:text-lg">{subheading}</p>
      </div>
    </div>
  );
}
