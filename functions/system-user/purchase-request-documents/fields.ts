import * as z from 'zod/mini';
import { MAX_RFQ_SUPPLIERS } from '../../../shared/domain/purchasing/rfq';
import { blankAsAbsent, idListText, idParameter, optionalDateText } from '../../../shared/http/fields';

/** Every route of the module names its request. */
export const requestPath = '/purchasing/purchase-requests/{purchase_request_id}';
export const requestParams = z.object({ purchase_request_id: idParameter() });

/** `?language=en` prints the English template; Arabic by default. */
const language = blankAsAbsent(z.enum(['ar', 'en']));
export const languageQuery = z.object({ language });

/** send-mail: 1 to 10 suppliers, an optional reply-by date (default in a week), the PDF's language. */
export const sendMailBody = z.object({
  supplier_ids: z.pipe(idListText(MAX_RFQ_SUPPLIERS), z.array(z.number()).check(z.minLength(1))),
  reply_by: optionalDateText(),
  language,
});
