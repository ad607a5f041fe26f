import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RealEstate, SalesSupportProject, SalesSupportUnit, Unit } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, keyHeaders, systemUserUrl } from '../../support/http';
import { useOwnStack } from '../../support/own-stack';
import { freshBooking, freshClient, freshInventory, moveUnit } from '../../support/sales-browse-fixtures';

// Fresh projects and units would change what the shared table's tests count (every project, every
// unit on sale): this file runs on demo data of its own, behind a gateway of its own.
const { call } = useOwnStack();

const salesUrl = `${systemUserUrl}/sales-support`;

describe('sales-support index and the system surface', () => {
  it("shows the same unit statuses and counters as the system surface, before and after a unit's hold", async () => {
    // A project status of this test's own, so both indexes answer this project only.
    const status = `browse-${randomUUID().slice(0, 8)}`;
    const { project, units } = await freshInventory(
      [
        { status: 'available' },
        { status: 'available' },
        { status: 'available', is_for_rent: true },
        { status: 'booked' },
        { status: 'sold' },
      ],
      { status },
    );
    const director = await crmStaff(['sales_director'], { row_scope: 'all' });
    const agent = await crmStaff(['sales_agent'], { row_scope: 'own' });
    const bothSides = async () => {
      const [sales] = expectList(
        (await call(`${salesUrl}?status=${status}`, { headers: director.headers })).body,
        SalesSupportProject,
        salesUrl,
      );
      const [system] = expectList(
        (await call(`${baseUrl}/system/real-estates?status=${status}`, { headers: keyHeaders() })).body,
        RealEstate,
        `${baseUrl}/system/real-estates`,
      );
      expect(sales?.id).toBe(project.id);
      expect(system?.project_id).toBe(project.id);
      return { sales, system };
    };
    const before = await bothSides();
    expect(before.sales).toMatchObject({
      units_count: before.system?.units_count,
      for_sale_units_count: before.system?.for_sale_units_count,
      available_units_count: before.system?.units_by_status.available,
      booked_units_count: before.system?.units_by_status.booked,
      sold_units_count: before.system?.units_by_status.sold,
    });
    expect(before.sales).toMatchObject({
      available_units_count: 3,
      booked_units_count: 1,
      sold_units_count: 1,
    });

    // A hold moves the unit's status and its project's counters in one transaction.
    const [unit] = units as [(typeof units)[number]];
    const client = await freshClient();
    const booking = await freshBooking(unit, {
      client_id: client.id,
      status: 'active',
      sale_support_user_id: agent.id,
    });
    await moveUnit(unit, { status: 'booked', active_booking_id: booking.id, client_id: client.id });
    const after = await bothSides();
    expect(after.sales).toMatchObject({
      available_units_count: 2,
      booked_units_count: 2,
      sold_units_count: 1,
    });
    expect(after.system?.units_by_status).toMatchObject({ available: 2, booked: 2, sold: 1 });

    const systemUnit = expectSingle(
      (await call(`${baseUrl}/system/units/${unit.id}`, { headers: keyHeaders() })).body,
      Unit,
    );
    const salesUnit = expectSingle(
      (await call(`${salesUrl}/saleable-details/${unit.id}`, { headers: agent.headers })).body,
      SalesSupportUnit,
    );
    expect(salesUnit.status).toBe(systemUnit.status);
    expect(salesUnit.status).toBe('booked');
    expect(salesUnit.activeBooking?.id).toBe(systemUnit.activeBooking?.id);

    const bookedIds = async (url: string, headers: Record<string, string>) =>
      (await call(`${url}?status=booked`, { headers })).body.response.data.map(
        (record: { id: number }) => record.id,
      );
    expect(await bookedIds(`${salesUrl}/projects/${project.id}/saleable`, agent.headers)).toEqual(
      await bookedIds(`${baseUrl}/system/projects/${project.id}/units`, keyHeaders()),
    );
  });
});
