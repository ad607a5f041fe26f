import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/overtime-requests, on the demo data of
 * `npm start`. The caller is the demo staff user (every ability, an admin): a store takes a working
 * day of its own (one request per employee and day); an update or delete a pending request of the
 * demo staff user's own; an approve or reject a pending request of the general manager, who has no
 * line manager, so the engine's fallback reviewers (the admins) decide it.
 */
async function freeWorkday(employeeId: number): Promise<string> {
  const { freeWorkday: free } = await import('../../../shared/domain/overtime-requests/overtime-plan');
  return free(employeeId);
}

async function callerOf(email: string) {
  const { readStaffCaller } = await import('../../../shared/domain/callers/staff-caller');
  const { findByUnique, USER } = await import('../../../shared/domain/users/users');
  const user = await findByUnique(USER, 'EMAIL', email);
  return readStaffCaller(user?.id ?? 1);
}

async function pendingOf(email: string) {
  const { storeOvertime } = await import('../../../shared/domain/overtime-requests/overtime-writes');
  const caller = await callerOf(email);
  const request = await storeOvertime(caller, {
    work_date: await freeWorkday(caller.id),
    from_time: '16:00',
    to_time: '18:00',
    compensation: 'pay',
    reason: 'Month-end stock count',
  });
  return { id: request.id };
}

export const fixtures: LocalFixtures = {
  'overtime-requests/free-day': async () => {
    const caller = await callerOf('demo.staff@example.com');
    return { id: caller.id, work_date: await freeWorkday(caller.id) };
  },
  'overtime-requests/own-pending': () => pendingOf('demo.staff@example.com'),
  'overtime-requests/decidable': async () => {
    const { demoRoleEmail } = await import('../../../infra/local/seed/people');
    return pendingOf(demoRoleEmail('general_manager'));
  },
};

const pendingPostman = (fixture: string) => ({
  path: { overtime_request_id: '{{overtime_request_id}}' },
  prerequest: fromLocalFixture(fixture, { overtime_request_id: 'id' }),
});

export const examples: ModuleExamples = {
  staffListOvertimeRequests: { query: { scope: 'team' } },
  staffOvertimeRequestFormData: { query: { work_date: '2026-11-26' } },
  staffStoreOvertimeRequest: {
    body: {
      work_date: '{fixture:work_date}',
      from_time: '16:00',
      to_time: '19:30',
      compensation: 'pay',
      reason: 'Concrete pour on tower B ran late',
    },
    localFixture: 'overtime-requests/free-day',
    postman: {
      body: { work_date: '{{overtime_free_day}}' },
      prerequest: fromLocalFixture('overtime-requests/free-day', { overtime_free_day: 'work_date' }),
    },
  },
  staffUpdateOvertimeRequest: {
    path: { overtime_request_id: '{fixture}' },
    body: { to_time: '19:00', reason: 'Stock count ran an hour longer' },
    localFixture: 'overtime-requests/own-pending',
    postman: pendingPostman('overtime-requests/own-pending'),
  },
  staffApproveOvertimeRequest: {
    path: { overtime_request_id: '{fixture}' },
    body: { approved_min: '90' },
    localFixture: 'overtime-requests/decidable',
    postman: pendingPostman('overtime-requests/decidable'),
  },
  staffRejectOvertimeRequest: {
    path: { overtime_request_id: '{fixture}' },
    body: { reason: 'Not planned with the site manager' },
    localFixture: 'overtime-requests/decidable',
    postman: pendingPostman('overtime-requests/decidable'),
  },
  staffDeleteOvertimeRequest: {
    path: { overtime_request_id: '{fixture}' },
    localFixture: 'overtime-requests/own-pending',
    postman: pendingPostman('overtime-requests/own-pending'),
  },
};
