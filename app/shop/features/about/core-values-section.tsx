import {
  Award,
  Check,
  Eye,
  FlaskConical,
  Handshake,
  Heart,
  Leaf,
  Recycle,
  Shield,
  ShieldCheck,
  Sprout,
  Star,
  Sun,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { AboutContent, ValueIconName } from './about-content';

/** Icon names staff may give a value, drawn with lucide (unknown names were defaulted while parsing). */
const VALUE_ICONS: Record<ValueIconName, LucideIcon> = {
  leaf: Leaf,
  sprout: Sprout,
  heart: Heart,
  handshake: Handshake,
  shield: Shield,
  shieldcheck: ShieldCheck,
  award: Award,
  star: Star,
  users: Users,
  sun: Sun,
  flask: FlaskConical,
  recycle: Recycle,
  eye: Eye,
  check: Check,
  zap: Zap,
};

/** The Core Values grid: icon, title and description per value (storefront §2 About). */
export function CoreValuesSection({ values }: { values: AboutContent['values'] }) {
  return (
    <section aria-labelledby="values-heading" className="bg-stone-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="values-heading" className="text-3xl font-bold text-stone-900">
            {values.heading}
          </h2>
          <p className="mt-3 text-stone-700">{values.subheading}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.values.map((value, index) => {
            const Icon = VALUE_ICONS[value.icon];
            return (
              <li
                key={`${value.title}-${index}`}
                className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm"
              >
                <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-100">
                  <Icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-stone-900">{value.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-stone-700">{value.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
