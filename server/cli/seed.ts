import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-from-config';
import { installDemoShop } from '../seed/install-demo-shop';
import { addSyntheticOrders } from '../seed/synthetic-orders';

/**
 * `npm run db:seed`: installs the demo shop if the database has none (never overwriting), and with
 * `-- --orders N` adds N synthetic past orders.
 */
const { values } = parseArgs({ options: { orders: { type: 'string' } } });
const orderCount = values.orders === undefined ? 0 : Number(values.orders);
if (!Number.isInteger(orderCount) || orderCount < 0) {
  console.error('--orders takes a whole number, e.g. npm run db:seed -- --orders 1000');
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const demo = await installDemoShop(database.db, { dataDir: config.dataDir });
  console.log(
    demo.installed ? `Demo shop installed: ${demo.products} products.` : 'Demo shop already installed.',
  );
  if (orderCount > 0) {
    const started = Date.now();
    await addSyntheticOrders(database.db, orderCount);
    console.log(`Added ${orderCount} synthetic orders in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await database.close();
}
