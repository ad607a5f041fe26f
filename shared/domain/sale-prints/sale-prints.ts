import { findEntity } from '../../db/entity-store';
import { NotFoundError } from '../../errors';
import type { StaffCaller } from '../callers/callers';
import { riyadhDay } from '../home/riyadh-day';
import { DEFAULT_MAINTENANCE_MONTHS } from '../maintenance/maintenance-period';
import type { PrintLanguage } from '../prints/print-templates';
import { type RenderDocumentOptions, renderDocument } from '../prints/render-document';
import { BOOKING, type SaleEntity } from '../sales/sales';
import { printLabel } from './print-labels';
import {
  NONE,
  operationRows,
  planRows,
  type SalePrintFacts,
  saleHeaderVariables,
  salePricingVariables,
  salePrintFacts,
} from './sale-print-facts';

/** A printed document as the staff app reads it: a short-lived download URL. */
export const downloadable = (document: { name: string; size: number; mime_type: string; url: string }) => ({
  name: document.name,
  size: document.size,
  mime_type: document.mime_type,
  url: document.url,
});

/** The earnest money as the plan holds it (its orbon lines), when the sale has not recorded an amount. */
const planOrbon = ({ plan }: SalePrintFacts) =>
  (plan?.lines ?? []).filter((line) => line.kind === 'orbon').reduce((sum, line) => sum + line.amount, 0);

/** The states in which the sale has a contract (the contract prints without the draft stamp). */
const CONTRACTED_STATES = ['contracted', 'ready_for_emptying', 'emptied', 'delivered'];

/** The sale's own stamp: cancelled on a cancelled sale, else none. */
const saleStamp = (facts: SalePrintFacts): RenderDocumentOptions =>
  facts.sale.status === 'cancelled' ? { stamp: 'cancelled' } : {};

const RIYADH_OFFSET_MS = 3 * 3_600_000;

/**
 * A time as a print shows it in either language: the Riyadh day and hour, `2026-11-24 23:31`
 * (Riyadh keeps UTC+3 all year), not the wire's English `24 Nov 2026, 11:31 pm`.
 */
const printedTime = (iso: string | null | undefined): string | null => {
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  const riyadh = new Date(Date.parse(iso) + RIYADH_OFFSET_MS).toISOString();
  return `${riyadh.slice(0, 10)} ${riyadh.slice(11, 16)}`;
};

/** The bank stages the sale went through, oldest first (a closing step, which names no stage, left out). */
const bankStageRows = (sale: SaleEntity, language: PrintLanguage) =>
  (sale.bank_stage_history ?? [])
    .filter((step) => step.to !== null)
    .map((step) => ({ stage: printLabel(step.to, language), date: step.date, note: step.note || NONE }));

/**
 * sale print follow-form: the sale's summary, pricing, payment plan with what each line has been
 * paid, its operations with their receipt numbers (deleted ones left out) and bank stages.
 */
export async function printSaleFollowForm(viewer: StaffCaller, saleId: number, language: PrintLanguage) {
  const facts = await salePrintFacts(viewer, 'holds-and-sales', saleId);
  const operations = await operationRows(facts.sale.id, language);
  const document = await renderDocument(
    'sale_follow_form',
    {
      ...saleHeaderVariables(facts, language),
      ...salePricingVariables(facts, language),
      'plan.lines': planRows(facts.plan, language),
      operations,
      'bank.stages': bankStageRows(facts.sale, language),
    },
    { language, ...saleStamp(facts), fileName: `sale-${facts.sale.id}-follow-form.pdf` },
  );
  return downloadable(document);
}

/** sale print booking: the hold that made the sale (404 for a sale made without one). */
export async function printSaleBooking(viewer: StaffCaller, saleId: number, language: PrintLanguage) {
  const facts = await salePrintFacts(viewer, 'holds-and-sales', saleId);
  const booking = facts.sale.booking_id ? await findEntity(BOOKING, facts.sale.booking_id) : undefined;
  if (!booking) throw new NotFoundError('booking');
  const document = await renderDocument(
    'sale_booking',
    {
      ...saleHeaderVariables(facts, language),
      'booking.number': String(booking.id),
      'booking.opened_at': printedTime(booking.booking_open_at) ?? printedTime(booking.created_at) ?? NONE,
      'booking.accepted_at': printedTime(booking.accepted_at) ?? NONE,
      'booking.offer_number': booking.offer_number || NONE,
      'booking.orbon': booking.orbon_amount ?? 0,
      'pricing.total': facts.pricing.client_total,
    },
    { language, ...saleStamp(facts), fileName: `sale-${facts.sale.id}-booking-${booking.id}.pdf` },
  );
  return downloadable(document);
}

/** What the contract step (another part of issue 17) records on the sale. */
interface ContractFields {
  contract_number?: string | null;
  contracted_at?: string | null;
}

/**
 * sale print contract: the parties, unit, price and plan; stamped DRAFT (no number yet) until the
 * sale is contracted, then with its contract number; CANCELLED on a cancelled sale.
 */
export async function printSaleContract(viewer: StaffCaller, saleId: number, language: PrintLanguage) {
  const facts = await salePrintFacts(viewer, 'holds-and-sales', saleId);
  const { sale } = facts;
  const contract = sale as typeof sale & ContractFields;
  const contracted = CONTRACTED_STATES.includes(sale.status);
  const number = contracted && contract.contract_number ? contract.contract_number : null;
  const document = await renderDocument(
    'sale_contract',
    {
      ...saleHeaderVariables(facts, language),
      ...salePricingVariables(facts, language),
      'plan.lines': planRows(facts.plan, language),
      'contract.number': number ?? printLabel('draft', language),
      'contract.date':
        contracted && contract.contracted_at ? riyadhDay(new Date(contract.contracted_at)) : NONE,
      'orbon.amount': sale.orbon_amount ?? planOrbon(facts),
      'maintenance.months': sale.maintenance_months ?? DEFAULT_MAINTENANCE_MONTHS,
    },
    {
      language,
      ...(sale.status === 'cancelled'
        ? { stamp: 'cancelled' as const }
        : contracted
          ? {}
          : { stamp: 'draft' as const }),
      fileName: number ? `${number}.pdf` : `sale-${sale.id}-contract-draft.pdf`,
    },
  );
  return downloadable(document);
}
