import { describe, expect, it } from 'vitest';
import {
  ListFilters,
  SalesSupportProject,
  SalesSupportUnit,
  StaffAttentionRequest,
} from '../../../shared/schemas/records';
import { crmStaff, freshDepartment } from '../../support/crm-staff';
import { expectList, expectSingle } from '../../support/envelopes';
import { systemUserUrl } from '../../support/http';
import { useOwnStack } from '../../support/own-stack';
import { freshBooking, freshClient, freshInventory, moveUnit } from '../../support/sales-browse-fixtures';

// Fresh projects and units would change what the shared table's tests count (every project, every
// unit on sale): this file runs on demo data of its own, behind a gateway of its own.
const { call } = useOwnStack();

const url = `${systemUserUrl}/sales-support`;
const projectUrl = (id: number) => `${url}/projects/${id}`;
const freshPhone = () => `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('{system_user_url}/sales-support', () => {
  it("lists a projects scope's projects with their available, booked and sold counters, filtered by status", async () => {
    const { project } = await freshInventory(
      [
        { status: 'available' },
        { status: 'available' },
        { status: 'available', is_for_rent: true },
        { status: 'booked' },
        { status: 'sold' },
      ],
      { status: 'completed', type: 'villas' },
    );
    const other = await freshInventory([{ status: 'available' }]);
    const manager = await crmStaff(['sales_manager'], {
      row_scope: 'projects',
      project_ids: [project.id, other.project.id],
    });
    const listed = await call(`${url}?status=completed`, { headers: manager.headers });
    expect(listed.status).toBe(200);
    const projects = expectList(listed.body, SalesSupportProject, url);
    expect(projects).toEqual([
      expect.objectContaining({
        id: project.id,
        sale_type: 'off_plan',
        units_count: 5,
        for_sale_units_count: 4,
        available_units_count: 3,
        booked_units_count: 1,
        sold_units_count: 1,
      }),
    ]);
    expect(listed.body.response.meta.total).toBe(1);
    const both = expectList((await call(url, { headers: manager.headers })).body, SalesSupportProject, url);
    expect(both.map((record) => record.id)).toEqual([other.project.id, project.id]);

    // An `all` scope reads the project lists: the fresh project is the newest villas project completed.
    const director = await crmStaff(['sales_director'], { row_scope: 'all' });
    const all = await call(`${url}?status=completed&type=villas&per_page=1`, { headers: director.headers });
    expect(expectList(all.body, SalesSupportProject, url).map((record) => record.id)).toEqual([project.id]);
  });

  it("lists a project's units by status, by rooms and price on sale, and refuses another status with a price", async () => {
    const { project, units } = await freshInventory([
      { status: 'available', room_count: 2 },
      { status: 'available', room_count: 3 },
      { status: 'available', room_count: 3, is_for_rent: true },
      { status: 'sold', room_count: 3 },
      { status: 'booked', room_count: 3 },
    ]);
    const [cheap, dear, rental, sold, booked] = units.map((unit) => unit.id);
    const agent = await crmStaff(['sales_agent'], { row_scope: 'own' });
    const ids = async (query: string) => {
      const response = await call(`${projectUrl(project.id)}/saleable?${query}`, { headers: agent.headers });
      expect(response.status).toBe(200);
      return expectList(response.body, SalesSupportUnit, `${projectUrl(project.id)}/saleable`).map(
        (unit) => unit.id,
      );
    };
    expect(await ids('')).toEqual([booked, sold, rental, dear, cheap]);
    expect(await ids('status=sold')).toEqual([sold]);
    expect(await ids('status=available')).toEqual([rental, dear, cheap]);
    // Rooms and price read the units on sale (available and not for rent).
    expect(await ids('room_count=3')).toEqual([dear]);
    expect(await ids('price_to=900000')).toEqual([cheap]);
    expect(await ids('price_from=900000&room_count=3')).toEqual([dear]);
    expect(await ids('status=available&price_from=1')).toEqual([cheap, dear]);
    // Rooms with another status: that status's units, filtered by rooms; a price stays on sale only.
    expect(await ids('status=sold&room_count=3')).toEqual([sold]);
    expect(await ids('status=booked&room_count=2')).toEqual([]);
    const refused = await call(`${projectUrl(project.id)}/saleable?status=sold&price_from=1`, {
      headers: agent.headers,
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['filters']);
    const invalid = await call(`${projectUrl(project.id)}/saleable?status=lost&price_from=x`, {
      headers: agent.headers,
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['price_from', 'status']);
  });

  it("shows a unit's booking only to the agent in scope, and hides other projects from a projects scope (404)", async () => {
    const { project, units } = await freshInventory([{ status: 'available' }]);
    const [unit] = units as [(typeof units)[number]];
    const department = freshDepartment();
    const holder = await crmStaff(['sales_agent'], { row_scope: 'own', department_id: department });
    const otherAgent = await crmStaff(['sales_agent'], { row_scope: 'own' });
    const client = await freshClient();
    const booking = await freshBooking(unit, {
      client_id: client.id,
      status: 'active',
      sale_support_user_id: holder.id,
      department_id: department,
    });
    await moveUnit(unit, { status: 'booked', active_booking_id: booking.id, client_id: client.id });
    const unitsOf = async (headers: Record<string, string>) =>
      expectList(
        (await call(`${projectUrl(project.id)}/saleable`, { headers })).body,
        SalesSupportUnit,
        `${projectUrl(project.id)}/saleable`,
      );
    const [seen] = await unitsOf(holder.headers);
    expect(seen).toMatchObject({ status: 'booked', activeBooking: { id: booking.id, status: 'active' } });
    expect(seen?.client?.id).toBe(client.id);
    const [hidden] = await unitsOf(otherAgent.headers);
    expect(hidden).toMatchObject({ status: 'booked', activeBooking: null, client: null });

    const elsewhere = await crmStaff(['sales_manager'], { row_scope: 'projects', project_ids: [1] });
    for (const path of ['saleable', 'saleable/filters', 'attention-requests']) {
      const response = await call(`${projectUrl(project.id)}/${path}`, { headers: elsewhere.headers });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'The requested project was not found.' });
    }
    // A staff member without sales.units.view is refused every browsing route.
    const technician = await crmStaff(['technician'], { row_scope: 'own' });
    for (const path of [url, `${url}/filters`, `${projectUrl(project.id)}/saleable`]) {
      const response = await call(path, { headers: technician.headers });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'This action is unauthorized.' });
    }
  });

  it("lists a project's leads in the lead row scope: an agent their own, an all scope every lead", async () => {
    const { project } = await freshInventory([{ status: 'available' }]);
    const [agent, otherAgent] = await Promise.all([
      crmStaff(['sales_agent'], { row_scope: 'own' }),
      crmStaff(['sales_agent'], { row_scope: 'own' }),
    ]);
    const store = async (headers: Record<string, string>, name: string) => {
      const stored = await call(`${systemUserUrl}/crm/attention-requests`, {
        headers,
        form: { project_id: String(project.id), platform: 'walk_in', name, phone: freshPhone() },
      });
      expect(stored.status).toBe(201);
      return expectSingle(stored.body, StaffAttentionRequest).id;
    };
    const mine = await store(agent.headers, 'Mine');
    const theirs = await store(otherAgent.headers, 'Theirs');
    const leadsUrl = `${projectUrl(project.id)}/attention-requests`;
    const ids = async (headers: Record<string, string>, query = '') => {
      const response = await call(`${leadsUrl}${query}`, { headers });
      expect(response.status).toBe(200);
      return expectList(response.body, StaffAttentionRequest, leadsUrl).map((lead) => lead.id);
    };
    expect(await ids(agent.headers)).toEqual([mine]);
    expect(await ids(otherAgent.headers)).toEqual([theirs]);
    const director = await crmStaff(['sales_director'], { row_scope: 'all' });
    expect(await ids(director.headers)).toEqual([theirs, mine]);
    expect(await ids(director.headers, '?status=new')).toEqual([theirs, mine]);
    expect(await ids(director.headers, '?status=lost')).toEqual([]);
    expect(await ids(agent.headers, '?search=mine')).toEqual([mine]);
  });

  it('answers the filters of the index, the unit lists and the lead lists, in Arabic when asked', async () => {
    const agent = await crmStaff(['sales_agent'], { row_scope: 'own' });
    const keysOf = async (path: string) =>
      expectSingle((await call(`${url}${path}`, { headers: agent.headers })).body, ListFilters).filters.map(
        (filter) => `${filter.key}:${filter.type}`,
      );
    expect(await keysOf('/filters')).toEqual(['status:select', 'type:select']);
    expect(await keysOf('/saleable-details/filters')).toEqual([
      'status:select',
      'room_count:select',
      'price:number_range',
    ]);
    expect(await keysOf('/attention-requests/filters')).toEqual([
      'search:text',
      'status:select',
      'date:date_range',
    ]);
    const { project } = await freshInventory([
      { status: 'available' },
      { status: 'sold' },
      { status: 'sold' },
    ]);
    const arabic = await call(`${projectUrl(project.id)}/saleable/filters`, {
      headers: { ...agent.headers, 'Accept-Language': 'ar' },
    });
    const [status] = expectSingle(arabic.body, ListFilters).filters;
    expect(status?.label).toBe('الحالة');
    expect(status?.options.slice(0, 3)).toEqual([
      { value: 'available', label: 'متاحة (1)' },
      { value: 'booked', label: 'محجوزة (0)' },
      { value: 'sold', label: 'مباعة (2)' },
    ]);
  });
});
