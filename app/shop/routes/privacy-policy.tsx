import { LegalPageView } from '../features/legal/legal-page';
import { loadLegalPage } from '../features/legal/legal-page.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/privacy-policy';

export function loader({ context }: Route.LoaderArgs) {
  return loadLegalPage(context, 'privacy');
}

export function meta({ data }: Route.MetaArgs) {
  return seoTags(data?.seo);
}

/** /privacy-policy, linked from the footer (storefront §2 Footer). */
export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPageView content={loaderData.content} />;
}
