import { partitionItems, prepareCreate } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';
import { when } from '../../db/expressions';
import { keys } from '../../db/keys';
import { type TxItem, txUpdate } from '../../db/transaction-builder';
import type { TransactItem } from '../../db/transactions';
import { ValidationError } from '../../errors';

/**
 * Leave as a ledger (STAFF-DOMAIN-2 2.1, HRMS Leave Ledger Entry): every change of an employee's
 * days of a leave type is an entry, and the stored balance beside it moves in the entry's
 * transaction, since a condition cannot sum entries. `available_days` = `ledger_days` −
 * `reserved_days` is kept stored (a condition cannot subtract): a request reserves under
 * `available_days >= d`, so 20 parallel requests never overdraw.
 */
export const LEDGER_KINDS = [
  'allocation',
  'accrual',
  'leave',
  'reversal',
  'expiry',
  'encashment',
  'comp_off',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LeaveLedgerEntry {
  employee_id: number;
  department_id: number | null;
  leave_type_id: number;
  kind: LedgerKind;
  /** Signed: credits +, debits −; halves allowed. */
  days: number;
  from_date: string | null;
  to_date: string | null;
  pay_pct: number | null;
  /** What made it: `leave_request`, `overtime_request`, `accrual_job`, `seed`... and its id. */
  source_type: string;
  source_id: number | null;
  at: string;
}

/** Ledger entries, listed by employee and by employee and type (newest first). */
export const LEAVE_LEDGER_ENTRY = entityType<LeaveLedgerEntry>('LEAVE_LEDGER_ENTRY', {
  lists: [['employee_id'], ['employee_id', 'leave_type_id']],
});
export type LeaveLedgerEntryEntity = EntityOf<typeof LEAVE_LEDGER_ENTRY>;

/** An employee's balance of one leave type (`keys.leaveBalance`). */
export interface LeaveBalance {
  employee_id: number;
  leave_type_id: number;
  /** The ledger's sum. */
  ledger_days: number;
  /** Held by pending requests. */
  reserved_days: number;
  /** ledger − reserved: what a new request may take. */
  available_days: number;
  /** Leave approved and not reversed (the sum of `leave` and `reversal` entries, positive). */
  taken_days: number;
}

const emptyBalance = (employeeId: number, leaveTypeId: number): LeaveBalance => ({
  employee_id: employeeId,
  leave_type_id: leaveTypeId,
  ledger_days: 0,
  reserved_days: 0,
  available_days: 0,
  taken_days: 0,
});

/** Every balance of an employee (one query, bounded by the leave types). */
export async function leaveBalancesOf(employeeId: number): Promise<LeaveBalance[]> {
  const { pk } = keys.leaveBalance(employeeId, 0);
  // A balance item holds only the counters its moves touched so far (a first reservation has no
  // `taken_days`): the others read as 0.
  const items = (await partitionItems(pk, 'TYPE#')) as unknown as Array<Partial<LeaveBalance>>;
  return items.map((item) => ({ ...emptyBalance(employeeId, Number(item.leave_type_id)), ...item }));
}

/** One balance (zeros when the employee never had days of the type). */
export async function leaveBalance(employeeId: number, leaveTypeId: number): Promise<LeaveBalance> {
  const balances = await leaveBalancesOf(employeeId);
  return (
    balances.find((balance) => balance.leave_type_id === leaveTypeId) ?? emptyBalance(employeeId, leaveTypeId)
  );
}

type EntryInput = Omit<LeaveLedgerEntry, 'at'>;

async function entryItems(entry: EntryInput, at: string): Promise<TransactItem[]> {
  return (await prepareCreate(LEAVE_LEDGER_ENTRY, { ...entry, at })).items;
}

const balanceKey = (entry: Pick<LeaveLedgerEntry, 'employee_id' | 'leave_type_id'>) =>
  keys.leaveBalance(entry.employee_id, entry.leave_type_id);

/** The identity attributes a balance item carries (set on every move, so the first one creates it). */
const identity = (entry: Pick<LeaveLedgerEntry, 'employee_id' | 'leave_type_id'>) => ({
  employee_id: entry.employee_id,
  leave_type_id: entry.leave_type_id,
});

/**
 * A credit (allocation, accrual, comp-off, a reversal of taken leave) or an uncapped debit
 * (expiry, encashment): the entry, and the balance's ledger and available days moved by `days`
 * (a reversal also gives back `taken_days`). Creates the balance on its first move.
 */
export async function ledgerMove(entry: EntryInput, at: string): Promise<TransactItem[]> {
  return [
    txUpdate(`leave-balance-${entry.employee_id}-${entry.leave_type_id}-${entry.kind}`, balanceKey(entry), {
      set: identity(entry),
      add: {
        ledger_days: entry.days,
        available_days: entry.days,
        ...(entry.kind === 'reversal' ? { taken_days: -entry.days } : {}),
      },
    }).item,
    ...(await entryItems(entry, at)),
  ];
}

/**
 * Holds `days` for a pending request: available − d, reserved + d, under `available_days >= d`
 * unless the type allows a negative balance; refused, a 422 on `field` naming what was available.
 */
export function reserveLeave(
  balance: Pick<LeaveBalance, 'employee_id' | 'leave_type_id' | 'available_days'>,
  days: number,
  options: { field: string; allowNegative: boolean },
): TxItem {
  return {
    ...txUpdate(
      `leave-balance-${balance.employee_id}-${balance.leave_type_id}-reserve`,
      balanceKey(balance),
      {
        set: identity(balance),
        add: { available_days: -days, reserved_days: days },
        ...(options.allowNegative ? {} : { condition: when.ge('available_days', days) }),
      },
    ),
    refusal: () =>
      ValidationError.forField(options.field, 'leave.balance_exceeded', {
        available: balance.available_days,
        days,
      }),
  };
}

/** Gives a reservation back (a request rejected, withdrawn or rewritten): reserved − d, available + d. */
export function releaseLeave(employeeId: number, leaveTypeId: number, days: number): TransactItem {
  return txUpdate(
    `leave-balance-${employeeId}-${leaveTypeId}-release`,
    keys.leaveBalance(employeeId, leaveTypeId),
    {
      add: { available_days: days, reserved_days: -days },
      condition: when.ge('reserved_days', days),
    },
  ).item;
}

/**
 * Takes a reservation as leave (the approval): reserved − d, ledger − d, taken + d, and the `leave`
 * entry of −d, in the decision's transaction.
 */
export async function takeReservedLeave(
  entry: Omit<EntryInput, 'kind' | 'days'> & { days: number },
  at: string,
) {
  return [
    txUpdate(`leave-balance-${entry.employee_id}-${entry.leave_type_id}-take`, balanceKey(entry), {
      add: { reserved_days: -entry.days, ledger_days: -entry.days, taken_days: entry.days },
      condition: when.ge('reserved_days', entry.days),
    }).item,
    ...(await entryItems({ ...entry, kind: 'leave', days: -entry.days }, at)),
  ];
}
