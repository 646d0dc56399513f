import { sql } from 'drizzle-orm';
import { PAKISTAN_CITIES } from '../../common/orders/cities';
import type { CourierKey } from '../../common/orders/couriers';
import { canChangeStatus, type OrderStatus } from '../../common/orders/statuses';
import { fromPaisa, toPaisa } from '../../common/money';
import type { Database } from '../db/client';
import { orderItems, orders, products } from '../db/schema';
import type { StatusHistoryEntry } from '../modules/orders/orders.tables';

const FIRST = [
  'Ayesha',
  'Ali',
  'Fatima',
  'Hamza',
  'Zainab',
  'Usman',
  'Maryam',
  'Bilal',
  'Hira',
  'Saad',
  'Sana',
  'Omar',
  'Iqra',
  'Danish',
  'Mahnoor',
  'Farhan',
];
const LAST = [
  'Khan',
  'Ahmed',
  'Malik',
  'Qureshi',
  'Butt',
  'Sheikh',
  'Chaudhry',
  'Raza',
  'Siddiqui',
  'Javed',
  'Iqbal',
  'Mirza',
];
const STREETS = [
  'Main Boulevard',
  'Canal Road',
  'Jail Road',
  'University Road',
  'GT Road',
  'Mall Road',
  'Club Road',
];
// Most orders of a running shop are done; some are in flight, a few cancelled.
const FINAL_STATUS: Array<[OrderStatus, number]> = [
  ['completed', 0.55],
  ['shipped', 0.12],
  ['processing', 0.1],
  ['pending', 0.13],
  ['cancelled', 0.1],
];
const PATH: OrderStatus[] = ['pending', 'processing', 'shipped', 'completed'];
/**
 * Who carried the shipped ones, by share of parcels, and the share of delivered parcels that were in
 * fact refused at the door and came back (Pakistani COD sellers see 15–30 %, decision 022).
 */
const CARRIERS: Array<[CourierKey, number]> = [
  ['postex', 0.35],
  ['trax', 0.25],
  ['leopards', 0.2],
  ['tcs', 0.15],
  ['mnp', 0.05],
];
const RETURNED_SHARE = 0.2;
const DAY = 24 * 60 * 60 * 1000;
const BATCH = 1000;

/** A small fast deterministic generator, so a given N gives the same data twice. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Adds `count` realistic past orders (items, totals, status histories) for demos and benchmarks.
 * History only: stock is not taken, as these orders happened before the catalogue's current stock.
 */
export async function addSyntheticOrders(db: Database, count: number, seed = count): Promise<number> {
  const catalogue = await db
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products);
  if (!catalogue.length) throw new Error('No products: install the demo shop first');
  const rnd = random(seed);
  // The parcels' own draws come from a second generator, so the orders themselves stay as they were.
  const parcelRnd = random(seed ^ 0x5eed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const now = Date.now();

  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    const orderRows: Array<typeof orders.$inferInsert> = [];
    const lines: Array<Omit<typeof orderItems.$inferInsert, 'orderId'> & { index: number }> = [];
    for (let i = 0; i < size; i++) {
      const createdAt = new Date(now - rnd() * 365 * DAY);
      const picked = new Map<string, { name: string; price: string; quantity: number; id: string }>();
      const lineCount = 1 + Math.floor(rnd() * rnd() * 4);
      for (let l = 0; l < lineCount; l++) {
        const p = pick(catalogue);
        const existing = picked.get(p.id);
        if (existing) existing.quantity++;
        else picked.set(p.id, { ...p, quantity: 1 + Math.floor(rnd() * rnd() * 3) });
      }
      let total = 0;
      for (const line of picked.values()) {
        total += toPaisa(line.price) * line.quantity;
        lines.push({
          index: i,
          productId: line.id,
          productName: line.name,
          quantity: line.quantity,
          price: line.price,
        });
      }
      const first = pick(FIRST);
      const last = pick(LAST);
      orderRows.push({
        customerName: `${first} ${last}`,
        customerEmail:
          rnd() < 0.7 ? `${first}.${last}${Math.floor(rnd() * 1000)}@example.com`.toLowerCase() : null,
        customerPhone: `03${Math.floor(rnd() * 5)}${String(Math.floor(rnd() * 1e8)).padStart(8, '0')}`,
        shippingAddress: `House ${1 + Math.floor(rnd() * 400)}, ${pick(STREETS)}`,
        city: pick(PAKISTAN_CITIES),
        postalCode: rnd() < 0.5 ? String(10000 + Math.floor(rnd() * 89999)) : null,
        total: fromPaisa(total),
        ...withParcel(historyFor(weighted(rnd()), createdAt, rnd), parcelRnd, `${seed}-${done + i}`),
        emailNotificationSent: true,
        whatsappNotificationSent: true,
        createdAt,
        updatedAt: createdAt,
      });
    }
    await db.transaction(async (tx) => {
      const ids = await tx.insert(orders).values(orderRows).returning({ id: orders.id });
      await tx
        .insert(orderItems)
        .values(lines.map(({ index, ...line }) => ({ ...line, orderId: ids[index]!.id })));
    });
  }
  // Fresh statistics so the planner uses the indexes at once on a large batch.
  await db.execute(sql`ANALYZE orders`);
  await db.execute(sql`ANALYZE order_items`);
  return count;
}

function weighted(r: number): OrderStatus {
  let acc = 0;
  for (const [status, share] of FINAL_STATUS) {
    acc += share;
    if (r < acc) return status;
  }
  return 'completed';
}

/**
 * A parcel for an order that reached the courier: its courier and tracking number, a share of the
 * delivered ones turned into returns, and when staff accepted a delivery (its last history entry).
 */
function withParcel(
  order: { status: OrderStatus; statusHistory: StatusHistoryEntry[] },
  rnd: () => number,
  serial: string,
) {
  if (!['shipped', 'completed'].includes(order.status)) return order;
  let acc = 0;
  const r = rnd();
  const courier = CARRIERS.find(([, share]) => r < (acc += share))?.[0] ?? 'postex';
  const trackingNumber = `SY-${serial}`;
  const last = order.statusHistory.at(-1)!;
  if (order.status === 'completed' && rnd() < RETURNED_SHARE) {
    const returned: StatusHistoryEntry = { ...last, previousStatus: 'shipped', status: 'returned' };
    return {
      ...order,
      status: 'returned' as const,
      statusHistory: [...order.statusHistory.slice(0, -1), returned],
      courier,
      trackingNumber,
    };
  }
  const deliveredAt = order.status === 'completed' ? new Date(last.changedAt) : null;
  return { ...order, courier, trackingNumber, deliveredAt };
}

/** A history that only takes steps the status rule allows, ending at `status`. */
function historyFor(status: OrderStatus, createdAt: Date, rnd: () => number) {
  const steps: OrderStatus[] =
    status === 'cancelled'
      ? [...PATH.slice(0, 1 + Math.floor(rnd() * 2)), 'cancelled']
      : PATH.slice(0, PATH.indexOf(status) + 1);
  let at = createdAt.getTime();
  const statusHistory: StatusHistoryEntry[] = steps.map((s, i) => {
    if (i > 0) at += (0.2 + rnd() * 2) * DAY;
    const previous = i === 0 ? null : steps[i - 1]!;
    if (previous && !canChangeStatus(previous, s)) throw new Error(`bad synthetic step ${previous} → ${s}`);
    return {
      previousStatus: previous,
      status: s,
      changedAt: new Date(at).toISOString(),
      note: null,
      changedBy: i === 0 ? null : 'admin',
    };
  });
  return { status, statusHistory };
}
