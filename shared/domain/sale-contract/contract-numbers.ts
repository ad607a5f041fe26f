import type { TxItem } from '../../db/transaction-builder';
import { nextYearlyNumber } from '../numbering/next-yearly-number';

/** The counter of a project's contract numbers in a year (`COUNTER` / `CONTRACT_NUMBER#<project>#<year>`). */
const contractCounter = (projectId: number, year: number) => `CONTRACT_NUMBER#${projectId}#${year}`;

/** A contract number as printed: `CT-<project>-<year>-<5 digits>`, e.g. `CT-3-2026-00042`. */
export const contractNumberText = (projectId: number, year: number, sequence: number) =>
  `CT-${projectId}-${year}-${String(sequence).padStart(5, '0')}`;

/**
 * The project's next contract number of the year and the counter move that takes it, for the
 * transaction that writes it on the sale: conditioned on the value read, so a number is taken only
 * by the sale that keeps it (gap-free, no duplicates), as offer and receipt numbers.
 */
export async function nextContractNumber(
  projectId: number,
  now: Date,
): Promise<{ contract_number: string; guard: TxItem }> {
  const { number, guard } = await nextYearlyNumber(
    now,
    'contract-number',
    (year) => contractCounter(projectId, year),
    (year, sequence) => contractNumberText(projectId, year, sequence),
  );
  return { contract_number: number, guard };
}
