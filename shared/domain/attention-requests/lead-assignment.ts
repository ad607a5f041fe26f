import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../config/env';
import { dynamo } from '../../db/client';
import { loadEntities } from '../../db/entity-store';
import { keys } from '../../db/keys';
import { roleMembers } from '../acceptances/role-members';
import { isLiveUser, USER, type UserEntity } from '../users/users';

/** The role whose holders work leads. */
export const LEAD_AGENT_ROLE = 'sales_agent';

/**
 * A project's sales agents, by id: live, active holders of `sales_agent` (the role-members index,
 * one query: no scan of the users) whose `project_ids` name the project, or name no project at all
 * (an agent not tied to projects takes leads of every project).
 */
export async function projectAgents(projectId: number): Promise<UserEntity[]> {
  const ids = await roleMembers(LEAD_AGENT_ROLE);
  const loaded = await loadEntities(ids.map((id) => ({ type: USER, id })));
  return loaded
    .list(USER, ids)
    .filter(
      (user) =>
        isLiveUser(user) &&
        user.roles.includes(LEAD_AGENT_ROLE) &&
        ((user.project_ids ?? []).length === 0 || (user.project_ids ?? []).includes(projectId)),
    )
    .sort((a, b) => a.id - b.id);
}

/**
 * The agent whose turn it is to take the project's next unassigned lead: one atomic `ADD turn 1`
 * on the project's round-robin counter, so parallel leads take consecutive turns (each agent in
 * id order, then again). Undefined when the project has no agent (the lead stays unassigned).
 */
export async function nextAgentFor(projectId: number): Promise<UserEntity | undefined> {
  const agents = await projectAgents(projectId);
  if (agents.length === 0) return undefined;
  const result = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.roundRobin(`ATTENTION_REQUEST#PROJECT#${projectId}`),
      UpdateExpression: 'ADD turn :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const turn = Number(result.Attributes?.turn ?? 1);
  return agents[(turn - 1) % agents.length];
}
