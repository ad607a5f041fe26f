import type { ResourceModule } from '../../../shared/http/route';

export const staffAcceptances = {
  surface: 'system-user',
  resource: 'acceptances',
  grants: { table: 'read', bucket: 'read' },
  routes: [
    {
      method: 'GET',
      path: '/acceptances/daily-digest/logs',
      operationId: 'staffDailyDigestLogs',
      summary: 'Acceptance: daily-digest index log',
      access: { kind: 'staff', ability: 'acceptances.view' },
    },
  ],
} as const satisfies ResourceModule;
