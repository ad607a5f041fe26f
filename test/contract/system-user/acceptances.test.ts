import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, onTestFinished } from 'vitest';
import { abilitiesFor } from '../../../shared/auth/abilities';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { createEntity, getEntity } from '../../../shared/db/entity-store';
import { keys } from '../../../shared/db/keys';
import { submitForAcceptance } from '../../../shared/domain/acceptances/engine';
import { indexRoleMembers } from '../../../shared/domain/acceptances/role-members';
import { discountApprovable } from '../../../shared/domain/discounts/discount-acceptance';
import { DISCOUNT } from '../../../shared/domain/discounts/discounts';
import { USER } from '../../../shared/domain/users/users';
import { Acceptance, AcceptanceBulkResult, AcceptanceShow } from '../../../shared/schemas/records';
import { crmStaff } from '../../support/crm-staff';
import { expectList, expectSingle } from '../../support/envelopes';
import { call, keyHeaders, loginAs, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/acceptances`;

/** A staff user of this test with the given role (indexed for the steps it reviews) and a token. */
async function staffWith(role: string) {
  const user = await createEntity(USER, {
    name: `Test ${role}`,
    email: `${randomUUID()}@example.com`,
    phone: null,
    job_title: role,
    id_number: null,
    roles: [role],
  });
  await indexRoleMembers(user.id, [role]);
  // The role index is shared by every test file: a step opens for at most 5 reviewers, so members
  // left behind would make other files' approvals too wide (409). Each test removes its own.
  onTestFinished(async () => {
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.roleMember(role, user.id) }));
  });
  const token = await issueAccessToken('user', user.id, abilitiesFor([role]));
  return { id: user.id, headers: keyHeaders({ Authorization: `Bearer ${token.plainText}` }) };
}

/** A pending discount of `percent`% asked for by `requesterId`, submitted for approval. */
async function pendingDiscount(requesterId: number, percent = '1.5') {
  const discount = await createEntity(DISCOUNT, {
    unit_id: null,
    client_id: null,
    status_updated_by_user_id: null,
    project_id: 1,
    building_id: null,
    name: `Contract ${randomUUID().slice(0, 6)}`,
    type: 'cash',
    max_value: null,
    name_text: null,
    value_type: 'percentage',
    value: percent,
    status: 'pending',
    target_type: 'project',
    start_date: null,
    end_date: null,
    status_updated_at: null,
    requested_by_user_id: requesterId,
  });
  const acceptance = await submitForAcceptance(discountApprovable, discount.id);
  return { discount, acceptance };
}

describe('{system_user_url}/acceptances with discounts', () => {
  it('lets the right role accept a pending discount, which becomes approved with status_updated_*', async () => {
    const [agent, manager] = await Promise.all([staffWith('sales_agent'), staffWith('sales_manager')]);
    // Deciders of no step of it: one who reads discounts in every scope, and one who reads only their own.
    const deciding = ['core.acceptances.view', 'core.acceptances.decide', 'crm.discounts.view'];
    const [reader, outsider] = await Promise.all([
      crmStaff([], { row_scope: 'all' }, deciding),
      crmStaff([], { row_scope: 'own' }, deciding),
    ]);
    const { discount, acceptance } = await pendingDiscount(agent.id);
    expect(acceptance.policy_name).toBe('discount up to 2%');

    const waiting = await call(`${url}?tab=to_me&per_page=100`, { headers: manager.headers });
    expect(expectList(waiting.body, Acceptance, url).map((record) => record.id)).toContain(acceptance.id);
    const mine = await call(`${url}?tab=requested_by_me&status=pending`, { headers: agent.headers });
    expect(expectList(mine.body, Acceptance, url).map((record) => record.id)).toEqual([acceptance.id]);
    const shown = await call(`${url}/${acceptance.id}`, { headers: manager.headers });
    expect(expectSingle(shown.body, AcceptanceShow)).toMatchObject({ can_accept: true, status: 'pending' });

    // The wrong role: without the decide ability 403; a reader who reviews no step, 403 with the
    // reason; a decider who may not read the approval, 404 as for an unknown id.
    const agentTry = await call(`${url}/${acceptance.id}/accept`, { method: 'POST', headers: agent.headers });
    expect(agentTry.status).toBe(403);
    const readerTry = await call(`${url}/${acceptance.id}/accept`, {
      method: 'POST',
      headers: reader.headers,
    });
    expect(readerTry.status).toBe(403);
    expect(readerTry.body.message).toBe('You are not a reviewer of the current step of this approval.');
    const outsiderTry = await call(`${url}/${acceptance.id}/accept`, {
      method: 'POST',
      headers: outsider.headers,
    });
    expect(outsiderTry.status).toBe(404);
    expect((await getEntity(DISCOUNT, discount.id, 'discount')).status).toBe('pending');

    const accepted = await call(`${url}/${acceptance.id}/accept`, {
      headers: manager.headers,
      form: { comment: 'Fine' },
    });
    expect(accepted.status).toBe(200);
    expect(expectSingle(accepted.body, Acceptance)).toMatchObject({ status: 'approved', can_accept: false });
    const approved = await getEntity(DISCOUNT, discount.id, 'discount');
    expect(approved).toMatchObject({ status: 'approved', status_updated_by_user_id: manager.id });
    expect(Date.parse(String(approved.status_updated_at))).toBeGreaterThan(Date.now() - 60_000);

    const again = await call(`${url}/${acceptance.id}/accept`, { method: 'POST', headers: manager.headers });
    expect(again.status).toBe(409);
  });

  it('rejects only with a reason, in English and Arabic, and the discount becomes rejected', async () => {
    const [agent, manager] = await Promise.all([staffWith('sales_agent'), staffWith('sales_manager')]);
    const { discount, acceptance } = await pendingDiscount(agent.id);
    const missing = await call(`${url}/${acceptance.id}/reject`, {
      method: 'POST',
      headers: manager.headers,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ reason: ['The reason field is required.'] });
    const arabic = await call(`${url}/${acceptance.id}/reject`, {
      method: 'POST',
      headers: { ...manager.headers, 'Accept-Language': 'ar' },
    });
    expect(arabic.body.errors.reason).toHaveLength(1);
    expect(arabic.body.errors.reason[0]).not.toBe('The reason field is required.');
    const rejected = await call(`${url}/${acceptance.id}/reject`, {
      headers: manager.headers,
      form: { reason: 'Margin too thin' },
    });
    expect(expectSingle(rejected.body, Acceptance)).toMatchObject({
      status: 'rejected',
      decision_comment: 'Margin too thin',
    });
    expect(await getEntity(DISCOUNT, discount.id, 'discount')).toMatchObject({
      status: 'rejected',
      status_updated_by_user_id: manager.id,
    });
  });

  it('accepts all: the decidable land, the others are listed with why, and a second run writes nothing', async () => {
    const [agent, manager] = await Promise.all([staffWith('sales_agent'), staffWith('sales_manager')]);
    const first = await pendingDiscount(agent.id);
    const second = await pendingDiscount(agent.id);
    const beyond = await pendingDiscount(agent.id, '9'); // three steps: the manager decides the first only
    const ids = [first.acceptance.id, second.acceptance.id, beyond.acceptance.id, 99_999_999];
    const form = { 'ids[]': ids.map(String) };
    const run = await call(`${url}/accept-all`, { headers: manager.headers, form });
    const result = expectSingle(run.body, AcceptanceBulkResult);
    expect(result.succeeded).toEqual([first.acceptance.id, second.acceptance.id, beyond.acceptance.id]);
    expect(result.failed).toEqual([{ id: 99_999_999, message: 'The requested acceptance was not found.' }]);
    expect((await getEntity(DISCOUNT, first.discount.id, 'discount')).status).toBe('approved');
    expect((await getEntity(DISCOUNT, beyond.discount.id, 'discount')).status).toBe('pending');

    const rerun = expectSingle(
      (await call(`${url}/accept-all`, { headers: manager.headers, form })).body,
      AcceptanceBulkResult,
    );
    expect(rerun.succeeded).toEqual([]);
    expect(rerun.failed.map((failure) => failure.id)).toEqual(ids);
    expect(rerun.failed[0]?.message).toBe('This approval is already decided (approved).');
    const tooMany = await call(`${url}/accept-all`, {
      headers: manager.headers,
      form: { 'ids[]': Array.from({ length: 101 }, (_, index) => String(index + 1)) },
    });
    expect(tooMany.status).toBe(422);
    expect(
      (await call(`${url}/refuse-all`, { headers: manager.headers, form: { 'ids[]': ['1'] } })).status,
    ).toBe(422);
  });

  it('answers 401 to a client token and 422 to a filter with tab=to_me', async () => {
    const client = await loginAs('client');
    const clientTry = await call(`${url}/1/accept`, {
      method: 'POST',
      headers: keyHeaders({ Authorization: `Bearer ${client}` }),
    });
    expect(clientTry.status).toBe(401);
    const staff = await staffWith('sales_manager');
    // No list declares status + project: the most selective one, filtered.
    const combined = await call(`${url}?tab=all&status=pending&project_id=1&per_page=100`, {
      headers: staff.headers,
    });
    expect(combined.status).toBe(200);
    const rows = combined.body.response.data as Array<Record<string, unknown>>;
    expect(combined.body.response.meta.total).toBe(rows.length);
    for (const row of rows) expect(row).toMatchObject({ status: 'pending', project_id: 1 });
    const toMe = await call(`${url}?tab=to_me&status=pending`, { headers: staff.headers });
    expect(toMe.status).toBe(422);
    expect(Object.keys(toMe.body.errors)).toEqual(['filters']);
    expect((await call(`${url}/99999999`, { headers: staff.headers })).status).toBe(404);
  });
});
