import { createEntity, listPage, updateEntity } from '../../db/entity-store';
import { ConflictError, ValidationError } from '../../errors';
import { DIGEST_LOG } from '../digests/daily-digest';
import { riyadhDay } from '../home/riyadh-day';
import { USER } from '../users/users';
import { acceptanceNotification } from './acceptance-writes';
import { ACCEPTANCE, type AcceptanceEntity, DIGEST_ENTRY } from './acceptances';
import { mergedWrites } from './merged-writes';
import { roleMembers } from './role-members';

const HOUR = 3_600_000;
const PAGE = 100;

/** Every pending acceptance, through the status list (a job, not a request: it reads them all). */
async function* pendingAcceptances(): AsyncGenerator<AcceptanceEntity> {
  for (let page = 1; ; page++) {
    const { items, total } = await listPage(ACCEPTANCE, page, PAGE, { filters: { status: 'pending' } });
    yield* items;
    if (page * PAGE >= total || items.length === 0) return;
  }
}

const openReviewers = (acceptance: AcceptanceEntity) => {
  const step = acceptance.steps.find((candidate) => candidate.sequence === acceptance.current_sequence);
  return step ? step.reviewer_ids.filter((userId) => !step.approved_by_ids.includes(userId)) : [];
};

/** Writes a job's change of one acceptance; one decided or changed meanwhile is left for the next run. */
async function touch(
  acceptance: AcceptanceEntity,
  changes: Partial<AcceptanceEntity>,
  also: Awaited<ReturnType<typeof acceptanceNotification>>,
) {
  try {
    await updateEntity(ACCEPTANCE, acceptance.id, changes, {
      recordName: 'acceptance',
      current: acceptance,
      expectedVersion: acceptance.version,
      also: mergedWrites(also),
    });
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

/**
 * Reminds the reviewers of every open step whose reminder is due (`reminder_hours` after it
 * opened, then every 24 hours): a notification each and a `reminded` history entry. Returns the
 * ids of the acceptances reminded.
 */
export async function sendAcceptanceReminders(now: Date): Promise<number[]> {
  const reminded: number[] = [];
  for await (const acceptance of pendingAcceptances()) {
    if (!acceptance.remind_at || Date.parse(acceptance.remind_at) > now.getTime()) continue;
    const notifications = await acceptanceNotification(openReviewers(acceptance), acceptance, {
      type: 'acceptance_reminder',
      title: 'acceptances.reminder_title',
      body: 'acceptances.reminder_body',
    });
    const at = now.toISOString();
    const changed = await touch(
      acceptance,
      {
        remind_at: new Date(now.getTime() + 24 * HOUR).toISOString(),
        events: [
          ...acceptance.events,
          { kind: 'reminded', sequence: acceptance.current_sequence ?? null, by_id: null, at, comment: null },
        ],
      },
      notifications,
    );
    if (changed) reminded.push(acceptance.id);
  }
  return reminded;
}

/**
 * Escalates every open step past its deadline (`sla_hours` after it opened), once: the policy's
 * escalation role is notified and an `escalated` history entry written. Returns the ids escalated.
 */
export async function escalateOverdueAcceptances(now: Date): Promise<number[]> {
  const escalated: number[] = [];
  for await (const acceptance of pendingAcceptances()) {
    if (acceptance.escalated_at || !acceptance.due_at || Date.parse(acceptance.due_at) > now.getTime())
      continue;
    const recipients = acceptance.escalation_role ? await roleMembers(acceptance.escalation_role) : [];
    const notifications = await acceptanceNotification(recipients.slice(0, 5), acceptance, {
      type: 'acceptance_escalated',
      title: 'acceptances.escalated_title',
      body: 'acceptances.escalated_body',
    });
    const at = now.toISOString();
    const changed = await touch(
      acceptance,
      {
        escalated_at: at,
        events: [
          ...acceptance.events,
          {
            kind: 'escalated',
            sequence: acceptance.current_sequence ?? null,
            by_id: null,
            at,
            comment: null,
          },
        ],
      },
      notifications,
    );
    if (changed) escalated.push(acceptance.id);
  }
  return escalated;
}

/** Creates a record once: a second run of the same day finds its marker taken and skips it. */
async function once(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof ValidationError) return false;
    throw error;
  }
}

/**
 * The daily digest (08:00 Asia/Riyadh): for each reviewer, one digest entry per approval waiting
 * for them that day, and one digest log per client those approvals concern (what "daily-digest
 * index log" answers). Idempotent per day: a second run writes nothing. Returns the entries written.
 */
export async function writeDailyDigest(now: Date): Promise<number> {
  const day = riyadhDay(now);
  let written = 0;
  for await (const acceptance of pendingAcceptances()) {
    for (const userId of openReviewers(acceptance)) {
      const entry = {
        user_id: userId,
        digest_date: day,
        acceptance_id: acceptance.id,
        approvable_type: acceptance.approvable_type,
        approvable_id: acceptance.approvable_id,
        client_id: acceptance.client_id ?? null,
        project_id: acceptance.project_id ?? null,
        title_en: acceptance.title_en,
        title_ar: acceptance.title_ar,
        status: acceptance.status,
        requested_at: acceptance.requested_at,
        overdue: acceptance.due_at ? Date.parse(acceptance.due_at) <= now.getTime() : false,
      };
      const marker = `${userId}#${day}#${acceptance.id}`;
      if (
        await once(() =>
          createEntity(DIGEST_ENTRY, entry, {
            uniques: [{ kind: 'ACCEPTANCE_DIGEST', field: 'acceptance_id', value: marker }],
          }),
        )
      )
        written++;
      if (entry.client_id)
        await once(() =>
          createEntity(
            DIGEST_LOG,
            { user_id: userId, client_id: entry.client_id as number, digest_date: day },
            {
              links: [{ type: USER, id: userId }],
              uniques: [
                { kind: 'DIGEST_LOG_DAY', field: 'client_id', value: `${userId}#${day}#${entry.client_id}` },
              ],
            },
          ),
        );
    }
  }
  return written;
}
