import type { decideMany } from '../../../shared/domain/acceptances/bulk-decisions';
import { type Locale, translate } from '../../../shared/i18n';

/** The bulk answer with each failure's reason in the caller's language. */
export const bulkResult = (result: Awaited<ReturnType<typeof decideMany>>, locale: Locale) => ({
  processed: result.processed,
  succeeded: result.succeeded,
  failed: result.failed.map((failure) => ({
    id: failure.id,
    message: translate(locale, failure.messageKey, failure.params),
  })),
});
