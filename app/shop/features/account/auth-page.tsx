import type { ReactNode } from 'react';

type Props = { title: string; description?: ReactNode; icon?: ReactNode; children?: ReactNode };

/** The frame of every account screen: one card, centred, with the page's one h1. */
export function AuthPage({ title, description, icon, children }: Props) {
  return (
    <main id="main-content" className="flex justify-center bg-brand-50/60 px-4 py-12 sm:py-20">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        {icon ? <div className="mb-4 flex justify-center">{icon}</div> : null}
        <h1 className="text-center text-2xl font-bold text-stone-900">{title}</h1>
        {description ? <div className="mt-2 text-center text-stone-700">{description}</div> : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </main>
  );
}
