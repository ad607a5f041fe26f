import { findEntity, listPage, loadEntities } from '../../db/entity-store';
import type { FilterValue } from '../../db/entity-type';
import { ValidationError } from '../../errors';
import type { Locale } from '../../i18n';
import { holds, scopeOf } from '../callers/callers';
import type { PageRequest } from '../lists';
import { PROJECT } from '../projects/projects';
import { USER, userSimple } from '../users/users';
import { acceptanceRecords } from './acceptance-record';
import {
  ACCEPTANCE,
  ACCEPTANCE_INBOX,
  ACCEPTANCE_STATUSES,
  type AcceptanceEntity,
  STEP_STATUSES,
} from './acceptances';
import { approvableTypes } from './approvable-records';
import type { SubjectSummary } from './approvable-types';
import {
  type AcceptanceReader,
  mayReadAcceptance,
  readableAcceptance,
  type SubjectCache,
  subjectRecord,
} from './visibility';

export const ACCEPTANCE_TABS = ['to_me', 'requested_by_me', 'all'] as const;

export interface AcceptanceFilters {
  tab: (typeof ACCEPTANCE_TABS)[number];
  status?: string | undefined;
  approvable_type?: string | undefined;
  project_id?: number | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
}

/** How many approvals the `all` tab reads at once when it keeps only those the caller may read. */
const READ_CHUNK = 100;

/**
 * Whether the reader reads every approval: they hold the view ability of every approvable type's
 * record with an `all` scope for its family (the `all` tab then pages the list as it is).
 */
const readsEvery = (reader: AcceptanceReader) =>
  [...approvableTypes.values()].every(
    ({ subject }) => holds(reader, subject.viewAbility) && scopeOf(reader, subject.family) === 'all',
  );

/**
 * A page of the approvals the reader may read among a list's matches. A reader who reads every
 * approval pages the list; another reads the matches a chunk at a time, keeps those they take part
 * in or whose record they may view in scope (each record read once), and pages what is kept: the
 * cost follows the matches, as a search narrowed by `keep` does.
 */
async function readablePage(
  reader: AcceptanceReader,
  query: {
    filters: Record<string, FilterValue>;
    days: { from?: string | undefined; to?: string | undefined };
  },
  page: number,
  perPage: number,
): Promise<{ items: AcceptanceEntity[]; total: number }> {
  if (readsEvery(reader)) return listPage(ACCEPTANCE, page, perPage, query);
  const kept: AcceptanceEntity[] = [];
  const cache: SubjectCache = new Map();
  for (let chunk = 1; ; chunk++) {
    const read = await listPage(ACCEPTANCE, chunk, READ_CHUNK, query);
    const readable = await Promise.all(
      read.items.map((acceptance) => mayReadAcceptance(reader, acceptance, approvableTypes, cache)),
    );
    kept.push(...read.items.filter((_, index) => readable[index]));
    if (read.items.length < READ_CHUNK || chunk * READ_CHUNK >= read.total) break;
  }
  const skip = (page - 1) * perPage;
  return { items: kept.slice(skip, skip + perPage), total: kept.length };
}

/**
 * "Acceptance: index", of the approvals the caller may read (shared/domain/acceptances/README.md,
 * "Who reads an approval"). `to_me`: the approvals whose open step waits for the caller (their
 * waiting entries, newest first; no other filter); `requested_by_me`: the caller's own, by
 * `status`; `all`: the approvals the caller may read, by one of `status`, `approvable_type` or
 * `project_id`. Each tab also takes a creation-day range (`date_from`, `date_to`), except `to_me`.
 * Other combinations: 422.
 */
export async function listAcceptances(
  reader: AcceptanceReader,
  locale: Locale,
  options: PageRequest & { filters: AcceptanceFilters },
) {
  const viewerId = reader.id;
  const { tab, date_from, date_to, ...filters } = options.filters;
  const days = { from: date_from, to: date_to };
  if (tab === 'to_me') {
    const asked = Object.entries({ ...filters, date_from, date_to }).filter(
      ([, value]) => value !== undefined,
    );
    if (asked.length > 0)
      throw ValidationError.forField('filters', 'validation.filter_combination', {
        allowed: 'tab=to_me takes no other filter',
      });
    const inbox = await listPage(ACCEPTANCE_INBOX, options.page, options.perPage, {
      filters: { user_id: viewerId },
    });
    const ids = inbox.items.map((entry) => entry.acceptance_id);
    const loaded = await loadEntities(ids.map((id) => ({ type: ACCEPTANCE, id })));
    return {
      items: await acceptanceRecords(loaded.list(ACCEPTANCE, ids), viewerId, locale),
      total: inbox.total,
    };
  }
  const defined = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as Record<string, FilterValue>;
  // The caller's own requests are theirs to read; every other approval is kept only if readable.
  const page =
    tab === 'requested_by_me'
      ? await listPage(ACCEPTANCE, options.page, options.perPage, {
          filters: { ...defined, requested_by_id: viewerId },
          days,
        })
      : await readablePage(reader, { filters: defined, days }, options.page, options.perPage);
  return { items: await acceptanceRecords(page.items, viewerId, locale), total: page.total };
}

/** The summary of an approval whose record is gone (or of a type no definition knows): its snapshot. */
const snapshotSummary = (acceptance: AcceptanceEntity): SubjectSummary => ({
  title: { en: acceptance.title_en, ar: acceptance.title_ar },
  amount: null,
  percentage: null,
  project_id: acceptance.project_id,
  client_id: acceptance.client_id,
  unit_id: null,
  starts_at: null,
  ends_at: null,
  requested_at: acceptance.requested_at,
  requester_id: acceptance.requested_by_id,
});

/**
 * The approval's record as its show carries it: its kind and id, the path of its own staff show
 * (relative to {system_user_url}; null: none) and its summary in the caller's language, with the
 * requester as a user.
 */
async function acceptanceSubject(acceptance: AcceptanceEntity, locale: Locale, cache: SubjectCache) {
  const definition = approvableTypes.get(acceptance.approvable_type)?.subject;
  const record = definition ? await subjectRecord(acceptance, approvableTypes, cache) : undefined;
  const summary = definition && record ? definition.summary(record, acceptance) : snapshotSummary(acceptance);
  const { title, requester_id, ...rest } = summary;
  const requester = requester_id === null ? undefined : await findEntity(USER, requester_id);
  return {
    kind: definition?.kind ?? acceptance.approvable_type,
    id: acceptance.approvable_id,
    show_path: definition && record ? definition.showPath(record) : null,
    summary: {
      title: locale === 'ar' ? title.ar : title.en,
      ...rest,
      requester: userSimple(requester),
    },
  };
}

/**
 * "Acceptance: show": one approval with its steps, history, `can_accept` and its record
 * (`subject`), for its participants and the holders of its record's view ability in scope; anyone
 * else: 404, as for an unknown id.
 */
export async function showAcceptance(id: number, reader: AcceptanceReader, locale: Locale) {
  const cache: SubjectCache = new Map();
  const acceptance = await readableAcceptance(reader, id, approvableTypes, cache);
  const [record] = await acceptanceRecords([acceptance], reader.id, locale);
  return { ...record, subject: await acceptanceSubject(acceptance, locale, cache) };
}

const option = (value: string) => ({ value, label: value.replaceAll('_', ' ') });

/** "Acceptance: get acceptance form data": what the index's filters and tabs offer. */
export async function acceptanceFormData() {
  const projects = await listPage(PROJECT, 1, 100);
  return {
    tabs: ACCEPTANCE_TABS.map(option),
    types: [...approvableTypes.keys()].sort().map(option),
    statuses: ACCEPTANCE_STATUSES.map(option),
    step_statuses: STEP_STATUSES.map(option),
    projects: projects.items.map((project) => ({ id: project.id, name: project.name })),
  };
}
