import { findEntity } from '../../db/entity-store';
import { PROJECT } from '../projects/projects';
import { USER } from '../users/users';
import { type AcceptanceEntity, type AcceptanceStep, isRequester } from './acceptances';
import { roleMembers } from './role-members';

/** The role that reviews a step nobody else can (four-eyes left no reviewer, a relation unset). */
export const FALLBACK_REVIEWER_ROLE = 'admin';

/** A user's line manager, when the user record names one. */
const managerOf = async (userId: number) => (await findEntity(USER, userId))?.manager_user_id ?? null;

async function ruleMembers(step: AcceptanceStep, acceptance: AcceptanceEntity): Promise<number[]> {
  const rule = step.reviewer;
  if (rule.kind === 'user') return [rule.user_id];
  if (rule.kind === 'role') return roleMembers(rule.role);
  if (rule.relation === 'requester_manager') {
    const manager = await managerOf(acceptance.requested_by_id);
    return manager ? [manager] : [];
  }
  const project = acceptance.project_id ? await findEntity(PROJECT, acceptance.project_id) : undefined;
  return project?.project_manager_user_id ? [project.project_manager_user_id] : [];
}

/**
 * The reviewers of a step, resolved when it opens: its rule's members, without the requesting person
 * (any of their accounts) when four-eyes holds; when none is left, the fallback role's members (still
 * without that person).
 */
export async function resolveReviewers(
  step: AcceptanceStep,
  acceptance: AcceptanceEntity,
): Promise<number[]> {
  const eligible = (ids: number[]) =>
    [...new Set(ids)]
      .filter((id) => !(step.exclude_requester && isRequester(acceptance, id)))
      .sort((a, b) => a - b);
  const members = eligible(await ruleMembers(step, acceptance));
  return members.length > 0 ? members : eligible(await roleMembers(FALLBACK_REVIEWER_ROLE));
}
