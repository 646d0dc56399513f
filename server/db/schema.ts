/** Every table of every module, for Drizzle's typed client and drizzle-kit's migration generator. */
export * from '../modules/accounts/accounts.tables';
export * from '../modules/audit/audit.tables';
export * from '../modules/catalog/catalog.tables';
export * from '../modules/community/community.tables';
export * from '../modules/content/content.tables';
export * from '../modules/orders/couriers/couriers.tables';
export * from '../modules/orders/couriers/settlements/settlements.tables';
export * from '../modules/media/media.tables';
export * from '../modules/notifications/notifications.tables';
export * from '../modules/orders/orders.tables';
export * from '../modules/orders/order-totals.tables';
export * from '../modules/orders/reports/reports.tables';
export * from '../modules/phones/blocked-phones.tables';
export * from '../modules/seo/seo.tables';
export * from '../modules/settings/settings.tables';
