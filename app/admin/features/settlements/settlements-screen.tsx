import { useUrlView } from '../../../lib/url-view';
import { PageHeader } from '../../kit/page-header';
import { CourierFiguresSection } from './courier-figures';
import { FetchPaymentsSection } from './fetch-payments';
import { ImportForm } from './import-form';
import { RatesSection } from './rates-form';
import { SettlementImports } from './settlement-imports';
import { SettlementPreviewSection } from './settlement-preview';
import { SettlementsPanel } from './settlements-panel';
import { settlementsViewSchema } from './settlements-view';

/**
 * The settlements screen (docs/settlements.md, decision 033; the super admin's): what each courier owes
 * and paid short, a courier's payment report imported (or its payments fetched by API, decision 036) and
 * previewed line by line, then applied, the imports so far, and the rates the expected figures follow.
 */
export function SettlementsScreen() {
  const { view, updateView } = useUrlView(settlementsViewSchema);
  return (
    <div className="space-y-8">
      <PageHeader
        title="Settlements"
        description="What each courier owes the shop, what it paid, and which parcels it paid short."
      />
      <CourierFiguresSection />
      <SettlementsPanel title="Import a payment report">
        <ImportForm onImported={(preview) => updateView({ import: preview.id, lines: 'all' })} />
      </SettlementsPanel>
      <FetchPaymentsSection onFetched={(preview) => updateView({ import: preview.id, lines: 'all' })} />
      {view.import ? (
        <SettlementPreviewSection
          key={view.import}
          id={view.import}
          lines={view.lines}
          onLines={(lines) => updateView({ lines }, { replace: true })}
          onClose={() => updateView({ import: null, lines: 'all' })}
        />
      ) : null}
      <SettlementImports />
      <RatesSection />
    </div>
  );
}
