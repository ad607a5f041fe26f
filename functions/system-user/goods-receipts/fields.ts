import * as z from 'zod/mini';
import { GRN_STATUSES } from '../../../shared/domain/warehouse/goods-receipts';
import {
  blankAsAbsent,
  idParameter,
  integerText,
  numberText,
  optionalDateText,
  optionalIntegerText,
  optionalText,
  requiredText,
  text,
} from '../../../shared/http/fields';
import type { RequestInfo } from '../../../shared/http/operation';

/** The path of one receipt. */
export const receiptPath = z.object({ grn_id: idParameter() });

/** Writes need the manage ability; reads take the module's view ability. */
export const manage = { kind: 'staff', ability: 'purchasing.warehouse.manage' } as const;

/** One order line received (Q5: accepted + rejected = received; either may be left out). */
export const receiptLine = z.object({
  po_detail_id: integerText({ min: 1 }),
  received_qty: numberText({ min: 0.001 }),
  accepted_qty: blankAsAbsent(numberText({ min: 0 })),
  rejected_qty: blankAsAbsent(numberText({ min: 0 })),
  rejection_reason: blankAsAbsent(text(500)),
});

/** The header fields store and update take. */
export const receiptHeader = {
  delivery_note_number: blankAsAbsent(text(100)),
  /** The day the goods arrived (Riyadh date); default today. */
  received_on: optionalDateText(),
  note: optionalText(2000),
};

/** The index's filters. */
export const receiptFilters = {
  warehouse_id: optionalIntegerText({ min: 1 }),
  purchase_order_id: optionalIntegerText({ min: 1 }),
  supplier_id: optionalIntegerText({ min: 1 }),
  supply_request_id: optionalIntegerText({ min: 1 }),
  status: blankAsAbsent(z.enum(GRN_STATUSES)),
};

/** A reason (cancel). */
export const reasonField = { reason: requiredText(500) };

/** The instant a receipt says the goods arrived: now, or noon (Riyadh) of the day given. */
export const receivedAt = (day: string | undefined): string | undefined =>
  day === undefined ? undefined : `${day}T09:00:00.000Z`;
