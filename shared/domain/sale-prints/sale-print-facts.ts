import { findEntity, loadEntities } from '../../db/entity-store';
import type { StaffCaller } from '../callers/callers';
import type { RecordFamily } from '../callers/record-families';
import { CLIENT, type ClientEntity } from '../clients/clients';
import { COMPANY, COMPANY_ID, type Company } from '../company/company';
import { riyadhDay } from '../home/riyadh-day';
import type { PrintLanguage } from '../prints/print-templates';
import { PROJECT, type ProjectEntity } from '../projects/projects';
import { owedBalance } from '../sale-operations/pay';
import { saleOperations } from '../sale-operations/pay-data';
import { scopedSaleById } from '../sale-operations/sale-access';
import type { SaleOperationEntity } from '../sale-operations/sale-operations';
import type { SaleEntity, SalePricing } from '../sales/sales';
import { PAYMENT_PLAN, type PaymentPlanEntity } from '../sales-support/init-sale-payment-plan';
import { UNIT, type UnitEntity } from '../units/units';
import { USER, type UserEntity } from '../users/users';
import { printLabel } from './print-labels';

/** What the record does not have: the registry requires every variable. */
export const NONE = '—';

/** A sale and what its prints read, loaded once (one batch for the parties). */
export interface SalePrintFacts {
  sale: SaleEntity;
  pricing: SalePricing;
  plan: PaymentPlanEntity | undefined;
  unit: UnitEntity | undefined;
  client: ClientEntity | undefined;
  project: ProjectEntity | undefined;
  agent: UserEntity | undefined;
  company: Company | undefined;
}

/** An empty price for a sale without a snapshot (an old sale): its prints show zeros. */
const NO_PRICING: SalePricing = {
  price_before_tax: 0,
  discounts: [],
  discounts_total: 0,
  net_price: 0,
  tax_rate: 0,
  tax_amount: 0,
  state_tax: 0,
  tax_payer: 'client',
  client_tax: 0,
  striving_payer: 'none',
  striving_rate: 0,
  striving_amount: 0,
  striving_vat: 0,
  client_total: 0,
};

/**
 * The sale in the viewer's row scope for the family (else 404) and the records its prints name: a
 * sale's own prints are of holds and sales, its vouchers of payments and refunds.
 */
export async function salePrintFacts(
  viewer: StaffCaller,
  family: RecordFamily,
  saleId: number,
): Promise<SalePrintFacts> {
  const sale = await scopedSaleById(viewer, family, saleId);
  const [loaded, company, plan] = await Promise.all([
    loadEntities([
      { type: CLIENT, id: sale.client_id },
      { type: PROJECT, id: sale.project_id },
      { type: UNIT, id: sale.unit_id },
      { type: USER, id: sale.sale_support_user_id },
    ]),
    findEntity(COMPANY, COMPANY_ID),
    findEntity(PAYMENT_PLAN, sale.id),
  ]);
  return {
    sale,
    pricing: sale.pricing ?? NO_PRICING,
    plan,
    unit: loaded.get(UNIT, sale.unit_id),
    client: loaded.get(CLIENT, sale.client_id),
    project: loaded.get(PROJECT, sale.project_id),
    agent: loaded.get(USER, sale.sale_support_user_id),
    company,
  };
}

/** The variables every sale document prints: company, sale, client, project, unit, agent. */
export function saleHeaderVariables(facts: SalePrintFacts, language: PrintLanguage): Record<string, unknown> {
  const { sale, client, project, unit, agent, company } = facts;
  return {
    'company.name_ar': company?.name_ar || NONE,
    'company.name_en': company?.name || NONE,
    'company.vat_number': company?.vat_number || NONE,
    'print.date': riyadhDay(new Date()),
    'sale.number': String(sale.id),
    'sale.date': riyadhDay(new Date(sale.created_at)),
    'sale.status': printLabel(sale.status, language),
    'client.name': client?.name || NONE,
    'client.national_id': client?.national_id ? String(client.national_id) : NONE,
    'client.phone': client?.phone || NONE,
    'project.name': project?.name || NONE,
    'unit.code': unit?.name || NONE,
    'agent.name': agent?.name || NONE,
  };
}

/** The price snapshot and the money moved (halalas). */
export function salePricingVariables(
  facts: SalePrintFacts,
  language: PrintLanguage,
): Record<string, unknown> {
  const { sale, pricing } = facts;
  return {
    'pricing.price': pricing.price_before_tax,
    'pricing.discounts': pricing.discounts_total,
    'pricing.net_price': pricing.net_price,
    'pricing.tax': pricing.tax_amount,
    'pricing.state_tax': pricing.state_tax,
    'pricing.striving': pricing.striving_amount,
    'pricing.striving_vat': pricing.striving_vat,
    'pricing.total': pricing.client_total,
    'sale.paid_total': sale.paid_total ?? 0,
    'sale.refunded_total': sale.refunded_total ?? 0,
    'sale.balance': owedBalance(sale),
    'sale.purchase_method': printLabel(sale.purchase_method, language),
  };
}

/** The plan's lines as the table prints them. */
export const planRows = (plan: PaymentPlanEntity | undefined, language: PrintLanguage) =>
  (plan?.lines ?? []).map((line) => ({
    sequence: line.sequence,
    kind: printLabel(line.kind, language),
    due_date: line.due_date,
    amount: line.amount,
    paid_amount: line.paid_amount,
    status: printLabel(line.status, language),
  }));

/** The operations (oldest first, deleted ones left out) as the table prints them; a payment still at the gateway has no receipt yet. */
export async function operationRows(saleId: number, language: PrintLanguage) {
  const operations: SaleOperationEntity[] = await saleOperations(saleId);
  return operations
    .filter((operation) => !operation.soft_deleted_at)
    .reverse()
    .map((operation) => ({
      receipt_no: operation.receipt_no ?? NONE,
      kind: printLabel(operation.kind, language),
      method: printLabel(operation.method, language),
      paid_at: riyadhDay(new Date(operation.paid_at)),
      amount: operation.amount,
      status: printLabel(operation.status, language),
    }));
}
