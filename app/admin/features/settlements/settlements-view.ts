import { z } from 'zod';
import { SETTLEMENT_MATCHES } from '../../../../common/orders/settlement-schemas';
import type { ViewOf } from '../../../lib/url-view';

/**
 * The settlements screen's view, kept in the URL (app/lib/url-view.ts): the import open in the preview
 * (`?import=<id>`) and the lines it shows (`&lines=short`; all by default). A bad value falls back.
 */
export const settlementsViewSchema = z.object({
  import: z.uuid().nullable().catch(null),
  lines: z.enum(['all', ...SETTLEMENT_MATCHES]).catch('all'),
});
export type SettlementsView = ViewOf<typeof settlementsViewSchema>;
