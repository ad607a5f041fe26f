import { findEntity, updateEntity } from '../../db/entity-store';
import { ConflictError, ValidationError } from '../../errors';
import { type Locale, type MessageKey, translate } from '../../i18n';
import type { StaffCaller } from '../callers/callers';
import type { Actor } from '../lifecycle/lifecycle';
import { sarOrNull } from '../money';
import { type BankStageStep, SALE, type SaleEntity } from '../sales/sales';
import { PURCHASE_METHODS, type PurchaseMethod } from '../sales-support/solvency';
import { BANK, listBanks } from '../sales-support/solvency-banks';
import { bankOption } from '../sales-support/solvency-record';
import { BANK_STAGES, type BankStage, bankStep, financedBy } from './bank-stages';
import { actorUserId, settingsSale } from './settings-sale';

/** Sale states whose purchase method may still change: before the deed moves and not cancelled. */
const OPEN_STATUSES = ['draft', 'contract_pending', 'contracted', 'ready_for_emptying'];

/** Once the deed moved (`emptying`) or the bank paid, the bank stays: its money is in the sale. */
const BANK_COMMITTED = BANK_STAGES.indexOf('emptying');

const methodOptions = (locale: Locale) =>
  PURCHASE_METHODS.map((value) => ({
    value,
    label: translate(locale, `sales_browse.purchase_method.${value}` as MessageKey),
  }));

async function purchaseMethodOnWire(sale: SaleEntity, locale: Locale) {
  const banks = await listBanks();
  return {
    sale_id: sale.id,
    sale_status: sale.status,
    purchase_method: sale.purchase_method ?? null,
    follows_bank: financedBy(sale.purchase_method),
    bank_id: sale.bank_id ?? null,
    bank_stage: sale.bank_stage ?? null,
    financing_amount: sarOrNull(sale.financing_amount),
    purchase_methods: methodOptions(locale),
    banks: banks.map((bank) => bankOption(bank, locale)),
  };
}

/** A sale's purchase method, its bank and stage, and the form's choices (methods, banks). */
export async function salePurchaseMethodData(viewer: StaffCaller, saleId: number, locale: Locale) {
  return purchaseMethodOnWire(await settingsSale(viewer, saleId), locale);
}

export interface PurchaseMethodChange {
  purchase_method: PurchaseMethod;
  bank_id?: number | undefined;
  note?: string | undefined;
}

async function checkChange(sale: SaleEntity, input: PurchaseMethodChange) {
  if (!OPEN_STATUSES.includes(sale.status))
    throw new ConflictError('sale_settings.purchase_method_closed', { status: sale.status });
  const financed = financedBy(input.purchase_method);
  if (financed && input.bank_id === undefined)
    throw ValidationError.forField('bank_id', 'validation.required_if', {
      other: 'purchase method',
      value: input.purchase_method,
    });
  if (financed && !(await findEntity(BANK, input.bank_id as number)))
    throw ValidationError.forField('bank_id', 'validation.exists');
  const bankId = financed ? (input.bank_id as number) : null;
  if (input.purchase_method === sale.purchase_method && bankId === (sale.bank_id ?? null))
    throw ValidationError.forField('purchase_method', 'sale_settings.purchase_method_same');
  const stageAt = BANK_STAGES.indexOf(sale.bank_stage as BankStage);
  // The machine runs once a bank method named its bank here (init sale records the method only).
  const running = financedBy(sale.purchase_method) && Boolean(sale.bank_stage);
  const leavesBank = running && (!financed || bankId !== sale.bank_id);
  if (leavesBank && stageAt >= BANK_COMMITTED)
    throw new ConflictError('sale_settings.bank_committed', { stage: sale.bank_stage ?? '' });
  return { financed, bankId, leavesBank, startsBank: financed && (!running || bankId !== sale.bank_id) };
}

/**
 * Changes a sale's purchase method (STAFF-DOMAIN 6.5), under the sale version read (racing changes:
 * one lands, the others 409). To a bank (or another bank) starts the stage machine at
 * `price_offer_issued`; away from it (or to another bank) closes it; bank_financing <-> mixed with
 * the same bank keeps the stage. The steps stay in `bank_stage_history`.
 */
export async function changeSalePurchaseMethod(
  viewer: StaffCaller,
  actor: Actor,
  saleId: number,
  input: PurchaseMethodChange,
  locale: Locale,
) {
  const sale = await settingsSale(viewer, saleId);
  const { financed, bankId, leavesBank, startsBank } = await checkChange(sale, input);
  const step = {
    date: new Date().toISOString().slice(0, 10),
    note: input.note ?? null,
    by_user_id: actorUserId(actor),
  };
  const history: BankStageStep[] = [...(sale.bank_stage_history ?? [])];
  if (leavesBank)
    history.push(bankStep({ ...step, action: 'close', from: sale.bank_stage ?? null, to: null }));
  if (startsBank) history.push(bankStep({ ...step, action: 'start', from: null, to: BANK_STAGES[0] }));
  const updated = await updateEntity(
    SALE,
    sale.id,
    {
      purchase_method: input.purchase_method,
      bank_id: bankId,
      bank_stage: startsBank ? BANK_STAGES[0] : financed ? (sale.bank_stage ?? null) : null,
      financing_amount: startsBank || !financed ? null : (sale.financing_amount ?? null),
      bank_stage_history: history,
    },
    { recordName: 'sale', current: sale, expectedVersion: sale.version },
  );
  return purchaseMethodOnWire(updated, locale);
}
