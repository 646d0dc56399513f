import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { FormAlert } from '../../ui/forms/form-alert';
import { loadTrackPage } from '../features/tracking/track-page.server';
import { TrackForm } from '../features/tracking/track-form';
import { TrackedOrderView } from '../features/tracking/tracked-order-view';
import type { Route } from './+types/track';
import { PageMessages } from '../i18n/shop-language';

/**
 * /track (docs/storefront.md, "Tracking an order"): an order found by its number and the phone given at
 * checkout, without an account. `GET /track?order=…&phone=…` shows the answer, so a link opens it.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadTrackPage(context, request);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    {
      title: `${loaderData?.messages.tracking.title ?? 'Track your order'} | ${loaderData?.siteName ?? 'Shop'}`,
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Track({ loaderData }: Route.ComponentProps) {
  const { messages, typed, outcome, currencySymbol } = loaderData;
  const location = useLocation();
  const answer = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // After a search in the browser, the order found takes the focus, so a screen reader reads it at once
  // (a refusal is an alert, read as it appears); a page opened from a link starts at its top as any does.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    answer.current?.querySelector<HTMLElement>('#tracked-order-heading')?.focus();
  }, [location.search]);

  return (
    <PageMessages messages={messages}>
      <main id="main-content" className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold text-stone-900">{messages.tracking.title}</h1>
        <p className="mt-3 text-stone-700">{messages.tracking.intro}</p>
        <TrackForm
          key={location.search}
          typed={typed}
          fieldErrors={outcome.kind === 'invalid' ? outcome.fieldErrors : {}}
        />
        <div ref={answer} className="mt-6">
          {outcome.kind === 'refused' ? <FormAlert>{outcome.message}</FormAlert> : null}
          {outcome.kind === 'found' ? (
            <TrackedOrderView order={outcome.order} currencySymbol={currencySymbol} />
          ) : null}
        </div>
      </main>
    </PageMessages>
  );
}
