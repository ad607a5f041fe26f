import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, onTestFinished } from 'vitest';
import { abilitiesFor } from '../../../shared/auth/abilities';
import { issueAccessToken } from '../../../shared/auth/access-tokens';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { createEntity } from '../../../shared/db/entity-store';
import { keys } from '../../../shared/db/keys';
import { submitForAcceptance } from '../../../shared/domain/acceptances/engine';
import { indexRoleMembers } from '../../../shared/domain/acceptances/role-members';
import { discountApprovable } from '../../../shared/domain/discounts/discount-acceptance';
import { DISCOUNT } from '../../../shared/domain/discounts/discounts';
import { Acceptance, AcceptanceShow } from '../../../shared/schemas/records';
import { crmStaff, freshDepartment, staffRecord } from '../../support/crm-staff';
import { expectList, expectSingle } from '../../support/envelopes';
import { call, demo, keyHeaders, systemUserUrl } from '../../support/http';

const url = `${systemUserUrl}/acceptances`;
const bearer = (token: string) => keyHeaders({ Authorization: `Bearer ${token}` });

/** A reviewer of the test's own: a member of `role` in the role index (removed when the test ends). */
async function reviewerWith(role: string) {
  const id = await staffRecord({ roles: [role], job_title: role });
  await indexRoleMembers(id, [role]);
  onTestFinished(async () => {
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.roleMember(role, id) }));
  });
  const token = await issueAccessToken('user', id, abilitiesFor([role]));
  return { id, headers: bearer(token.plainText) };
}

/** A demo account's bearer, signed in over HTTP as the staff app does. */
async function demoLogin(email: string) {
  const response = await call(`${systemUserUrl}/login`, {
    headers: keyHeaders(),
    form: { email_or_phone: email, password: demo.password },
  });
  expect(response.status).toBe(200);
  return bearer(response.body.data.token as string);
}

/** A pending discount of the requester's department, submitted for approval (one step: sales manager). */
async function pendingDiscount(
  requesterId: number,
  departmentId: number,
  fields: { value_type: string; value: string },
) {
  const discount = await createEntity(DISCOUNT, {
    unit_id: null,
    client_id: null,
    status_updated_by_user_id: null,
    project_id: 1,
    building_id: null,
    name: `Visible ${randomUUID().slice(0, 6)}`,
    type: 'cash',
    max_value: null,
    name_text: null,
    status: 'pending',
    target_type: 'project',
    start_date: '2026-12-01T00:00:00.000Z',
    end_date: '2026-12-31T00:00:00.000Z',
    status_updated_at: null,
    requested_by_user_id: requesterId,
    department_id: departmentId,
    ...fields,
  });
  const acceptance = await submitForAcceptance(discountApprovable, discount.id);
  return { discount, acceptance };
}

/** Holders of exactly these abilities (no role: no role's scope table applies), in a department scope. */
const holder = (departmentId: number, abilities: string[]) =>
  crmStaff([], { row_scope: 'department', department_id: departmentId }, abilities);

const ids = (body: unknown) => expectList(body, Acceptance, url).map((record) => record.id);

describe('{system_user_url}/acceptances: who reads an approval', () => {
  it('answers its requester and its reviewer with the typed subject, and 404 to demo.employee everywhere', async () => {
    const department = freshDepartment();
    const requester = await crmStaff(['sales_agent'], { row_scope: 'own', department_id: department });
    const reviewer = await reviewerWith('sales_manager');
    const { discount, acceptance } = await pendingDiscount(requester.id, department, {
      value_type: 'percentage',
      value: '1.5',
    });

    for (const reader of [requester, reviewer]) {
      const shown = await call(`${url}/${acceptance.id}`, { headers: reader.headers });
      expect(shown.status).toBe(200);
      const record = expectSingle(shown.body, AcceptanceShow);
      expect(record).toMatchObject({ id: acceptance.id, approvable_type: 'discount', status: 'pending' });
      expect(record.subject).toEqual({
        kind: 'discount',
        id: discount.id,
        show_path: `/crm/discounts/${discount.id}`,
        summary: {
          title: acceptance.title_en,
          amount: null,
          percentage: 1.5,
          project_id: 1,
          client_id: null,
          unit_id: null,
          starts_at: '2026-12-01T00:00:00.000Z',
          ends_at: '2026-12-31T00:00:00.000Z',
          requested_at: discount.created_at,
          requester: expect.objectContaining({ id: requester.id }),
        },
      });
    }
    // The show path is the subject's own staff show: its requester opens it there.
    const opened = await call(`${systemUserUrl}/crm/discounts/${discount.id}`, {
      headers: requester.headers,
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data.id).toBe(discount.id);

    // demo.employee takes no part and holds no view ability of discounts: as for an unknown id.
    const employee = await demoLogin('demo.employee@example.com');
    const hidden = await call(`${url}/${acceptance.id}`, { headers: employee });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe((await call(`${url}/99999999`, { headers: employee })).body.message);
    const notify = await call(`${url}/${acceptance.id}/add-notification`, {
      method: 'POST',
      headers: employee,
    });
    expect(notify.status).toBe(404);
    for (const tab of ['all', 'to_me', 'requested_by_me']) {
      const listed = await call(`${url}?tab=${tab}&per_page=100`, { headers: employee });
      expect(ids(listed.body)).not.toContain(acceptance.id);
    }
    const byType = await call(`${url}?approvable_type=discount&per_page=100`, { headers: employee });
    expect(ids(byType.body)).not.toContain(acceptance.id);
    expect(ids((await call(`${url}?tab=to_me&per_page=100`, { headers: reviewer.headers })).body)).toContain(
      acceptance.id,
    );
  });

  it('answers a holder of the view ability in scope, 404 out of scope (show, list, decide, notify)', async () => {
    const [department, elsewhere] = [freshDepartment(), freshDepartment()];
    const requester = await crmStaff(['sales_agent'], { row_scope: 'own', department_id: department });
    await reviewerWith('sales_manager');
    const { discount, acceptance } = await pendingDiscount(requester.id, department, {
      value_type: 'fixed',
      value: '2500',
    });
    const viewing = [
      'core.acceptances.view',
      'core.acceptances.decide',
      'core.acceptances.notify',
      'crm.discounts.view',
    ];
    const inScope = await holder(department, viewing);
    const outOfScope = await holder(elsewhere, viewing);
    const withoutAbility = await holder(department, ['core.acceptances.view', 'core.acceptances.decide']);

    const shown = await call(`${url}/${acceptance.id}`, { headers: inScope.headers });
    expect(shown.status).toBe(200);
    // A fixed discount's value is an amount in SAR.
    expect(expectSingle(shown.body, AcceptanceShow).subject).toMatchObject({
      kind: 'discount',
      id: discount.id,
      summary: { amount: 2500, percentage: null },
    });
    const filtered = await call(`${url}?approvable_type=discount&per_page=100`, { headers: inScope.headers });
    expect(ids(filtered.body)).toContain(acceptance.id);
    // Reading is not deciding: a reader who is no reviewer is told why (403).
    const notReviewer = await call(`${url}/${acceptance.id}/accept`, {
      method: 'POST',
      headers: inScope.headers,
    });
    expect(notReviewer.status).toBe(403);

    for (const outsider of [outOfScope, withoutAbility]) {
      expect((await call(`${url}/${acceptance.id}`, { headers: outsider.headers })).status).toBe(404);
      const all = await call(`${url}?approvable_type=discount&per_page=100`, { headers: outsider.headers });
      expect(ids(all.body)).not.toContain(acceptance.id);
      const accept = await call(`${url}/${acceptance.id}/accept`, {
        method: 'POST',
        headers: outsider.headers,
      });
      expect(accept.status).toBe(404);
      const reject = await call(`${url}/${acceptance.id}/reject`, {
        headers: outsider.headers,
        form: { reason: 'No' },
      });
      expect(reject.status).toBe(404);
      const bulk = await call(`${url}/accept-all`, {
        headers: outsider.headers,
        form: { 'ids[]': [String(acceptance.id)] },
      });
      expect(bulk.body.data.failed).toEqual([
        { id: acceptance.id, message: 'The requested acceptance was not found.' },
      ]);
    }
    const notify = await call(`${url}/${acceptance.id}/add-notification`, {
      method: 'POST',
      headers: outOfScope.headers,
    });
    expect(notify.status).toBe(404);
  });

  it('copies on add-notification only people who may read the approval (422 on user_ids otherwise)', async () => {
    const [department, elsewhere] = [freshDepartment(), freshDepartment()];
    const requester = await crmStaff(['sales_agent'], { row_scope: 'own', department_id: department });
    await reviewerWith('sales_manager');
    const { acceptance } = await pendingDiscount(requester.id, department, {
      value_type: 'percentage',
      value: '1',
    });
    // Whether a copied person may read is judged by their roles' abilities and their row scope.
    const colleague = await staffRecord({
      roles: ['sales_manager'],
      row_scope: 'department',
      department_id: department,
    });
    // An agent sees their own discounts only: another agent's is out of their scope.
    const stranger = await staffRecord({
      roles: ['sales_agent'],
      row_scope: 'own',
      department_id: elsewhere,
    });
    const plain = await staffRecord({ roles: ['employee'], row_scope: 'all' });

    for (const refused of [[stranger], [colleague, plain]]) {
      const answer = await call(`${url}/${acceptance.id}/add-notification`, {
        headers: requester.headers,
        form: { 'user_ids[]': refused.map(String), message: 'FYI' },
      });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['user_ids']);
    }
    const copied = await call(`${url}/${acceptance.id}/add-notification`, {
      headers: requester.headers,
      form: { 'user_ids[]': [String(colleague)], message: 'FYI' },
    });
    expect(copied.status).toBe(200);
    expect(copied.body.data).toEqual({ acceptance_id: acceptance.id, notified_user_ids: [colleague] });
  });
});
