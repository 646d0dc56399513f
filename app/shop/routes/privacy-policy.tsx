import { LegalPageView } from '../features/legal/legal-page';
import { loadLegalPage } from '../features/legal/legal-page.server';
import type { Route } from './+types/privacy-policy';

export function loader({ context }: Route.LoaderArgs) {
  return loadLegalPage(context, 'privacy');
}

export function meta({ data }: Route.MetaArgs) {
  return data?.meta ?? [];
}

/** /privacy-policy, linked from the footer (storefront §2 Footer). */
export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPageView content={loaderData.content} />;
}
