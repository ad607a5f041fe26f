import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { demoRoleEmail } from '../../infra/local/seed/people';
import { hashPassword } from '../../shared/auth/hashing';
import { createEntity, getEntity } from '../../shared/db/entity-store';
import { BUILDING, PROJECT } from '../../shared/domain/projects/projects';
import { UNIT, unitProjectCounts } from '../../shared/domain/units/units';
import type { RowScope } from '../../shared/domain/users/users';
import { staffRecord } from './crm-staff';
import { type ApiResponse, type call, demo, keyHeaders, systemUserUrl } from './http';
import { freshNationalId } from './national-ids';

/** The `call` of a file's own stack (useOwnStack): the role days run on a copy of the demo data. */
export type Send = (url: string, options?: Parameters<typeof call>[1]) => Promise<ApiResponse>;

/** A signed-in staff member: their id and the headers of the token the login answered. */
export interface SignedIn {
  id: number;
  headers: Record<string, string>;
}

const STORED = ['id', 'version', 'created_at', 'updated_at', 'list_sets', 'search_words'];
const withoutStored = <T extends object>(entity: T): T =>
  Object.fromEntries(Object.entries(entity).filter(([name]) => !STORED.includes(name))) as T;

const mobile = () => `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A visit slot of its own: a random future day (2031 on) at 10:00 UTC. */
const visitSlot = () => {
  const day = Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 3_000) * 86_400_000;
  return `${new Date(day).toISOString().slice(0, 10)} 10:00`;
};

/**
 * Prints render in this file's process while it runs (its own gateway's handlers have no renderer
 * function to invoke; the shared stack registers the same renderer in its process), and stop when
 * it ends: the browser closed, the registration removed for the next file of the worker.
 */
export function usePrintsInProcess() {
  let printed = false;
  beforeAll(async () => {
    const { renderPrintsInProcess } = await import('../../shared/prints/print-renderer-client');
    renderPrintsInProcess(async (request) => {
      printed = true;
      return (await import('../../functions/print-renderer/index')).handler(request);
    });
  });
  afterAll(async () => {
    const { renderPrintsInProcess } = await import('../../shared/prints/print-renderer-client');
    renderPrintsInProcess(undefined);
    if (printed) await (await import('../../shared/prints/html-to-pdf')).closePrintBrowser();
  });
}

/**
 * The steps of the role days over HTTP, on the file's own stack: every call is asserted (`ok`
 * answers the envelope's `data` once the status is the one expected).
 */
export function roleDay(send: Send) {
  const sales = `${systemUserUrl}/sales-support`;
  const crm = `${systemUserUrl}/crm`;
  const unitUrl = (unitId: number) => `${sales}/saleable-details/${unitId}`;
  const saleUrl = (saleId: number) => `${sales}/sales/${saleId}`;

  async function ok(url: string, options: Parameters<typeof call>[1] = {}, status = 200) {
    const response = await send(url, options);
    expect(
      response.status,
      `${options?.method ?? (options?.form ? 'POST' : 'GET')} ${url} ${JSON.stringify(response.body)}`,
    ).toBe(status);
    return response.body.data;
  }

  /** Signs in over HTTP with e-mail and password (`POST {system_user_url}/login`). */
  async function signIn(email: string): Promise<SignedIn> {
    const data = await ok(`${systemUserUrl}/login`, {
      headers: keyHeaders(),
      form: { email_or_phone: email, password: demo.password },
    });
    return { id: data.user.id as number, headers: keyHeaders({ Authorization: `Bearer ${data.token}` }) };
  }

  /** The demo member of a role (`demo.<role>@example.com`), signed in with the demo password. */
  const signInAs = (role: string) => signIn(demoRoleEmail(role));

  /**
   * A member of the role of the test's own, with the demo password, signed in over HTTP: for a
   * scope the demo member cannot have (projects of the test's own).
   */
  async function freshMember(
    role: string,
    scope: { row_scope: RowScope; project_ids?: number[]; department_id?: number },
  ) {
    const email = `day.${role.replaceAll('_', '-')}.${randomUUID().slice(0, 8)}@example.com`;
    await staffRecord({
      name: `Day ${role} ${randomUUID().slice(0, 4)}`,
      email,
      job_title: role,
      roles: [role],
      password_hash: await hashPassword(demo.password),
      row_scope: scope.row_scope,
      department_id: scope.department_id ?? null,
      project_ids: scope.project_ids ?? [],
    });
    return signIn(email);
  }

  /**
   * An available unit of the test's own (a copy of demo unit 1, every field filled), in demo
   * project 1 (its building) or in `project`.
   */
  async function availableUnit(project?: { id: number; buildingId: number }) {
    const template = withoutStored(await getEntity(UNIT, 1, 'unit'));
    const projectId = project?.id ?? template.project_id;
    const buildingId = project?.buildingId ?? template.building_id;
    const price = 900_000;
    return createEntity(
      UNIT,
      {
        ...template,
        project_id: projectId,
        building_id: buildingId,
        is_for_rent: false,
        name: `RD-${randomUUID().slice(0, 4)}`,
        name_full: `Role day unit ${randomUUID().slice(0, 6)}`,
        status: 'available',
        price_before_tax: price,
        tax_rate: 5,
        tax_value: price * 0.05,
        price_after_tax: price * 1.05,
        files: [],
        sale_id: null,
        active_booking_id: null,
        next_booking_id: null,
        client_id: null,
      },
      {
        links: [
          { type: PROJECT, id: projectId },
          { type: BUILDING, id: buildingId },
        ],
        counts: unitProjectCounts({ project_id: projectId, status: 'available', is_for_rent: false }),
      },
    );
  }

  /** A project of the test's own (a copy of demo project 1) with one building. */
  async function ownProject() {
    const template = withoutStored(await getEntity(PROJECT, 1, 'project'));
    const project = await createEntity(PROJECT, {
      ...template,
      name: `Role day project ${randomUUID().slice(0, 6)}`,
    });
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
    return { id: project.id, buildingId: building.id };
  }

  /** The agent's new lead (a walk-in, name and phone) at the unit's project. */
  async function newLead(agent: SignedIn, projectId: number) {
    const name = `Walk-in ${randomUUID().slice(0, 6)}`;
    const lead = await ok(
      `${systemUserUrl}/crm/attention-requests`,
      {
        headers: agent.headers,
        form: {
          project_id: String(projectId),
          name,
          phone: mobile(),
          platform: 'walk_in',
          payment_method: 'cash',
        },
      },
      201,
    );
    expect(lead).toMatchObject({ status: 'new', sale_support_user_id: agent.id });
    return { id: lead.id as number, name };
  }

  /** The lead's visit, booked by its agent for themself. */
  async function leadVisit(agent: SignedIn, leadId: number, unit: { id: number; project_id: number }) {
    const visit = await ok(
      `${systemUserUrl}/crm/book-visits/attention-requests/${leadId}/store`,
      {
        headers: agent.headers,
        form: {
          project_id: String(unit.project_id),
          unit_id: String(unit.id),
          visit_at: visitSlot(),
          kind: 'site',
          notes: 'Show the unit and the showroom.',
        },
      },
      201,
    );
    expect(visit).toMatchObject({ status: 'scheduled', attention_request_id: leadId, client_id: null });
    return visit as { id: number };
  }

  /** The lead's hold on the unit (the lead converted to a client), its client given a national id. */
  async function leadHold(agent: SignedIn, leadId: number, unitId: number) {
    const booking = await ok(
      `${unitUrl(unitId)}/booking/make-booking-for-attention-request`,
      { headers: agent.headers, form: { attention_request_id: String(leadId) } },
      201,
    );
    expect(booking).toMatchObject({ status: 'active', unit_id: unitId });
    const clientId = booking.client_id as number;
    const client = await ok(`${systemUserUrl}/crm/clients/${clientId}/update`, {
      headers: agent.headers,
      form: { national_id: freshNationalId() },
    });
    expect(client.id).toBe(clientId);
    return { bookingId: booking.id as number, clientId };
  }

  /** The client's solvency (cash, able to pay it all), then the hold sent to the sales manager. */
  async function solventAndSent(agent: SignedIn, unitId: number) {
    const solvency = await ok(`${unitUrl(unitId)}/booking/update-financial-solvency`, {
      headers: agent.headers,
      form: {
        purchase_method: 'cash',
        employer_sector: 'private',
        monthly_income: '40000',
        monthly_obligations: '2000',
        down_payment_available: '1500000',
      },
    });
    expect(solvency.result).toBe('solvent');
    const sent = await ok(`${unitUrl(unitId)}/booking/send-to-acceptance`, {
      method: 'POST',
      headers: agent.headers,
    });
    expect(sent.status).toBe('pending_acceptance');
    return sent as { id: number; acceptance_id: number };
  }

  /** The approvals waiting for the reviewer (`tab=to_me`), as ids. */
  async function waitingFor(reviewer: SignedIn) {
    const page = await send(`${systemUserUrl}/acceptances?tab=to_me&per_page=100`, {
      headers: reviewer.headers,
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    return (page.body.response.data as Array<{ id: number }>).map((approval) => approval.id);
  }

  /** The approval of a record waiting for the reviewer (`tab=to_me`), found by its type and id. */
  async function waitingApproval(reviewer: SignedIn, type: string, recordId: number) {
    const page = await send(`${systemUserUrl}/acceptances?tab=to_me&per_page=100`, {
      headers: reviewer.headers,
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const approval = (
      page.body.response.data as Array<{
        id: number;
        approvable_type: string;
        approvable_id: number;
        current_sequence: number;
        status: string;
      }>
    ).find((entry) => entry.approvable_type === type && entry.approvable_id === recordId);
    expect(approval, `no ${type} ${recordId} waiting for ${reviewer.id}`).toBeDefined();
    return approval as { id: number; current_sequence: number; status: string };
  }

  /** A percentage discount on the project asked for by `member` (pending its approval chain). */
  async function askDiscount(member: SignedIn, projectId: number, percentage: number) {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const discount = await ok(
      `${systemUserUrl}/crm/discounts`,
      {
        headers: member.headers,
        form: {
          name: `Role day offer ${randomUUID().slice(0, 4)}`,
          type: 'seasonal',
          value_type: 'percentage',
          value: String(percentage),
          target_type: 'project',
          project_id: String(projectId),
          start_date: day(1),
          end_date: day(30),
        },
      },
      201,
    );
    expect(discount.status).toBe('pending');
    return discount as { id: number };
  }

  /** A reviewer opens an approval waiting for them and accepts it. */
  async function accept(reviewer: SignedIn, acceptanceId: number, comment = 'Approved') {
    expect(await waitingFor(reviewer)).toContain(acceptanceId);
    const shown = await ok(`${systemUserUrl}/acceptances/${acceptanceId}`, { headers: reviewer.headers });
    expect(shown.can_accept).toBe(true);
    return ok(`${systemUserUrl}/acceptances/${acceptanceId}/accept`, {
      headers: reviewer.headers,
      form: { comment },
    });
  }

  /** Init sale (cash) on the accepted hold: the sale's id. */
  async function initSale(agent: SignedIn, unitId: number) {
    const sale = await ok(
      `${unitUrl(unitId)}/init-sale`,
      { headers: agent.headers, form: { purchase_method: 'cash' } },
      201,
    );
    expect(sale.status).toBe('draft');
    return sale.id as number;
  }

  /**
   * A sale of the agent's, from a new lead to init sale, its hold approved by `manager`: the lead,
   * a visit, the hold, solvency, approval, init sale.
   */
  async function leadToSale(agent: SignedIn, manager: SignedIn, unit: { id: number; project_id: number }) {
    const lead = await newLead(agent, unit.project_id);
    await leadVisit(agent, lead.id, unit);
    const { clientId, bookingId } = await leadHold(agent, lead.id, unit.id);
    const sent = await solventAndSent(agent, unit.id);
    await accept(manager, sent.acceptance_id, 'Solvent, go ahead');
    const saleId = await initSale(agent, unit.id);
    return { leadId: lead.id, clientId, bookingId, saleId };
  }

  /** A payment on the sale (`amount` SAR, else what it may take now): the operation. */
  async function pay(member: SignedIn, saleId: number, amount?: number) {
    const data = await ok(`${saleUrl(saleId)}/operations/get-pay-data`, { headers: member.headers });
    const paid = amount ?? (data.payable_now as number);
    expect(paid).toBeGreaterThan(0);
    const operation = await ok(
      `${saleUrl(saleId)}/operations/pay`,
      {
        headers: member.headers,
        form: {
          amount: paid.toFixed(2),
          method: 'bank_transfer',
          reference_no: `TR-${randomUUID().slice(0, 6)}`,
        },
      },
      201,
    );
    expect(operation).toMatchObject({ amount: paid });
    return operation as { id: number; receipt_no: string };
  }

  return {
    ok,
    signIn,
    signInAs,
    freshMember,
    availableUnit,
    ownProject,
    newLead,
    leadVisit,
    leadHold,
    solventAndSent,
    waitingFor,
    waitingApproval,
    askDiscount,
    accept,
    initSale,
    leadToSale,
    pay,
    unitUrl,
    saleUrl,
    crm,
    sales,
    core: systemUserUrl,
  };
}
