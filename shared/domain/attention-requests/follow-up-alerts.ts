import { findEntity, listPage, updateEntity } from '../../db/entity-store';
import { ConflictError } from '../../errors';
import { type MessageKey, translate } from '../../i18n';
import { staffNotificationWrites } from '../notifications/staff-notifications';
import { USER } from '../users/users';
import { ATTENTION_REQUEST, type AttentionRequestEntity } from './attention-requests';
import { isOpenLead } from './lead-lifecycle';
import { followUpsDueMove, LEAD_RECORD_NAME, leadStatusOf } from './lead-writes';

const DAY_MS = 86_400_000;
/** Leads read per pass of the due list. */
const BATCH = 50;

const both = (key: MessageKey, params: Record<string, string | number>) => ({
  en: translate('en', key, params),
  ar: translate('ar', key, params),
});

/**
 * Tells whoever a lead's due notice is for, and moves the notice on, in one transaction
 * conditioned on the version read (a follow-up logged meanwhile wins; the lead is read again next
 * run): the assignee when `next_follow_up_at` passes, their manager (`manager_user_id`) a day
 * later; then no more notices until the next follow-up sets a new date.
 */
async function alertOne(lead: AttentionRequestEntity): Promise<boolean> {
  const dueAt = lead.next_follow_up_at ?? null;
  const stage = lead.follow_up_alert;
  const assignee =
    typeof lead.sale_support_user_id === 'number'
      ? await findEntity(USER, lead.sale_support_user_id)
      : undefined;
  const recipient =
    !dueAt || !isOpenLead(leadStatusOf(lead))
      ? undefined
      : stage === 'assignee'
        ? assignee?.id
        : (assignee?.manager_user_id ?? undefined);
  const params = {
    name: lead.name ?? `#${lead.id}`,
    id: lead.id,
    at: dueAt ?? '',
    agent: assignee?.name ?? '',
  };
  const notices =
    recipient === undefined
      ? []
      : await staffNotificationWrites([recipient], {
          module: 'attention-requests',
          type: stage === 'assignee' ? 'follow_up_due' : 'follow_up_overdue',
          title: both(
            stage === 'assignee' ? 'leads.follow_up_due_title' : 'leads.follow_up_overdue_title',
            params,
          ),
          body: both(
            stage === 'assignee' ? 'leads.follow_up_due_body' : 'leads.follow_up_overdue_body',
            params,
          ),
          subject: { type: 'attention_request', id: lead.id },
        });
  const escalateAt =
    stage === 'assignee' && dueAt ? new Date(Date.parse(dueAt) + DAY_MS).toISOString() : null;
  // The assignee's notice also counts the lead on their home screen until a follow-up is logged.
  const counts = stage === 'assignee' && recipient !== undefined && lead.follow_up_due_user_id == null;
  await updateEntity(
    ATTENTION_REQUEST,
    lead.id,
    {
      follow_up_alert_at: escalateAt,
      follow_up_alert: escalateAt ? 'manager' : null,
      ...(counts ? { follow_up_due_user_id: recipient } : {}),
    },
    {
      recordName: LEAD_RECORD_NAME,
      current: lead,
      expectedVersion: lead.version,
      also: [...notices, ...(counts ? [followUpsDueMove(recipient, 1)] : [])],
    },
  );
  return recipient !== undefined;
}

/**
 * The due-follow-up job: reads the leads whose notice is due by `now` from the list ordered by
 * `follow_up_alert_at` (only those: never every lead), and sends each notice once. Answers the
 * number of notifications written.
 */
export async function notifyDueFollowUps(now: Date): Promise<number> {
  let sent = 0;
  const skipped = new Set<number>();
  for (let pass = 0; pass < 100; pass++) {
    const { items } = await listPage(ATTENTION_REQUEST, 1, Math.min(BATCH + skipped.size, 100), {
      filters: {},
      range: { attribute: 'follow_up_alert_at', to: now.toISOString() },
    });
    const due = items.filter((lead) => !skipped.has(lead.id));
    if (due.length === 0) break;
    for (const lead of due) {
      try {
        if (await alertOne(lead)) sent++;
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        skipped.add(lead.id);
      }
    }
  }
  return sent;
}
