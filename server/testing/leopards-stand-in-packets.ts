import { randomBytes, randomInt } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { CourierStandIn } from '../modules/orders/couriers/courier-api';
import { pakistanDate, pakistanDateTime } from '../modules/orders/couriers/leopards-time';

/**
 * What Leopards' stand-in keeps and how each documented call answers (server/testing/leopards-stand-in.ts
 * serves them over HTTP). The answers follow Leopards' merchant API v2 documentation; where it gives no
 * words (a refusal's sentence), the words are this stand-in's own.
 */

type Fields = Record<string, unknown>;
type Method = (fields: Fields, origin: string) => Fields;

type Packet = {
  reference: string;
  fields: Fields;
  cancelled: boolean;
  trackingNumber: string;
  bookedAt: Date;
  statusText: string;
  history: Array<{ text: string; at: Date; reason: string | null; receiver: string | null }>;
  slipToken: string;
  /** What Leopards billed for the parcel, once it has (getShippingCharges). */
  bill: LeopardsBill | null;
  /** The cheque that paid the parcel, once Leopards paid it (getPaymentDetails). */
  payment: { cheque: string; day: string } | null;
};

/** A parcel's charges as Leopards bills them, in whole rupees. */
export type LeopardsBill = { shipment: number; cashHandling: number; fuel: number; gst: number };

type AdviceRow = {
  id: number;
  trackingNumber: string;
  status: string;
  reason: string;
  shipperAdviceStatus: string;
  shipperRemarks: string;
};

/**
 * Cities as getAllCities lists them. Lahore's id is the one Leopards' documentation gives as its example;
 * the others are this stand-in's. Kalam is on the list but not served as a destination.
 */
const CITIES = [
  { id: 789, name: 'Lahore', origin: true, destination: true },
  { id: 475, name: 'Karachi', origin: true, destination: true },
  { id: 128, name: 'Islamabad', origin: true, destination: true },
  { id: 642, name: 'Rawalpindi', origin: true, destination: true },
  { id: 218, name: 'Faisalabad', origin: true, destination: true },
  { id: 501, name: 'Multan', origin: true, destination: true },
  { id: 603, name: 'Peshawar', origin: true, destination: true },
  { id: 1204, name: 'Kalam', origin: false, destination: false },
];

/** Push API codes and the words Leopards' tracking call writes for each. */
const TRACK_TEXTS: Record<string, string> = {
  RC: 'Consignment Booked',
  SP: 'Shipment Picked',
  AR: 'Arrived at Station',
  DP: 'Dispatched',
  AC: 'Assign to Courier',
  DV: 'Delivered',
  PN1: 'Pending',
  PN2: 'Pending',
  NR: 'Ready for Return',
  RO: 'Being Return',
  RN1: 'Being Return',
  RN2: 'Being Return',
  RS: 'Returned to shipper',
  RW: 'Returned to shipper',
  DW: 'Returned to shipper',
  DR: 'Returned to shipper',
};

const NOT_PICKED_UP = ['Pickup Request not Send', 'Pickup Request Sent'];

/** bookPacket's required fields and the words Leopards' documentation gives for each missing one. */
const REQUIRED: Array<[string, string]> = [
  ['booked_packet_weight', 'Packet Weight is required'],
  ['booked_packet_no_piece', 'No. of Pieces is required'],
  ['booked_packet_collect_amount', 'COD Amount is required'],
  ['origin_city', 'Origin City is required'],
  ['destination_city', 'Destination City is required'],
  ['shipment_name_eng', 'Shipper Name is required'],
  ['shipment_phone', 'Shipper Phone is required'],
  ['shipment_address', 'Shipper Address is required'],
  ['consignment_name_eng', 'Consignee Name is required'],
  ['consignment_phone', 'Consignee Phone is required'],
  ['consignment_address', 'Consignee Address is required'],
  ['special_instructions', 'Special Instructions are required'],
];

export function leopardsPackets() {
  const parcels = new Map<string, Packet>();
  const advice: AdviceRow[] = [];
  const loadSheets = new Map<number, string[]>();
  let nextAdviceId = randomInt(40_000, 50_000);
  let nextLoadSheetId = randomInt(100_000, 200_000);

  function bookPacket(fields: Fields, origin: string): Fields {
    const refused = (error: string) => ({ status: 0, error, track_number: null, slip_link: null });
    const missing = REQUIRED.filter(([field]) => isBlank(fields[field])).map(([, words]) => words);
    if (missing.length > 0) return refused(missing.join(', '));
    if (!isWhole(fields.booked_packet_weight, 1)) return refused('Packet Weight must be in grams');
    if (!isWhole(fields.booked_packet_no_piece, 1)) return refused('No. of Pieces must be a number');
    if (!isWhole(fields.booked_packet_collect_amount, 0)) return refused('COD Amount must be a whole number');
    const destination = cityOf(fields.destination_city);
    if (!destination) return refused('Invalid Destination City');
    if (!destination.destination)
      return refused(`Service is not available for ${destination.name.toUpperCase()}`);
    if (fields.origin_city !== 'self' && !cityOf(fields.origin_city)?.origin)
      return refused('Invalid Origin City');
    if (!isMobile(fields.consignment_phone)) return refused('Invalid Consignee Phone Number');
    const trackingNumber = newCn();
    const slipToken = randomBytes(12).toString('hex');
    const { api_key: _key, api_password: _password, ...sent } = fields;
    parcels.set(trackingNumber, {
      reference: typeof fields.booked_packet_order_id === 'string' ? fields.booked_packet_order_id : '',
      fields: sent,
      cancelled: false,
      trackingNumber,
      bookedAt: new Date(),
      statusText: NOT_PICKED_UP[0]!,
      history: [],
      slipToken,
      bill: null,
      payment: null,
    });
    return {
      status: 1,
      error: 0,
      track_number: trackingNumber,
      slip_link: `${origin}/slip/${slipToken}.pdf`,
    };
  }

  function newCn(): string {
    for (;;) {
      const cn = `LE${randomInt(700_000_000, 800_000_000)}`;
      if (!parcels.has(cn)) return cn;
    }
  }

  function trackBookedPacket(fields: Fields): Fields {
    const found = cnList(fields.track_numbers)
      .map((cn) => parcels.get(cn))
      .filter((packet): packet is Packet => packet !== undefined);
    if (found.length === 0) return { status: 0, error: 'No record found', packet_list: null };
    return { status: 1, error: 0, packet_list: found.map(trackedPacket) };
  }

  function getBookedPacketLastStatus(fields: Fields): Fields {
    const from = fields.from_date;
    const to = fields.to_date;
    if (typeof from !== 'string' || typeof to !== 'string' || !isDate(from) || !isDate(to)) {
      return { status: 0, error: 'From Date and To Date are required as yyyy-mm-dd', packet_list: null };
    }
    const list = [...parcels.values()].filter((packet) => {
      const day = pakistanDate(packet.bookedAt);
      return day >= from && day <= to;
    });
    return {
      status: 1,
      error: 0,
      packet_list: list.map((packet) => ({
        booking_date: pakistanDate(packet.bookedAt),
        delivery_date: packet.statusText === 'Delivered' ? pakistanDate(packet.history.at(-1)!.at) : '',
        tracking_number: packet.trackingNumber,
        booked_packet_weight: String(packet.fields.booked_packet_weight),
        arival_dispatch_weight: '0',
        booked_packet_order_id: packet.reference,
        origin_city: 'Lahore',
        destination_city: cityOf(packet.fields.destination_city)?.name ?? '',
        consignment_name_eng: packet.fields.consignment_name_eng,
        consignment_phone: packet.fields.consignment_phone,
        consignment_address: packet.fields.consignment_address,
        booked_packet_status: packet.statusText,
        cod_value: `${String(packet.fields.booked_packet_collect_amount)}.00`,
      })),
    };
  }

  function cancelBookedPackets(fields: Fields): Fields {
    const cns = cnList(fields.cn_numbers);
    if (cns.length === 0) return { status: 0, error: 'CN Numbers are required' };
    const errors: Record<string, string> = {};
    for (const cn of cns) {
      const packet = parcels.get(cn);
      if (!packet) errors[cn] = 'Packet not found';
      else if (packet.cancelled) errors[cn] = 'Packet is already cancelled';
      else if (!NOT_PICKED_UP.includes(packet.statusText)) {
        errors[cn] = `Packet can not be cancelled, its status is ${packet.statusText}`;
      }
    }
    if (Object.keys(errors).length > 0) return { status: 0, error: errors };
    for (const cn of cns) {
      const packet = parcels.get(cn)!;
      packet.cancelled = true;
      record(packet, 'Cancelled', null, null);
    }
    return { status: '1', error: 'null' };
  }

  function generateLoadSheet(fields: Fields): Fields {
    const cns = cnList(fields.cn_numbers);
    const errors: Record<string, string> = {};
    if (cns.length === 0) errors.cn_numbers = 'CN Numbers are required';
    if (isBlank(fields.courier_name)) errors.courier_name = 'Courier Name is required';
    if (isBlank(fields.courier_code)) errors.courier_code = 'Courier Code is required';
    for (const cn of cns) {
      const packet = parcels.get(cn);
      if (!packet || packet.cancelled) errors[cn] = 'Packet not found or cancelled';
    }
    if (Object.keys(errors).length > 0) return { status: 0, error: errors };
    const id = nextLoadSheetId++;
    loadSheets.set(id, cns);
    return { status: '1', error: 'null', load_sheet_id: id };
  }

  function downloadLoadSheet(fields: Fields): Fields {
    const cns = loadSheets.get(Number(fields.load_sheet_id));
    if (!cns) return noLoadSheet();
    return {
      status: 1,
      error: '',
      data: cns.map((cn) => {
        const { fields: sent } = parcels.get(cn)!;
        return { track_number: cn, booked_packet_order_id: sent.booked_packet_order_id, ...sent };
      }),
    };
  }

  function noLoadSheet(): Fields {
    return { status: 0, error: 'Invalid Load Sheet ID' };
  }

  function shipperAdviceList(fields: Fields): Fields {
    const cn = typeof fields.Cn_number === 'string' ? fields.Cn_number.trim() : '';
    const rows = advice.filter((row) => cn === '' || row.trackingNumber === cn);
    return {
      status: '1',
      error: '0',
      totalrecords: rows.length,
      data: rows.map((row) => {
        const packet = parcels.get(row.trackingNumber)!;
        return {
          id: row.id,
          cn_number: row.trackingNumber,
          cour_date: pakistanDate(packet.bookedAt),
          consignee_name: packet.fields.consignment_name_eng,
          consignee_address: packet.fields.consignment_address,
          consignee_mobile: packet.fields.consignment_phone,
          status: row.status,
          reason: row.reason,
          shipper_advice_status: row.shipperAdviceStatus,
          shipper_remarks: row.shipperRemarks,
        };
      }),
    };
  }

  function updateShipperAdvice(fields: Fields): Fields {
    const items = fields.data;
    if (!Array.isArray(items) || items.length === 0) return { status: 0, error: 'Data is required' };
    for (const item of items) {
      const row = advice.find((candidate) => candidate.id === Number(item?.id));
      if (!row || row.trackingNumber !== item?.cn_number)
        return { status: 0, error: 'Invalid Shipper Advice ID' };
      if (item.shipper_advice_status !== 'RA' && item.shipper_advice_status !== 'RT') {
        return { status: 0, error: 'Allowed shipper advice statuses are RA and RT' };
      }
    }
    for (const item of items) {
      const row = advice.find((candidate) => candidate.id === Number(item.id))!;
      row.shipperAdviceStatus = item.shipper_advice_status;
      row.shipperRemarks = typeof item.shipper_remarks === 'string' ? item.shipper_remarks : '';
    }
    return { status: '1', error: '0', data: 'Shipper Advice Updated successfully' };
  }

  function getAllCities(): Fields {
    return {
      status: 1,
      error: '0',
      city_list: CITIES.map((city) => ({
        id: city.id,
        name: city.name.toUpperCase(),
        shipment_type: ['overnight', 'overland'],
        allow_as_origin: city.origin,
        allow_as_destination: city.destination,
      })),
    };
  }

  /**
   * Which parcels Leopards paid, and by which cheque; no amount (its documented fields). A CN it does not
   * know is left out; none known is its refusal.
   */
  function getPaymentDetails(fields: Fields): Fields {
    const found = cnList(fields.cn_numbers)
      .map((cn) => parcels.get(cn))
      .filter((packet): packet is Packet => packet !== undefined);
    if (found.length === 0) return { status: 0, error: 'CN number not found', payment_list: null };
    return {
      status: 1,
      error: '0',
      payment_list: found.map((packet) => ({
        booked_packet_cn: packet.trackingNumber,
        billing_method: 'COD',
        status: packet.payment ? 'Paid' : 'Unpaid',
        invoice_cheque_no: packet.payment?.cheque ?? '',
        invoice_cheque_date: packet.payment?.day ?? '',
        payment_method: packet.payment ? 'Cheque' : '',
        message: packet.payment ? 'Payment processed' : '',
        slip_link: '',
      })),
    };
  }

  /** What Leopards billed for each parcel billed so far (its documented fields, figures as numbers). */
  function getShippingCharges(fields: Fields): Fields {
    const billed = cnList(fields.cn_numbers)
      .map((cn) => parcels.get(cn))
      .filter((packet): packet is Packet & { bill: LeopardsBill } => Boolean(packet?.bill));
    if (billed.length === 0) return { status: 0, error: 'CN number not found' };
    return {
      status: 1,
      error: '0',
      data: billed.map((packet) => {
        const { shipment, cashHandling, fuel, gst } = packet.bill;
        const charges = shipment + cashHandling + fuel + gst;
        return {
          cn_number: packet.trackingNumber,
          billing_method: 'COD',
          invoice_cheque_no: packet.payment?.cheque ?? '',
          invoice_cheque_date: packet.payment?.day ?? '',
          weight_charged: Number(packet.fields.booked_packet_weight),
          shipment_charges: shipment,
          cash_handling_charges: cashHandling,
          return_charges: 0,
          insurance_charges: 0,
          fuel_surcharge_percentage: 0,
          fuel_surcharge_amount: fuel,
          gst: 16,
          gst_amount: gst,
          booked_packet_collect_amount: Number(packet.fields.booked_packet_collect_amount),
          billed_charges: charges,
          old_invoice_no: '',
          net_charges: charges,
          gross_charges: charges,
        };
      }),
    };
  }

  const methods: Record<string, Method> = {
    getAllCities,
    bookPacket,
    trackBookedPacket,
    getBookedPacketLastStatus,
    cancelBookedPackets,
    generateLoadSheet,
    downloadLoadSheet,
    shipperAdviceList,
    updateShipperAdvice,
    getPaymentDetails,
    getShippingCharges,
  };

  return {
    /** The stand-in's parcels, by CN, with the fields exactly as the client sent them. */
    parcels: parcels as CourierStandIn['parcels'],
    methods,
    noLoadSheet,

    /** Moves a parcel by a Push API code (`DV`, `PN1`) or a tracking text ("Missroute"). */
    move(trackingNumber: string, courierCode: string, reason: string | null) {
      const packet = parcels.get(trackingNumber);
      if (!packet) throw new Error(`The Leopards stand-in booked no ${trackingNumber}`);
      const text = TRACK_TEXTS[courierCode] ?? courierCode;
      const receiver = text === 'Delivered' ? String(packet.fields.consignment_name_eng) : null;
      record(packet, text, reason, receiver);
      if (courierCode === 'PN1' || courierCode === 'PN2') {
        advice.push({
          id: nextAdviceId++,
          trackingNumber,
          status: text,
          reason: reason ?? '',
          shipperAdviceStatus: '',
          shipperRemarks: '',
        });
      }
    },

    /** Leopards bills a parcel's charges. */
    bill(trackingNumber: string, bill: LeopardsBill) {
      packetOf(trackingNumber).bill = bill;
    },

    /** Leopards pays a parcel by a cheque of `day` (`yyyy-mm-dd`). */
    pay(trackingNumber: string, cheque: string, day: string) {
      packetOf(trackingNumber).payment = { cheque, day };
    },

    async slip(token: string): Promise<Uint8Array | null> {
      const packet = [...parcels.values()].find((candidate) => candidate.slipToken === token);
      if (!packet) return null;
      const { fields } = packet;
      return pdfOf([
        'Leopards Courier',
        `CN: ${packet.trackingNumber}`,
        `Order: ${packet.reference}`,
        `To: ${String(fields.consignment_name_eng)}`,
        `${String(fields.consignment_address)}`,
        `COD: Rs ${String(fields.booked_packet_collect_amount)}`,
      ]);
    },

    async loadSheetPdf(id: unknown): Promise<Uint8Array | null> {
      const cns = loadSheets.get(Number(id));
      return cns ? pdfOf([`Leopards Courier load sheet ${String(id)}`, ...cns]) : null;
    },
  };

  function packetOf(trackingNumber: string): Packet {
    const packet = parcels.get(trackingNumber);
    if (!packet) throw new Error(`The Leopards stand-in booked no ${trackingNumber}`);
    return packet;
  }

  function record(packet: Packet, text: string, reason: string | null, receiver: string | null) {
    packet.statusText = text;
    packet.history.push({ text, at: new Date(), reason, receiver });
  }
}

/** A packet as trackBookedPacket lists it, its history in the field names Leopards' clients read. */
function trackedPacket(packet: Packet): Fields {
  const { fields } = packet;
  return {
    booking_date: pakistanDate(packet.bookedAt).split('-').reverse().join('/'),
    track_number: packet.trackingNumber,
    booked_packet_weight: String(fields.booked_packet_weight),
    booked_packet_no_piece: String(fields.booked_packet_no_piece),
    booked_packet_collect_amount: String(fields.booked_packet_collect_amount),
    booked_packet_order_id: packet.reference,
    origin_city_name: 'LAHORE',
    destination_city_name: cityOf(fields.destination_city)?.name.toUpperCase() ?? '',
    consignment_name_eng: fields.consignment_name_eng,
    consignment_phone: fields.consignment_phone,
    consignment_address: fields.consignment_address,
    special_instructions: fields.special_instructions,
    booked_packet_status: packet.statusText,
    activity_date: packet.history.length > 0 ? pakistanDate(packet.history.at(-1)!.at) : '',
    status_remarks: packet.history.at(-1)?.receiver ?? packet.history.at(-1)?.reason ?? '',
    'Tracking Detail': packet.history.map((line) => {
      const [day, clock] = pakistanDateTime(line.at).split(' ');
      return {
        Status: line.text,
        Reciever_Name: line.receiver ?? '',
        Activity_Date: day,
        Activity_Time: twelveHour(clock!),
        Reason: line.reason ?? 'N/A',
      };
    }),
  };
}

/** `14:05:09` as `02:05 PM`, as Leopards' tracking writes a time. */
function twelveHour(clock: string): string {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

async function pdfOf(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([298, 420]);
  lines.forEach((line, index) => {
    // The standard font has no Urdu: a consignee's name in it prints as question marks here.
    page.drawText(line.replace(/[^\x20-\x7e]/g, '?'), { x: 20, y: 390 - index * 18, size: 10, font });
  });
  return pdf.save();
}

function cityOf(id: unknown) {
  return CITIES.find((city) => String(city.id) === String(id).trim());
}

/** CNs as Leopards' calls take them: a comma-separated string or an array. */
function cnList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list.map((cn) => String(cn).trim()).filter(Boolean);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function isWhole(value: unknown, least: number): boolean {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d+$/.test(text) && Number(text) >= least;
}

/** A Pakistani mobile number as Leopards takes it: 03XXXXXXXXX, or 923XXXXXXXXX with or without a plus. */
function isMobile(value: unknown): boolean {
  return typeof value === 'string' && /^(03\d{9}|\+?923\d{9})$/.test(value.replace(/[\s-]/g, ''));
}

function isDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value);
}
