import { writeHrReference } from '../../shared/domain/hr/hr-reference-writes';
import { alreadyPresent, type FirstDeployStep } from './step';

/**
 * HR's reference data (issue 34): the head-office and site shifts, the work sites, the leave types
 * of the Saudi labour law and the holiday calendars (`--holidays <file.json>`, an array of
 * HolidayCalendar; absent: the built-in 2026 and 2027), each written once under its fixed id.
 */
export const hrReferenceStep: FirstDeployStep = {
  name: 'hr reference',
  async run({ input }) {
    const { written, total } = await writeHrReference(input.holidays);
    if (written === 0) return alreadyPresent(`(${total} shifts, work sites, leave types and calendars)`);
    return {
      written,
      summary: `${written} of ${total} shifts, work sites, leave types and calendars written`,
    };
  },
};
