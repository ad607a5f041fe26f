import { createEntity, listPage } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';

/** A bank a client's salary is paid into or a financing comes from (the spec's Bank). */
export interface Bank {
  name: string;
  name_ar: string;
  /** The bank's code in Saudi IBANs (digits 5-6). */
  code: string;
}

/** The banks, one list (every bank, newest first): the solvency form reads it. */
export const BANK = entityType<Bank>('BANK', { lists: [] });
export type BankEntity = EntityOf<typeof BANK>;

/** The banks a deployment starts with: the Saudi banks that finance homes. */
export const DEFAULT_BANKS: readonly Bank[] = [
  { name: 'Al Rajhi Bank', name_ar: 'مصرف الراجحي', code: '80' },
  { name: 'The Saudi National Bank', name_ar: 'البنك الأهلي السعودي', code: '10' },
  { name: 'Riyad Bank', name_ar: 'بنك الرياض', code: '20' },
  { name: 'Saudi Awwal Bank', name_ar: 'البنك السعودي الأول', code: '45' },
  { name: 'Alinma Bank', name_ar: 'مصرف الإنماء', code: '05' },
  { name: 'Bank Albilad', name_ar: 'بنك البلاد', code: '15' },
  { name: 'Arab National Bank', name_ar: 'البنك العربي الوطني', code: '30' },
  { name: 'Bank AlJazira', name_ar: 'بنك الجزيرة', code: '60' },
  { name: 'Banque Saudi Fransi', name_ar: 'البنك السعودي الفرنسي', code: '55' },
];

/** The most banks the form offers (one page of the list). */
const MAX_BANKS = 100;

/** Every bank, oldest first (the seeded order). */
export async function listBanks(): Promise<BankEntity[]> {
  const { items } = await listPage(BANK, 1, MAX_BANKS);
  return items.sort((a, b) => a.id - b.id);
}

/** Writes the default banks when there are none (the seed of a new deployment); run once, not per request. */
export async function seedDefaultBanks(): Promise<BankEntity[]> {
  const existing = await listBanks();
  if (existing.length > 0) return existing;
  const created: BankEntity[] = [];
  for (const bank of DEFAULT_BANKS) created.push(await createEntity(BANK, bank));
  return created;
}
