import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { courierName } from '../../../../common/orders/couriers';
import { shopDayBounds } from '../../../../common/shop-clock';
import type { ApiCourierKey } from '../../../../common/orders/parcels';
import type { Database } from '../../../db/client';
import { NotFoundError } from '../../../errors';
import type { MediaStorage } from '../../media/storage/media-storage';
import { orders } from '../orders.tables';
import type { CourierClients } from './courier-clients';
import { courierParcels } from './couriers.tables';
import { notConnected } from './booking';

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Several PDFs as one, in the order given, for one print. */
export async function joinPdfs(parts: Uint8Array[]): Promise<Uint8Array> {
  if (parts.length === 1) return parts[0]!;
  const joined = await PDFDocument.create();
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    for (const page of await joined.copyPages(source, source.getPageIndices())) joined.addPage(page);
  }
  return joined.save();
}

/**
 * The couriers' own labels for the orders chosen, as one PDF to print (decision 031). Each courier's
 * labels are fetched once, in the batches it allows, and kept in media storage, so printing them again
 * asks the courier nothing. They hold customers' names and addresses: kept under a random key, never
 * listed, and handed out only by the back office's route.
 */
export async function printLabels(
  deps: { db: Database; clients: CourierClients; storage: MediaStorage },
  orderIds: string[],
): Promise<Uint8Array> {
  const parcels = await deps.db
    .select({
      orderId: courierParcels.orderId,
      courier: courierParcels.courier,
      trackingNumber: courierParcels.trackingNumber,
      labelKey: courierParcels.labelKey,
    })
    .from(courierParcels)
    .where(and(inArray(courierParcels.orderId, orderIds), eq(courierParcels.state, 'booked')));
  if (!parcels.length) throw new NotFoundError('None of these orders is booked with a courier yet');
  const order = new Map(orderIds.map((id, index) => [id, index]));
  parcels.sort((a, b) => order.get(a.orderId)! - order.get(b.orderId)!);
  const byCourier = new Map<ApiCourierKey, typeof parcels>();
  for (const parcel of parcels)
    byCourier.set(parcel.courier, [...(byCourier.get(parcel.courier) ?? []), parcel]);
  const parts: Uint8Array[] = [];
  for (const [courier, group] of byCourier) {
    const kept = group[0]!.labelKey;
    if (kept && group.every((parcel) => parcel.labelKey === kept)) {
      parts.push(await bytesOf(await deps.storage.read(kept)));
      continue;
    }
    const api = deps.clients.api(courier);
    if (!api) throw notConnected(courier);
    const pdf = await api.labels(group.map((parcel) => parcel.trackingNumber!));
    const key = `courier-labels/${courier}/${randomUUID()}.pdf`;
    await deps.storage.put(key, Buffer.from(pdf), {
      contentType: 'application/pdf',
      contentDisposition: 'attachment',
      contentLength: pdf.byteLength,
    });
    await deps.db
      .update(courierParcels)
      .set({ labelKey: key })
      .where(
        inArray(
          courierParcels.orderId,
          group.map((parcel) => parcel.orderId),
        ),
      );
    parts.push(pdf);
  }
  return joinPdfs(parts);
}

/**
 * A courier's load sheet for the parcels booked with it on a day (Pakistan time), for the rider to sign
 * at pickup: the courier's own where it has one, else the shop's list of them (decision 031).
 */
export async function loadSheet(
  deps: { db: Database; clients: CourierClients; pickupAddress: () => Promise<string> },
  courier: ApiCourierKey,
  date: string,
): Promise<Uint8Array> {
  const api = deps.clients.api(courier);
  if (!api) throw notConnected(courier);
  const { from, to } = shopDayBounds(date);
  const rows = await deps.db
    .select({
      trackingNumber: courierParcels.trackingNumber,
      name: orders.customerName,
      city: orders.city,
      total: orders.total,
    })
    .from(courierParcels)
    .innerJoin(orders, eq(orders.id, courierParcels.orderId))
    .where(
      and(
        eq(courierParcels.courier, courier),
        eq(courierParcels.state, 'booked'),
        gte(courierParcels.bookedAt, from),
        lt(courierParcels.bookedAt, to),
      ),
    )
    .orderBy(asc(courierParcels.bookedAt));
  if (!rows.length) throw new NotFoundError(`No parcel was booked with ${courierName(courier)} on ${date}`);
  const own = await api.loadSheet(rows.map((row) => row.trackingNumber!));
  if (own) return own;
  return shopLoadSheet(courierName(courier), date, await deps.pickupAddress(), rows);
}

/** The shop's own load sheet: each parcel on a line, the count and the COD total, and lines to sign. */
async function shopLoadSheet(
  courier: string,
  date: string,
  pickupAddress: string,
  rows: Array<{ trackingNumber: string | null; name: string; city: string; total: string }>,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The standard fonts write Latin-1 only: a name in Urdu script prints as '?' rather than failing.
  const latin = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  let page = pdf.addPage([595, 842]);
  let y = 800;
  const line = (text: string, size = 10, face = font) => {
    if (y < 60) {
      page = pdf.addPage([595, 842]);
      y = 800;
    }
    page.drawText(latin(text), { x: 40, y, size, font: face });
    y -= size + 6;
  };
  line(`Load sheet: ${courier}, ${date}`, 16, bold);
  line(`Pickup: ${pickupAddress}`);
  y -= 6;
  rows.forEach((row, index) =>
    line(`${index + 1}. ${row.trackingNumber}  ${row.name}, ${row.city}  COD Rs ${row.total}`),
  );
  const cod = rows.reduce((sum, row) => sum + Math.round(Number(row.total) * 100), 0);
  y -= 6;
  line(`${rows.length} parcel(s), COD total Rs ${(cod / 100).toFixed(2)}`, 11, bold);
  y -= 30;
  line('Handed over by: ____________________    Received by (rider): ____________________');
  return pdf.save();
}
