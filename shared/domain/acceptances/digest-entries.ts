import { listPage } from '../../db/entity-store';
import type { Locale } from '../../i18n';
import type { PageRequest } from '../lists';
import { DIGEST_ENTRY } from './acceptances';

export interface DigestFilters {
  digest_date?: string | undefined;
  client_id?: number | undefined;
  approvable_type?: string | undefined;
  project_id?: number | undefined;
}

/**
 * "Acceptance: daily-digest Index Filter": the caller's digest entries, newest first, by one of
 * date, client, type or project (each a declared list of the user's entries; two at once: 422).
 */
export async function listDigestEntries(
  userId: number,
  locale: Locale,
  options: PageRequest & { filters: DigestFilters },
) {
  const page = await listPage(DIGEST_ENTRY, options.page, options.perPage, {
    filters: { ...options.filters, user_id: userId },
  });
  return {
    items: page.items.map((entry) => ({
      id: entry.id,
      digest_date: entry.digest_date,
      acceptance_id: entry.acceptance_id,
      approvable_type: entry.approvable_type,
      approvable_id: entry.approvable_id,
      client_id: entry.client_id ?? null,
      project_id: entry.project_id ?? null,
      title: locale === 'ar' ? entry.title_ar : entry.title_en,
      status: entry.status,
      overdue: entry.overdue,
      requested_at: entry.requested_at,
      created_at: entry.created_at,
    })),
    total: page.total,
  };
}
