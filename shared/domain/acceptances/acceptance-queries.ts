import { listPage, loadEntities } from '../../db/entity-store';
import { ValidationError } from '../../errors';
import type { Locale } from '../../i18n';
import type { PageRequest } from '../lists';
import { PROJECT } from '../projects/projects';
import { acceptanceRecords } from './acceptance-record';
import { ACCEPTANCE, ACCEPTANCE_INBOX, ACCEPTANCE_STATUSES, STEP_STATUSES } from './acceptances';
import { approvableTypes } from './approvable-records';
import { loadAcceptance } from './engine';

export const ACCEPTANCE_TABS = ['to_me', 'requested_by_me', 'all'] as const;

export interface AcceptanceFilters {
  tab: (typeof ACCEPTANCE_TABS)[number];
  status?: string | undefined;
  approvable_type?: string | undefined;
  project_id?: number | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
}

/**
 * "Acceptance: index". `to_me`: the approvals whose open step waits for the caller (their waiting
 * entries, newest first; no other filter); `requested_by_me`: the caller's own, by `status`; `all`:
 * every approval, by one of `status`, `approvable_type` or `project_id`. Each tab also takes a
 * creation-day range (`date_from`, `date_to`), except `to_me`. Other combinations: 422.
 */
export async function listAcceptances(
  viewerId: number,
  locale: Locale,
  options: PageRequest & { filters: AcceptanceFilters },
) {
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
  const page = await listPage(ACCEPTANCE, options.page, options.perPage, {
    filters: tab === 'requested_by_me' ? { ...filters, requested_by_id: viewerId } : filters,
    days,
  });
  return { items: await acceptanceRecords(page.items, viewerId, locale), total: page.total };
}

/** "Acceptance: show": one approval with its steps, history and `can_accept`. */
export async function showAcceptance(id: number, viewerId: number, locale: Locale) {
  const [record] = await acceptanceRecords([await loadAcceptance(id)], viewerId, locale);
  return record;
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
