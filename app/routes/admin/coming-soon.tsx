import { Construction } from 'lucide-react';
import { useLocation } from 'react-router';
import { screenForPath } from '../../../common/admin/screens';
import { adminMeta } from '../../components/admin/admin-meta';
import { EmptyState } from '../../components/admin/states';
import type { Route } from './+types/coming-soon';

const titleFor = (pathname: string) => `${screenForPath(pathname)?.label ?? 'This screen'} — coming soon`;

export function meta({ location }: Route.MetaArgs) {
  return adminMeta(titleFor(location.pathname));
}

/** A later issue's screen (products, content, media, SEO, settings, testimonials, FAQs, users), until it lands. */
export default function ComingSoon() {
  const title = titleFor(useLocation().pathname);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-stone-900">{title}</h1>
      <EmptyState
        icon={Construction}
        title="This screen is on its way"
        description="It arrives with a later update of the back office."
      />
    </>
  );
}
