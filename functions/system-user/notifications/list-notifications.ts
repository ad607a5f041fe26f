import * as z from 'zod/mini';
import { listOwnNotifications } from '../../../shared/domain/notifications/own-notifications';
import { page } from '../../../shared/http/envelopes';
import { blankAsAbsent, paginationQuery } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';

const TRUE = ['1', 'true'];
const BOOLEAN = [...TRUE, '0', 'false'];

/** GET {system_user_url}/notifications: the caller's notifications, newest first; `unread_only=1` for the unread. */
export const staffListNotifications = defineOperation(
  {
    method: 'GET',
    path: '/notifications',
    operationId: 'staffListNotifications',
    summary: 'Notifications: index',
    response: { kind: 'list', record: 'StaffNotification' },
    query: z.object({
      ...paginationQuery,
      unread_only: blankAsAbsent(
        z.string().check(z.refine((value) => BOOLEAN.includes(value), 'validation.boolean')),
      ),
    }),
  },
  async ({ query, request }) =>
    page(
      await listOwnNotifications(staffCaller(request).id, {
        ...request.page,
        unreadOnly: TRUE.includes(query.unread_only ?? ''),
        locale: request.locale,
      }),
      request,
    ),
);
