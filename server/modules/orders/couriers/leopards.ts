import { PDFDocument } from 'pdf-lib';
import { fromPaisa } from '../../../../common/money';
import {
  courierPaisa,
  CourierRefusal,
  type Booking,
  type CourierApi,
  type CourierCity,
  type CourierEvent,
  type CourierPayment,
  type ParcelToBook,
  type ReportedCharges,
} from './courier-api';
import { batches } from './courier-calls';
import { createLeopardsHttp, isRecord, textOf, unavailable, type LeopardsAnswer } from './leopards-http';
import { keepsReason, leopardsReason, leopardsTrackText } from './leopards-statuses';
import { leopardsTime, pakistanDate } from './leopards-time';

/**
 * Leopards Courier's merchant API v2 (eCom Merchant APIs V2), in the shop's words: docs/couriers/leopards.md
 * says what is called, why, and where the documentation was read.
 */
export const LEOPARDS_API_DEFAULT_URL = 'https://merchantapi.leopardscourier.com/api/';

/**
 * Leopards documents no limit for tracking several CNs in one call; 50 is the limit it documents for its
 * other calls that take a list of CNs.
 */
const TRACK_BATCH = 50;

/** getPaymentDetails and getShippingCharges take at most 50 CNs a call (the documentation's limit). */
const CN_BATCH = 50;

/** Leopards' words for a call that found nothing (it documents none): "CN number not found", "No record found". */
const NOTHING_FOUND = /\bnot found\b|\bno (record|data|packet|booking)s?\b.*\bfound\b/i;

/**
 * Who collects the parcels, as a load sheet names him. The shop prints the sheet before the rider comes, so
 * it does not know him: he signs the printed sheet.
 */
const LOAD_SHEET_COURIER = { courier_name: 'Leopards pickup rider', courier_code: 'PICKUP' };

const DAY_MS = 24 * 60 * 60 * 1000;

export function createLeopardsApi(options: {
  apiUrl: string;
  apiKey: string;
  apiPassword: string;
  /**
   * Where a booking's slip is, for a CN this client did not book itself (booked before a restart, or on
   * another copy): the `labelUrl` the shop kept from `book`. Leopards has no call that gives it by CN.
   */
  slipLinkOf?: (trackingNumber: string) => Promise<string | null>;
}): CourierApi {
  const http = createLeopardsHttp(options);
  const slipLinks = new Map<string, string>();

  async function slipLink(trackingNumber: string): Promise<string> {
    const link = slipLinks.get(trackingNumber) ?? (await options.slipLinkOf?.(trackingNumber)) ?? null;
    if (!link) {
      throw new CourierRefusal(
        'leopards',
        `No slip link is known for ${trackingNumber}: print it on Leopards' portal`,
      );
    }
    return link;
  }

  return {
    key: 'leopards',

    async cities() {
      const answer = await http.post('getAllCities', {});
      return listOf(answer, 'city_list', 'getAllCities')
        .filter((city) => city.allow_as_destination !== false)
        .map((city): CourierCity => {
          const id = textOf(city.id);
          const name = textOf(city.name);
          if (!id || !name) throw unavailable('getAllCities answered a city without an id or a name');
          return { id, name };
        });
    },

    async book(parcel) {
      const answer = await http.post('bookPacket', bookingFields(parcel));
      const trackingNumber = textOf(answer.track_number);
      if (!trackingNumber) throw unavailable('bookPacket answered no track_number');
      const labelUrl = textOf(answer.slip_link) || null;
      if (labelUrl) slipLinks.set(trackingNumber, labelUrl);
      return { trackingNumber, labelUrl };
    },

    async findBooking(reference, bookedSince) {
      // Leopards keeps the order id it was sent but has no lookup by it that tells "none" from a failure;
      // its bookings by date do. The range ends tomorrow so a booking made around midnight is in it.
      const packets = await bookedBetween(bookedSince, new Date(Date.now() + DAY_MS));
      const found = packets.find(
        (packet) =>
          textOf(packet.booked_packet_order_id) === reference &&
          leopardsTrackText(textOf(packet.booked_packet_status)) !== null,
      );
      if (!found) return null;
      const trackingNumber = textOf(found.tracking_number) || textOf(found.track_number);
      if (!trackingNumber) throw unavailable('getBookedPacketLastStatus answered a packet without its CN');
      return { trackingNumber, labelUrl: slipLinks.get(trackingNumber) ?? null } satisfies Booking;
    },

    async track(trackingNumbers) {
      const unique = [...new Set(trackingNumbers)];
      const events: CourierEvent[] = [];
      for (let start = 0; start < unique.length; start += TRACK_BATCH) {
        const batch = unique.slice(start, start + TRACK_BATCH);
        const answer = await http.post('trackBookedPacket', { track_numbers: batch.join(',') });
        for (const packet of listOf(answer, 'packet_list', 'trackBookedPacket'))
          events.push(...packetEvents(packet));
      }
      return events;
    },

    async labels(trackingNumbers) {
      const joined = await PDFDocument.create();
      for (const trackingNumber of trackingNumbers) {
        const bytes = await http.download(await slipLink(trackingNumber), `the slip of ${trackingNumber}`);
        const slip = await PDFDocument.load(bytes).catch(() => {
          throw unavailable(`the slip of ${trackingNumber} is not a readable PDF`);
        });
        const pages = await joined.copyPages(slip, slip.getPageIndices());
        for (const page of pages) joined.addPage(page);
      }
      return joined.save();
    },

    async loadSheet(trackingNumbers) {
      const answer = await http.post('generateLoadSheet', {
        cn_numbers: trackingNumbers,
        ...LOAD_SHEET_COURIER,
      });
      const id = textOf(answer.load_sheet_id);
      if (!id) throw unavailable('generateLoadSheet answered no load_sheet_id');
      return http.postForFile('downloadLoadSheet/', {
        load_sheet_id: /^\d+$/.test(id) ? Number(id) : id,
        response_type: 'PDF',
      });
    },

    async advise(trackingNumber, advice, remarks) {
      // An advice answers one of Leopards' own rows of parcels awaiting the shipper's word: its id is needed.
      const list = await http.post('shipperAdviceList', {
        product: '',
        status: '',
        origionID: '',
        destinationID: '',
        dateFrom: '',
        toDate: '',
        Cn_number: trackingNumber,
        start: 0,
        length: 100,
      });
      const rows = listOf(list, 'data', 'shipperAdviceList').filter(
        (row) => textOf(row.cn_number) === trackingNumber,
      );
      const row = rows.sort((a, b) => Number(textOf(b.id)) - Number(textOf(a.id)))[0];
      if (!row || !textOf(row.id)) {
        throw new CourierRefusal('leopards', `Leopards awaits no shipper advice for ${trackingNumber}`);
      }
      await http.post('updateShipperAdvice', {
        data: [
          {
            id: row.id,
            cn_number: trackingNumber,
            shipper_advice_status: advice === 'reattempt' ? 'RA' : 'RT',
            shipper_remarks: remarks,
          },
        ],
      });
    },

    async cancel(trackingNumber) {
      await http.post('cancelBookedPackets', { cn_numbers: trackingNumber });
    },

    /**
     * getPaymentDetails says which parcels Leopards paid and by which cheque, but no amount; its
     * getShippingCharges gives each parcel's COD collected and its charges billed. The payment is the
     * one less the other, before the taxes Leopards withholds (`collected`: the shop deducts them).
     */
    async payments({ trackingNumbers }) {
      const paid = new Map<string, { cheque: string; paidOn: string | null }>();
      for (const row of await aboutCns('getPaymentDetails', 'payment_list', trackingNumbers)) {
        const cn = textOf(row.booked_packet_cn);
        const cheque = textOf(row.invoice_cheque_no);
        if (!cn || !cheque || textOf(row.status).toLowerCase() !== 'paid') continue;
        const day = leopardsTime(textOf(row.invoice_cheque_date));
        paid.set(cn, { cheque, paidOn: day ? pakistanDate(day) : null });
      }
      const bills = await billed([...paid.keys()]);
      const payments: CourierPayment[] = [];
      const charges: ReportedCharges[] = [];
      for (const [cn, row] of bills) {
        const charged = billedCharges(row);
        if (charged !== null) charges.push({ trackingNumber: cn, charges: charged });
        const payment = paid.get(cn);
        const collected = courierPaisa(row.booked_packet_collect_amount);
        if (!payment || collected === null || charged === null) continue;
        const amount = collected - courierPaisa(charged)!;
        // A parcel whose charges exceed its cash (a return billed) paid nothing: no payment.
        if (amount < 0) continue;
        payments.push({
          trackingNumber: cn,
          reference: `cheque ${payment.cheque}`,
          amount: fromPaisa(amount),
          collected: fromPaisa(collected),
          paidOn: payment.paidOn,
        });
      }
      return { payments, charges };
    },

    async charges(trackingNumbers) {
      const charges: ReportedCharges[] = [];
      for (const [cn, row] of await billed(trackingNumbers)) {
        const charged = billedCharges(row);
        if (cn && charged !== null) charges.push({ trackingNumber: cn, charges: charged });
      }
      return charges;
    },
  };

  async function bookedBetween(from: Date, to: Date): Promise<LeopardsAnswer[]> {
    try {
      const answer = await http.get('getBookedPacketLastStatus', {
        from_date: pakistanDate(from),
        to_date: pakistanDate(to),
      });
      return listOf(answer, 'packet_list', 'getBookedPacketLastStatus');
    } catch (error) {
      // Leopards does not document its answer for an empty range; a "no record found" refusal is one.
      if (error instanceof CourierRefusal && NOTHING_FOUND.test(error.message)) return [];
      throw error;
    }
  }

  /** Rows of a GET call about CNs, 50 a call; a batch Leopards finds nothing of gives none. */
  async function aboutCns(method: string, list: string, cns: string[]): Promise<LeopardsAnswer[]> {
    const found: LeopardsAnswer[] = [];
    for (const batch of batches([...new Set(cns)], CN_BATCH)) {
      try {
        found.push(...listOf(await http.get(method, { cn_numbers: batch.join(',') }), list, method));
      } catch (error) {
        if (!(error instanceof CourierRefusal && NOTHING_FOUND.test(error.message))) throw error;
      }
    }
    return found;
  }

  /** getShippingCharges' rows, by CN: what Leopards billed for each parcel, and the COD it collected. */
  async function billed(cns: string[]): Promise<Map<string, LeopardsAnswer>> {
    const rows = await aboutCns('getShippingCharges', 'data', cns);
    return new Map(rows.map((row) => [textOf(row.cn_number), row]));
  }
}

/** What Leopards billed for a parcel, GST included (`net_charges`), as rupees; null when it states none. */
function billedCharges(row: LeopardsAnswer): string | null {
  const paisa = courierPaisa(row.net_charges);
  return paisa === null ? null : fromPaisa(paisa);
}

/** A parcel in Leopards' booking fields and formats (its bookPacket call). */
function bookingFields(parcel: ParcelToBook): Record<string, unknown> {
  const { consignee } = parcel;
  if (!/^\d+$/.test(consignee.city.id)) {
    throw new CourierRefusal('leopards', `${consignee.city.name} is not a city from Leopards' list`);
  }
  return {
    // Whole grams; a part of a gram is rounded up so the parcel is never declared lighter than it is.
    booked_packet_weight: Math.ceil(parcel.weightGrams),
    booked_packet_no_piece: parcel.pieces,
    booked_packet_collect_amount: wholeRupees(parcel.codAmount),
    booked_packet_order_id: parcel.reference,
    origin_city: 'self',
    destination_city: Number(consignee.city.id),
    // 'self': Leopards fills in the shipper's name, email, phone and address from the merchant account.
    shipment_name_eng: 'self',
    shipment_email: 'self',
    shipment_phone: 'self',
    shipment_address: 'self',
    consignment_name_eng: consignee.name,
    ...(consignee.email ? { consignment_email: consignee.email } : {}),
    consignment_phone: consignee.phone,
    consignment_address: consignee.address,
    // Leopards requires instructions for the rider; without staff's, the rider is told what he carries.
    special_instructions: parcel.instructions?.trim() || parcel.description,
  };
}

/** Leopards' COD amount is a whole number of rupees: an amount with paise is refused, never rounded. */
function wholeRupees(amount: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match || !Number.isSafeInteger(Number(match[1]))) {
    throw new CourierRefusal('leopards', `${amount} is not an amount Leopards can collect`);
  }
  if (match[2] && /[1-9]/.test(match[2])) {
    throw new CourierRefusal('leopards', `Leopards collects whole rupees only; ${amount} has paise`);
  }
  return Number(match[1]);
}

/** One packet's tracking history as the shop's events; a cancellation or an undocumented text is no event. */
function packetEvents(packet: LeopardsAnswer): CourierEvent[] {
  const trackingNumber = textOf(packet.track_number);
  const details = packet['Tracking Detail'] ?? packet.TrackingDetail ?? [];
  if (!trackingNumber || !Array.isArray(details)) {
    throw unavailable('trackBookedPacket answered a packet outside its documented shape');
  }
  const events: CourierEvent[] = [];
  for (const detail of details) {
    if (!isRecord(detail))
      throw unavailable('trackBookedPacket answered a tracking line that is not an object');
    // The documentation spells these keys two ways (its JSON sample and its XML one); both are read.
    const words = textOf(detail.Status ?? detail.Staus);
    const status = leopardsTrackText(words);
    if (!status) continue;
    const date = textOf(detail.Activity_Date ?? detail['Activity Date'] ?? detail.Activity_datetime);
    const at = leopardsTime(date, textOf(detail.Activity_Time));
    if (!at) throw unavailable(`trackBookedPacket answered a date it does not document: "${date}"`);
    events.push({
      trackingNumber,
      status,
      code: words,
      description: words,
      reason: keepsReason(status) ? leopardsReason(detail.Reason) : null,
      at,
    });
  }
  return events;
}

function listOf(answer: LeopardsAnswer, field: string, method: string): LeopardsAnswer[] {
  const list = answer[field] ?? [];
  if (!Array.isArray(list) || !list.every(isRecord)) {
    throw unavailable(`${method} answered a ${field} that is not a list`);
  }
  return list;
}
