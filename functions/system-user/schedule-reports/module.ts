import { filePrefixes } from '../../../shared/files/file-prefixes';
import { declareModule } from '../../../shared/http/module';

/**
 * system-user/schedule-reports (staff core): reports mailed on a schedule to staff members who may
 * see them, and the logs of their runs (shared/domain/schedule-reports/); reads the run files (`prints/scheduled-reports/`) to link them for 15 minutes.
 * Declares `core.reports.schedule` (managers, finance, HR and procurement leads).
 */
export const staffScheduleReports = declareModule({
  surface: 'system-user',
  resource: 'schedule-reports',
  grants: { table: 'readwrite', bucket: { read: [filePrefixes.prints] } },
  access: { kind: 'staff', ability: 'core.reports.schedule' },
  abilities: {
    'core.reports.schedule':
      'Scheduled reports: their own schedules (of the reports their abilities show) and the logs of their runs.',
  },
});
