import type { ReactNode } from 'react';

/**
 * The top of every admin screen: its one <h1>, an optional line under it, and the screen's main actions
 * (buttons or links) on the right, wrapping under the title at 375 px.
 *
 *   <PageHeader title="Orders" description="Find an order and move it on." actions={<ExportButton />} />
 */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
