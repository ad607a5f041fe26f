import { findEntity, listPage } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';

/*
 * A minimal contractor contract (STAFF-DOMAIN-2 1.2, Q10; issue 33): what a contractor's purchase
 * invoice bills against until the contracts and payment certificates of a later issue exist. That
 * issue extends this record (and its payment certificates move `certified`); see README.md here.
 */

/** One stage of the works: its value, how much of it was certified, and how much was invoiced (halalas, without VAT). */
export interface ContractMilestone {
  /** 1-based, stable: invoice lines name it. */
  id: number;
  name: string;
  amount: number;
  certified: number;
  invoiced: number;
}

/**
 * A contract with a contractor (a supplier user) on a project. `invoiced_total` = Σ milestones'
 * invoiced; the contract's version guards its milestones (an invoice's transaction conditions on
 * the version it read, so two invoices never bill one certified amount twice: Q10).
 */
export interface Contract {
  number: string;
  title: string;
  stakeholder_id: number;
  project_id: number;
  project_item_id: number | null;
  status: 'active' | 'closed';
  milestones: ContractMilestone[];
  /** Halalas, without VAT. */
  contract_total: number;
  invoiced_total: number;
  retention_pct: number;
}

/** Contracts, listed by contractor and by project. */
export const CONTRACT = entityType<Contract>('CONTRACT', { lists: [['stakeholder_id'], ['project_id']] });
export type ContractEntity = EntityOf<typeof CONTRACT>;

/** What a milestone may still be invoiced: certified less invoiced (never below 0). */
export const milestoneInvoiceable = (milestone: ContractMilestone) =>
  Math.max(milestone.certified - milestone.invoiced, 0);

/** The active contracts of a contractor (on a project when given), at most 50. */
export async function contractsOf(stakeholderId: number, projectId?: number): Promise<ContractEntity[]> {
  const { items } = await listPage(CONTRACT, 1, 50, { filters: { stakeholder_id: stakeholderId } });
  return items.filter(
    (contract) =>
      contract.status === 'active' && (projectId === undefined || contract.project_id === projectId),
  );
}

/** The contract, or undefined. */
export const findContract = (id: number) => findEntity(CONTRACT, id);
