import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { createEntity, findEntity, listPage, updateEntity } from '../../../shared/db/entity-store';
import { keys } from '../../../shared/db/keys';
import { submitForAcceptance } from '../../../shared/domain/acceptances/engine';
import { writeDailyDigest } from '../../../shared/domain/acceptances/jobs';
import { indexRoleMembers } from '../../../shared/domain/acceptances/role-members';
import { discountApprovable } from '../../../shared/domain/discounts/discount-acceptance';
import { DISCOUNT } from '../../../shared/domain/discounts/discounts';
import { USER } from '../../../shared/domain/users/users';
import type { SeededPeople } from './people';
import type { SeededProperty } from './property';
import { daysFromNow } from './time';

/** Every seeded user's roles, indexed for the approval steps a role reviews (seed only: it reads the collection). */
async function indexEveryUsersRoles() {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :type',
        ExpressionAttributeValues: { ':type': keys.collection(USER, 0).gsi1pk },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const user = await findEntity(USER, Number(String(item.pk).split('#')[1]));
      if (user) await indexRoleMembers(user.id, user.roles ?? []);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** A pending percentage discount asked for by `requesterId`. */
function demoDiscount(name: string, value: string, requesterId: number, projectId: number | null) {
  return createEntity(
    DISCOUNT,
    {
      unit_id: null,
      client_id: null,
      status_updated_by_user_id: null,
      project_id: projectId,
      building_id: null,
      name,
      type: 'cash',
      max_value: '75000',
      name_text: `${name} (${value}%)`,
      value_type: 'percentage',
      value,
      status: 'pending',
      target_type: 'project',
      start_date: daysFromNow(1),
      end_date: daysFromNow(60),
      status_updated_at: null,
      project_ids: projectId ? [projectId] : [],
      requested_by_user_id: requesterId,
    },
    { search: [name] },
  );
}

/**
 * A fresh pending discount approval on the demo data (asked for by the demo sales agent, user 2), for
 * the Postman run's accept and reject, which use one up each run (`POST /local/acceptances/discounts`).
 */
export async function createDemoApproval(): Promise<number> {
  const discount = await demoDiscount(`Postman run ${Date.now()}`, '1.5', 2, 1);
  return (await submitForAcceptance(discountApprovable, discount.id)).id;
}

/**
 * The approvals of the demo: every pending discount is asked for by the sales agent and waits for
 * its chain (acceptances 1 to 3 for the discounts seeded pending, 4 to 7 for four more, which the
 * request examples decide), and today's digest is written.
 */
export async function seedAcceptances(people: SeededPeople, property: SeededProperty) {
  await indexEveryUsersRoles();
  const requester = people.users.salesRep.id;
  const pending = await listPage(DISCOUNT, 1, 100, { filters: { status: 'pending' } });
  const discounts = [...pending.items].sort((a, b) => a.id - b.id);
  for (const discount of discounts)
    await updateEntity(
      DISCOUNT,
      discount.id,
      { requested_by_user_id: requester },
      { recordName: 'discount', current: discount },
    );
  for (const [index, value] of ['1.5', '4', '7', '2'].entries())
    discounts.push(
      await demoDiscount(`Approval demo ${index + 1}`, value, requester, property.projects[0]?.id ?? null),
    );
  for (const discount of discounts) await submitForAcceptance(discountApprovable, discount.id);
  await writeDailyDigest(new Date());
}
