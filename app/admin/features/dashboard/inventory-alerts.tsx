import type { Dashboard } from '../../../../common/admin/dashboard-schemas';

/** Up to 5 products with 10 or fewer in stock, lowest first (back-office §2 Dashboard, §9). */
export function InventoryAlerts({ products }: { products: Dashboard['inventoryAlerts'] }) {
  return (
    <section
      aria-labelledby="inventory-alerts"
      className="min-w-0 rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <h2 id="inventory-alerts" className="border-b border-stone-200 px-5 py-4 font-semibold text-stone-900">
        Inventory Alerts
      </h2>
      {products.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-stone-600">All products in stock</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {products.map((product) => (
            <li key={product.id} className="flex items-center justify-between gap-3 px-5 py-3">
              <span className="min-w-0 truncate font-medium text-stone-900">{product.name}</span>
              {product.stock === 0 ? (
                <span className="shrink-0 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
                  Out of Stock
                </span>
              ) : (
                <span className="shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                  {product.stock} left
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
