import { randomUUID } from 'node:crypto';
import { createEntity } from '../../shared/db/entity-store';
import type { ProjectBookingSettings } from '../../shared/domain/bookings/booking-holds';
import { storeClient } from '../../shared/domain/clients/store-client';
import { BUILDING, type Building, PROJECT, type Project } from '../../shared/domain/projects/projects';
import { UNIT, type Unit, unitProjectCounts } from '../../shared/domain/units/units';

const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** A project of the test's own (no other test holds units in it), with booking settings when given. */
export async function freshProject(settings: ProjectBookingSettings = {}) {
  const project = await createEntity(PROJECT, {
    name: `Holds ${randomUUID().slice(0, 6)}`,
    status: 'on_sale',
    type: 'apartments',
    ...settings,
  } as Project);
  const building = await createEntity(
    BUILDING,
    {
      name: 'A',
      project_id: project.id,
      type: null,
      land_area: null,
      tax_value: null,
      price_after_tax: null,
    } as Building,
    { links: [{ type: PROJECT, id: project.id }] },
  );
  return { project, building };
}

/** An available unit for sale in the project (or one of the given status / for rent). */
export async function freshUnit(
  place: { project: { id: number }; building: { id: number } },
  options: { status?: string; is_for_rent?: boolean } = {},
) {
  const status = options.status ?? 'available';
  const isForRent = options.is_for_rent ?? false;
  return createEntity(
    UNIT,
    {
      building_id: place.building.id,
      project_id: place.project.id,
      is_for_rent: isForRent,
      name: `U-${digits(4)}`,
      status,
      price_before_tax: 900_000,
      tax_rate: 5,
      price_after_tax: 945_000,
      sale_id: null,
      active_booking_id: null,
      next_booking_id: null,
      client_id: null,
    } as unknown as Unit,
    {
      links: [
        { type: PROJECT, id: place.project.id },
        { type: BUILDING, id: place.building.id },
      ],
      counts: unitProjectCounts({ project_id: place.project.id, status, is_for_rent: isForRent }),
    },
  );
}

/** A client of the test's own. */
export async function freshClient(): Promise<{ id: number }> {
  const client = await storeClient({ name: `Client ${randomUUID().slice(0, 6)}`, phone: `05${digits(8)}` });
  return { id: Number(client.id) };
}
