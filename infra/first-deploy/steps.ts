import { adminStep } from './admin-step';
import { appsKeyStep } from './apps-key-step';
import { printTemplatesStep, rolesStep } from './built-in-steps';
import { companyStep } from './company-step';
import { hrReferenceStep } from './hr-reference-step';
import { placesStep } from './places-step';
import { tolerancesStep, warehousesStep } from './purchasing-steps';
import { smokeUserStep } from './smoke-user-step';
import type { FirstDeployStep } from './step';
import { suppliersStep } from './suppliers-step';

/**
 * What a new stage needs before anyone signs in, in order: reference data, then the keys and the
 * users. A later area adds its reference data as one step file and one entry here, before
 * `appsKeyStep`.
 */
export const firstDeploySteps: readonly FirstDeployStep[] = [
  placesStep,
  companyStep,
  printTemplatesStep,
  rolesStep,
  suppliersStep,
  warehousesStep,
  tolerancesStep,
  hrReferenceStep,
  appsKeyStep,
  adminStep,
  smokeUserStep,
];
