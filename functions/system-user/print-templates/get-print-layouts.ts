import { printLayoutsView } from '../../../shared/domain/prints/print-layouts';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';

/** GET {system_user_url}/sales-support/print-templates/layouts: papers and page layouts (margins, header, footer, letterhead). */
export const staffGetPrintLayouts = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/print-templates/layouts',
    operationId: 'staffGetPrintLayouts',
    summary: 'Print Templates: get layouts',
    response: { kind: 'single', record: 'PrintLayouts' },
  },
  async ({ request }) => single(printLayoutsView(request.locale)),
);
