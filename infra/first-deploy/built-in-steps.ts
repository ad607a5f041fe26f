import { roleAbilities } from '../../shared/auth/abilities';
import { defaultPrintTemplates } from '../../shared/domain/prints/print-templates';
import type { FirstDeployStep } from './step';

/**
 * Print templates are part of the code (shared/domain/prints): no operation stores one yet, so a
 * new stage has them all. The step says so, and is where their storing goes when that changes.
 */
export const printTemplatesStep: FirstDeployStep = {
  name: 'print templates',
  run: async () => ({
    written: 0,
    summary: `nothing to store: ${defaultPrintTemplates.length} default templates are built into the code`,
  }),
};

/** The role bundles are code too (shared/auth/abilities.ts): users name their roles. */
export const rolesStep: FirstDeployStep = {
  name: 'roles',
  run: async () => ({
    written: 0,
    summary: `nothing to store: ${Object.keys(roleAbilities).length} role bundles are built into the code`,
  }),
};
