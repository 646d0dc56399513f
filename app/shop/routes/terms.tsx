import { LegalPageView } from '../features/legal/legal-page';
import { loadLegalPage } from '../features/legal/legal-page.server';
import type { Route } from './+types/terms';

export function loader({ context }: Route.LoaderArgs) {
  return loadLegalPage(context, 'terms');
}

export function meta({ data }: Route.MetaArgs) {
  return data?.meta ?? [];
}

/** /terms, linked from the footer (storefront §2 Footer). */
export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPageView content={loaderData.content} />;
}
