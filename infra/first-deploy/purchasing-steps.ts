import { createEntity, findEntity } from '../../shared/db/entity-store';
import {
  DEFAULT_PURCHASING_SETTINGS,
  PURCHASING_SETTINGS,
  PURCHASING_SETTINGS_ID,
} from '../../shared/domain/purchasing/purchasing-settings';
import { addWarehouse, warehouseNamed } from '../../shared/domain/warehouse/add-warehouse';
import { ConflictError, ValidationError } from '../../shared/errors';
import { alreadyPresent, FirstDeployRefusalError, type FirstDeployStep } from './step';

/**
 * The warehouses of `--warehouses <file.json>` (purchasing's reference data, STAFF-DOMAIN-2 1.2),
 * each added unless one of its Arabic name exists. No file: nothing to do.
 */
export const warehousesStep: FirstDeployStep = {
  name: 'warehouses',
  async run({ input }) {
    const warehouses = input.warehouses ?? [];
    if (warehouses.length === 0) return { written: 0, summary: 'nothing to store (no --warehouses file)' };
    let added = 0;
    for (const warehouse of warehouses) {
      if (await warehouseNamed(warehouse.name_ar)) continue;
      try {
        await addWarehouse(warehouse);
        added += 1;
      } catch (error) {
        // A concurrent run added it first: its name's marker refused this one.
        if (error instanceof ValidationError && (await warehouseNamed(warehouse.name_ar))) continue;
        if (error instanceof ValidationError)
          throw new FirstDeployRefusalError(
            `warehouse ${warehouse.name_ar} refused: ${Object.keys(error.fields).join(', ')}`,
          );
        throw error;
      }
    }
    if (added === 0) return alreadyPresent(`(${warehouses.length} warehouses)`);
    return {
      written: added,
      summary: `${added} warehouses added, ${warehouses.length - added} already present`,
    };
  },
};

/**
 * The purchasing tolerances (record id 1): those of `--tolerances <file.json>`, each missing one 0
 * (the strict default, open question 4), written when the stage has none; never changed after.
 */
export const tolerancesStep: FirstDeployStep = {
  name: 'tolerances',
  async run({ input }) {
    if (await findEntity(PURCHASING_SETTINGS, PURCHASING_SETTINGS_ID)) return alreadyPresent('(tolerances)');
    const settings = { ...DEFAULT_PURCHASING_SETTINGS, ...input.tolerances };
    try {
      await createEntity(PURCHASING_SETTINGS, settings, { id: PURCHASING_SETTINGS_ID });
    } catch (error) {
      // A concurrent run wrote them first.
      if (error instanceof ConflictError) return alreadyPresent('(tolerances)');
      throw error;
    }
    const described = Object.entries(settings)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ');
    return { written: 1, summary: `tolerances written: ${described}` };
  },
};
