import { Eye, Target, type LucideIcon } from 'lucide-react';
import type { AboutContent } from './about-content';
import { useMessages } from '../../i18n/shop-language';

/** The Our Mission and Our Vision cards (storefront §2 About). */
export function MissionVisionSection({ missionVision }: { missionVision: AboutContent['missionVision'] }) {
  const words = useMessages('about');
  return (
    <section aria-label={words.missionAndVision} className="mx-auto max-w-7xl px-4 py-16">
      <div className="grid gap-6 md:grid-cols-2">
        <StatementCard icon={Target} title={words.ourMission} text={missionVision.mission} />
        <StatementCard icon={Eye} title={words.ourVision} text={missionVision.vision} />
      </div>
    </section>
  );
}

function StatementCard({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <article className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-100">
        <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
      </span>
      <h2 className="mt-4 text-2xl font-bold text-stone-900">{title}</h2>
      <p className="mt-3 leading-relaxed text-stone-700">{text}</p>
    </article>
  );
}
