import { listPage, loadEntities, updateEntity } from '../../db/entity-store';
import type { TransactItem } from '../../db/transactions';
import { ConflictError } from '../../errors';
import { translate } from '../../i18n';
import { e164, outboxPut } from '../../notifications/outbox';
import { CLIENT } from '../clients/clients';
import { staffNotificationWrites } from '../notifications/staff-notifications';
import { PROJECT } from '../projects/projects';
import { VISIT, type VisitEntity } from './visits';

const HOUR = 3_600_000;
const PAGE = 100;

/** The reminders before a visit: the first whose time has come and is not sent yet is sent. */
const REMINDERS = [
  { hours: 2, field: 'reminded_2h_at' },
  { hours: 24, field: 'reminded_24h_at' },
] as const;

/**
 * The scheduled visits due within the next 24 hours, earliest first, through the list of scheduled
 * visits ordered by `visit_at` (a job: it reads every page of that range, never the table).
 */
async function* visitsDueSoon(now: Date): AsyncGenerator<VisitEntity> {
  const range = {
    attribute: 'visit_at',
    from: now.toISOString(),
    to: new Date(now.getTime() + 24 * HOUR).toISOString(),
  };
  for (let page = 1; ; page++) {
    const { items, total } = await listPage(VISIT, page, PAGE, { filters: { status: 'scheduled' }, range });
    yield* items;
    if (page * PAGE >= total || items.length === 0) return;
  }
}

/** What a reminder tells: a notification to the assignee, and an SMS to the client (both languages). */
async function reminderWrites(visit: VisitEntity, now: Date): Promise<TransactItem[]> {
  const loaded = await loadEntities([
    { type: PROJECT, id: visit.project_id },
    { type: CLIENT, id: visit.client_id },
  ]);
  const params = {
    visit_id: visit.id,
    project: loaded.get(PROJECT, visit.project_id)?.name ?? `#${visit.project_id}`,
    time: visit.visit_at.slice(0, 16).replace('T', ' '),
    hours: Math.max(1, Math.round((Date.parse(visit.visit_at) - now.getTime()) / HOUR)),
  };
  const text = (key: 'visits.reminder_title' | 'visits.reminder_body') => ({
    en: translate('en', key, params),
    ar: translate('ar', key, params),
  });
  const phone = loaded.get(CLIENT, visit.client_id)?.phone;
  const body = text('visits.reminder_body');
  return [
    ...(typeof visit.assigned_user_id === 'number'
      ? await staffNotificationWrites([visit.assigned_user_id], {
          module: 'visits',
          type: 'visit_reminder',
          title: text('visits.reminder_title'),
          body,
          subject: { type: 'visit', id: visit.id },
        })
      : []),
    ...(phone ? [outboxPut({ channel: 'sms', to: e164(phone), body: `${body.en}\n\n${body.ar}` })] : []),
  ];
}

/**
 * Sends the reminders due before scheduled visits: 24 hours before, then 2 hours before (a visit
 * booked closer gets only the nearer one). Each is marked on the visit in the transaction that
 * queues it, conditioned on the version read, so a reminder goes once whatever the runs; a visit
 * changed meanwhile waits for the next run. Returns the visits reminded, with the reminder.
 */
export async function sendVisitReminders(now: Date): Promise<Array<{ visit_id: number; hours: number }>> {
  const sent: Array<{ visit_id: number; hours: number }> = [];
  for await (const visit of visitsDueSoon(now)) {
    const left = Date.parse(visit.visit_at) - now.getTime();
    const due = REMINDERS.find((reminder) => left <= reminder.hours * HOUR);
    if (!due || visit[due.field]) continue;
    const at = now.toISOString();
    try {
      await updateEntity(
        VISIT,
        visit.id,
        // The nearer reminder stands for the farther one too: a visit is never reminded twice at once.
        { reminded_24h_at: visit.reminded_24h_at ?? at, [due.field]: at },
        {
          recordName: 'visit',
          current: visit,
          expectedVersion: visit.version,
          also: await reminderWrites(visit, now),
        },
      );
      sent.push({ visit_id: visit.id, hours: due.hours });
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return sent;
}
