import { randomUUID } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { onTestFinished } from 'vitest';
import { tableName } from '../../shared/config/env';
import { dynamo } from '../../shared/db/client';
import { keys } from '../../shared/db/keys';
import { indexRoleMembers } from '../../shared/domain/acceptances/role-members';
import { crmStaff } from './crm-staff';
import { call, systemUserUrl } from './http';

/**
 * A reviewer in `role` (the role an approval step opens for), indexed for the test and removed when
 * it finishes: the role index is shared by every file and a step opens for at most 5 reviewers.
 */
export async function roleReviewer(role: string) {
  const reviewer = await crmStaff([role], { row_scope: 'all' });
  await indexRoleMembers(reviewer.id, [role]);
  onTestFinished(async () => {
    await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.roleMember(role, reviewer.id) }));
  });
  return reviewer;
}

/** A reviewer's decision over HTTP (`accept`, or `reject` with a reason). */
export const decide = (
  acceptanceId: number,
  headers: Record<string, string>,
  decision: 'accept' | 'reject',
) =>
  call(`${systemUserUrl}/acceptances/${acceptanceId}/${decision}`, {
    headers,
    form: decision === 'reject' ? { reason: `Refused ${randomUUID().slice(0, 4)}` } : {},
  });
