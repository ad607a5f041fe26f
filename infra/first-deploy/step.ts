import type { HolidayCalendar } from '../../shared/domain/hr/hr-reference';
import type { SupplierInput } from '../../shared/domain/purchasing/add-supplier';
import type { PurchasingSettings } from '../../shared/domain/purchasing/purchasing-settings';
import type { WarehouseInput } from '../../shared/domain/warehouse/add-warehouse';

/** What the operator asked for: the stage, who the first admin is, and the key values to pair. */
export interface FirstDeployInput {
  stage: string;
  /** The first admin's e-mail (they sign in with it) and name. */
  adminEmail: string;
  adminName: string;
  /** Mail the admin's one-time password through the outbox instead of printing it. */
  sendPassword: boolean;
  /** The value of the stage's API Gateway key `real-estate-<stage>-apps`. */
  appsKeyValue: string;
  /**
   * The value of a key of the smoke user's own (`real-estate-<stage>-smoke`, a `partnerKeys` entry),
   * paired with `system-user` only; absent: the smoke user calls with the apps' pair.
   */
  smokeKeyValue?: string | undefined;
  /** The smoke user's e-mail; absent: the stage gets no smoke user (prod is not smoke-tested). */
  smokeEmail?: string | undefined;
  /** Where the pipeline keeps the smoke user's credentials (infra/config/stages.ts); absent: not smoke-tested. */
  smokeSecret?: { name: string; region: string } | undefined;
  /** The company's names until an admin edits the record (its identifiers are placeholders). */
  companyName: string;
  companyNameAr: string;
  /** Purchasing's suppliers (`--suppliers <file.json>`: an array of SupplierInput); absent: none. */
  suppliers?: SupplierInput[] | undefined;
  /** Purchasing's warehouses (`--warehouses <file.json>`); absent: none. */
  warehouses?: WarehouseInput[] | undefined;
  /** Purchasing's tolerances (`--tolerances <file.json>`); absent or missing ones: 0. */
  tolerances?: Partial<PurchasingSettings> | undefined;
  /** HR's holiday calendars (`--holidays <file.json>`); absent: the built-in 2026 and 2027. */
  holidays?: HolidayCalendar[] | undefined;
}

/** What a step did: how many records it wrote and the line that says so. */
export interface StepResult {
  written: number;
  summary: string;
}

/**
 * One run's shared state: the input, where the deliberate once-printed secret lines go, and what an
 * earlier step of this run made that a later one hands on (the apps' secret, for the smoke user).
 */
export interface FirstDeployRun {
  input: FirstDeployInput;
  /** Prints a line the operator must keep (a secret shown once): stdout, never a log. */
  printOnce: (line: string) => void;
  appsPair?: { apiKey: string; secretKey: string };
}

/**
 * One step of the first deploy: checks whether its records exist (by their natural key or unique
 * marker) and writes them only when none is there, with conditional writes, so a second or a
 * concurrent run writes nothing. A later area's reference data is one more step in steps.ts.
 */
export interface FirstDeployStep {
  name: string;
  run: (run: FirstDeployRun) => Promise<StepResult>;
}

/** The step refuses to go on: an existing record would have to be overwritten. */
export class FirstDeployRefusalError extends Error {
  override name = 'FirstDeployRefusalError';
}

/** The result of a step that found its records. */
export const alreadyPresent = (what: string): StepResult => ({
  written: 0,
  summary: `already present ${what}`,
});
