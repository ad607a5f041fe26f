import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/leave-requests, as the demo staff user on
 * the demo data of `npm start`. Asking for leave uses days up, so the store is given a free working
 * day (and one more annual day) by `leave-requests/free-day`, and the update and delete a pending
 * leave of their own by `leave-requests/pending`.
 */
export const fixtures: LocalFixtures = {
  'leave-requests/free-day': async () => {
    const { leaveExampleFixture } = await import('../../../infra/local/seed/hr-leave');
    return leaveExampleFixture(false);
  },
  'leave-requests/pending': async () => {
    const { leaveExampleFixture } = await import('../../../infra/local/seed/hr-leave');
    return leaveExampleFixture(true);
  },
};

const pendingPath = {
  path: { leave_request_id: '{fixture}' },
  localFixture: 'leave-requests/pending',
  postman: {
    path: { leave_request_id: '{{pending_leave_id}}' },
    prerequest: fromLocalFixture('leave-requests/pending', { pending_leave_id: 'id' }),
  },
};

export const examples: ModuleExamples = {
  staffStoreLeaveRequest: {
    body: {
      leave_type_id: '1',
      from_date: '{fixture:from_date}',
      to_date: '{fixture:from_date}',
      reason: 'Family visit',
    },
    localFixture: 'leave-requests/free-day',
    postman: {
      body: { from_date: '{{free_leave_day}}', to_date: '{{free_leave_day}}' },
      prerequest: fromLocalFixture('leave-requests/free-day', { free_leave_day: 'from_date' }),
    },
  },
  staffUpdateLeaveRequest: { ...pendingPath, body: { reason: 'Family visit, moved by a week' } },
  staffDeleteLeaveRequest: pendingPath,
};
