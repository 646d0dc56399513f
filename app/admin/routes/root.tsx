import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { createAdminQueryClient } from '../data/query-client';
import { StarSymbol } from '../../ui/star-rating';
import ToasterHost from '../../ui/toaster-host';

/**
 * The back office's root (decision 013): no shop chrome (no store header, footer or WhatsApp button),
 * one TanStack Query client per visit, and the toaster (loaded with the page). Nothing here reads data on the server: the
 * screens fetch from /api/admin/* in the browser, behind the API's guard.
 */
export function meta() {
  return [{ title: 'Back office' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** Every admin page is about one signed-in person, and no search engine should list it. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export default function AdminRoot() {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="min-h-screen bg-stone-50/40">
        <Outlet />
      </div>
      {/* Mounted with the page, not on the first toast as in the shop: a modal dialog hides everything
          outside it from screen readers except live regions that exist when it opens, and the toasts
          that answer a dialog's Save (a refusal, a taken name) must be heard. */}
      <ToasterHost />
      {/* The star every rating places (ui/star-rating.tsx): the testimonials table and the previews. */}
      <StarSymbol />
    </QueryClientProvider>
  );
}
