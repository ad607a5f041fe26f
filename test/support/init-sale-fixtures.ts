import { randomUUID } from 'node:crypto';
import { issueAccessToken } from '../../shared/auth/access-tokens';
import { createEntity, getEntity, softDeleteEntity, updateEntity } from '../../shared/db/entity-store';
import { CLIENT, emptyClient } from '../../shared/domain/clients/clients';
import { DISCOUNT, type Discount } from '../../shared/domain/discounts/discounts';
import { BUILDING, PROJECT } from '../../shared/domain/projects/projects';
import { BOOKING, type Booking } from '../../shared/domain/sales/sales';
import { UNIT, unitProjectCounts } from '../../shared/domain/units/units';
import { crmStaff, freshDepartment } from './crm-staff';
import { keyHeaders, systemUserUrl } from './http';

/** A unit's init-sale routes. */
export const initSaleUrl = (unitId: number) =>
  `${systemUserUrl}/sales-support/saleable-details/${unitId}/init-sale`;

const STORED = ['id', 'version', 'created_at', 'updated_at', 'list_sets', 'search_words'];
const withoutStored = <T extends object>(entity: T): T =>
  Object.fromEntries(Object.entries(entity).filter(([name]) => !STORED.includes(name))) as T;

const uniquePhone = () => `9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A client of the test's own, created through the store (national id and phone unless told otherwise). */
export async function saleClient(overrides: { national_id?: number | null; phone?: string } = {}) {
  const client = await createEntity(CLIENT, {
    ...emptyClient,
    name: `Buyer ${randomUUID().slice(0, 6)}`,
    phone: overrides.phone ?? uniquePhone(),
    national_id: overrides.national_id === undefined ? 1_012_345_678 : overrides.national_id,
  });
  const token = await issueAccessToken('client', client.id, ['client']);
  return { ...client, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}

/**
 * A project of the test's own (a copy of demo project 1) with one building, so its counters are the
 * test's. It is soft-deleted at once: its item stays for the records that name it, but it leaves
 * the project lists, which other files hold equal to the seeded projects.
 */
export async function saleProject() {
  const template = await getEntity(PROJECT, 1, 'project');
  const project = await createEntity(PROJECT, {
    ...withoutStored(template),
    name: `Init sale project ${randomUUID().slice(0, 6)}`,
  });
  // Read back: the created entity as returned does not carry the lists it is in.
  await softDeleteEntity(PROJECT, await getEntity(PROJECT, project.id, 'project'), { recordName: 'project' });
  const building = await createEntity(
    BUILDING,
    {
      name: 'Tower A',
      project_id: project.id,
      type: 'apartment_building',
      land_area: '1200',
      tax_value: null,
      price_after_tax: null,
    },
    { links: [{ type: PROJECT, id: project.id }] },
  );
  return { project, building };
}

/** An active discount of the test's project (approved, dates covering today), targeting the project unless told. */
export async function saleDiscount(projectId: number, overrides: Partial<Discount> = {}) {
  return createEntity(DISCOUNT, {
    unit_id: null,
    client_id: null,
    status_updated_by_user_id: null,
    project_id: projectId,
    building_id: null,
    name: `Offer ${randomUUID().slice(0, 6)}`,
    type: 'seasonal',
    max_value: null,
    name_text: null,
    value_type: 'percentage',
    value: '2',
    status: 'approved',
    target_type: 'project',
    start_date: new Date(Date.now() - 5 * 86_400_000).toISOString(),
    end_date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    status_updated_at: null,
    ...overrides,
  });
}

export interface HeldUnitOptions {
  /** The hold's status (default `accepted`) and its init deadline from now, in hours (default 72). */
  status?: string;
  deadlineHours?: number;
  /** A waiting booking of another agent behind the hold. */
  waiting?: boolean;
  client?: Awaited<ReturnType<typeof saleClient>>;
  attention_request_id?: number;
  /** SAR 850,000 by default. */
  price?: number;
  /** The hold's earnest money in halalas (SAR 5,000 by default; 0: none paid). */
  orbon?: number;
}

/**
 * A booked unit of a project of the test's own, held by a new agent (own scope, own department)
 * with a booking in the given state (accepted with SAR 5,000 earnest money by default), the unit's
 * pointers and the project's counters set as the holds would set them.
 */
export async function heldUnit(options: HeldUnitOptions = {}) {
  const department = freshDepartment();
  const [agent, waitingAgent, { project, building }, client] = await Promise.all([
    crmStaff(['sales_agent'], { row_scope: 'own', department_id: department }),
    crmStaff(['sales_agent'], { row_scope: 'own', department_id: department }),
    saleProject(),
    options.client ?? saleClient(),
  ]);
  const price = options.price ?? 850_000;
  // Every field filled (a copy of seeded unit 1): the unit lists other files read hold no nulls.
  const template = withoutStored(await getEntity(UNIT, 1, 'unit'));
  const unit = await createEntity(
    UNIT,
    {
      ...template,
      building_id: building.id,
      project_id: project.id,
      is_for_rent: false,
      name: `IS-${randomUUID().slice(0, 4)}`,
      status: 'booked',
      floor: '2',
      room_count: 3,
      area: '150',
      bathroom_count: 2,
      is_furnished: false,
      tax_rate: 5,
      price_before_tax: price,
      tax_value: price * 0.05,
      price_after_tax: price * 1.05,
      name_full: `Init sale unit ${randomUUID().slice(0, 6)}`,
      files: [],
      sale_id: null,
      active_booking_id: null,
      next_booking_id: null,
      client_id: null,
    },
    {
      links: [
        { type: PROJECT, id: project.id },
        { type: BUILDING, id: building.id },
      ],
      counts: unitProjectCounts({ project_id: project.id, status: 'booked', is_for_rent: false }),
    },
  );
  const now = Date.now();
  const book = (attributes: Partial<Booking> & Pick<Booking, 'client_id' | 'status'>) =>
    createEntity(
      BOOKING,
      {
        unit_id: unit.id,
        building_id: building.id,
        project_id: project.id,
        booking_open_at: new Date(now - 3_600_000).toISOString(),
        booking_expired_at: new Date(now + 47 * 3_600_000).toISOString(),
        department_id: department,
        hold_hours: 48,
        ...attributes,
      },
      {
        links: [
          { type: UNIT, id: unit.id },
          { type: CLIENT, id: attributes.client_id },
        ],
      },
    );
  const status = options.status ?? 'accepted';
  const booking = await book({
    client_id: client.id,
    status,
    sale_support_user_id: agent.id,
    attention_request_id: options.attention_request_id ?? null,
    orbon_amount: options.orbon ?? 500_000,
    ...(status === 'accepted'
      ? {
          accepted_at: new Date(now - 60_000).toISOString(),
          init_deadline_at: new Date(now + (options.deadlineHours ?? 72) * 3_600_000).toISOString(),
        }
      : {}),
  });
  const waitingClient = options.waiting ? await saleClient() : undefined;
  const waiting = waitingClient
    ? await book({ client_id: waitingClient.id, status: 'waiting', sale_support_user_id: waitingAgent.id })
    : undefined;
  const held = await updateEntity(
    UNIT,
    unit.id,
    { active_booking_id: booking.id, next_booking_id: waiting?.id ?? null, client_id: client.id },
    { recordName: 'unit' },
  );
  return { department, agent, waitingAgent, project, building, client, unit: held, booking, waiting };
}
