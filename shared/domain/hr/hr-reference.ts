import { findEntity } from '../../db/entity-store';
import { type EntityOf, entityType } from '../../db/entity-type';

/**
 * HR's reference data (STAFF-DOMAIN-2 2.1): shifts, work sites, holiday calendars and leave types,
 * written by the first-deploy command (`hrReferenceStep`) and the local seed from the defaults
 * below, each under a fixed id, so a record names them by id and reads them by key.
 */

/** A working shift, times `HH:MM` in Riyadh. Ramadan's times apply to `ramadan_reduced_hours` staff. */
export interface Shift {
  name_ar: string;
  name_en: string;
  start: string;
  end: string;
  grace_late_min: number;
  grace_early_min: number;
  /** Under this many worked hours the day is a half day. */
  half_day_threshold_h: number;
  /** Under this many worked hours the day is an absence. */
  absent_threshold_h: number;
  ramadan_start: string;
  ramadan_end: string;
}
export const SHIFT = entityType<Shift>('SHIFT');
export type ShiftEntity = EntityOf<typeof SHIFT>;

/** Where staff check in: a point and a radius in metres (0: no geofence). */
export interface WorkSite {
  name_ar: string;
  name_en: string;
  lat: number;
  lng: number;
  radius_m: number;
  project_id: number | null;
}
/** Work sites, in one unfiltered list (forms and filters offer them all). */
export const WORK_SITE = entityType<WorkSite>('WORK_SITE', { lists: [] });
export type WorkSiteEntity = EntityOf<typeof WORK_SITE>;

export interface Holiday {
  /** `YYYY-MM-DD`. */
  date: string;
  name_ar: string;
  name_en: string;
  kind: 'public' | 'company';
}
/**
 * One calendar a Gregorian year, stored under the year as its id, so the holidays of any range are
 * one or two key reads. The Ramadan dates of the year beside them (reduced hours).
 */
export interface HolidayCalendar {
  year: number;
  holidays: Holiday[];
  /** `YYYY-MM-DD` first and last day of Ramadan falling in the year, or null. */
  ramadan_from: string | null;
  ramadan_to: string | null;
}
export const HOLIDAY_CALENDAR = entityType<HolidayCalendar>('HOLIDAY_CALENDAR');
export type HolidayCalendarEntity = EntityOf<typeof HOLIDAY_CALENDAR>;

export const LEAVE_TYPE_CODES = [
  'annual',
  'sick',
  'unpaid',
  'marriage',
  'paternity',
  'bereavement_first_degree',
  'bereavement_sibling',
  'maternity',
  'hajj',
  'exam',
  'comp_off',
] as const;
export type LeaveTypeCode = (typeof LEAVE_TYPE_CODES)[number];

/**
 * A kind of leave (STAFF-DOMAIN-2 2.1, 2.2). `entitlement_days` is a yearly allocation for
 * `annual` (`entitlement_days_after_5y` after five years), a per-event length for the event
 * leaves, and the per-service-year days of each pay tier for `sick` (`pay_tiers`).
 */
export interface LeaveType {
  code: LeaveTypeCode;
  name_ar: string;
  name_en: string;
  /** `working`: weekends and public holidays are not counted; `calendar`: every day. */
  counts: 'working' | 'calendar';
  /** Days a year (annual) or an event (marriage, bereavement...); null: no fixed entitlement. */
  entitlement_days: number | null;
  entitlement_days_after_5y: number | null;
  /** Sick leave's tiers in order: so many days at so much pay within a service year. */
  pay_tiers: Array<{ days: number; pay_pct: number }>;
  /** Paid at this percent when no tiers apply. */
  pay_pct: number;
  /** The balance is a ledger (annual, comp_off); others are checked against their entitlement. */
  uses_balance: boolean;
  allow_negative: boolean;
  max_continuous_days: number | null;
  requires_attachment: boolean;
  applicable_after_days: number;
  once_per_service: boolean;
  /** Only staff of this gender may take it (maternity, paternity). */
  gender: 'male' | 'female' | null;
}
/** Leave types, stored under fixed ids (their order in `DEFAULT_LEAVE_TYPES`, from 1). */
export const LEAVE_TYPE = entityType<LeaveType>('LEAVE_TYPE');
export type LeaveTypeEntity = EntityOf<typeof LEAVE_TYPE>;

const leave = (
  code: LeaveTypeCode,
  name_en: string,
  name_ar: string,
  rest: Partial<LeaveType>,
): LeaveType => ({
  code,
  name_en,
  name_ar,
  counts: 'calendar',
  entitlement_days: null,
  entitlement_days_after_5y: null,
  pay_tiers: [],
  pay_pct: 100,
  uses_balance: false,
  allow_negative: false,
  max_continuous_days: null,
  requires_attachment: false,
  applicable_after_days: 0,
  once_per_service: false,
  gender: null,
  ...rest,
});

/**
 * The Saudi labour law's leaves with the 2025 amendments (STAFF-DOMAIN-2 2.2): annual 21 working
 * days (30 after five years), sick 30 / 60 / 30 days at 100 / 75 / 0 % a service year, maternity
 * 12 weeks, paternity 3 days, marriage 5, a first-degree death 5, a sibling's 3, Hajj 10 to 15 once
 * after two years, unpaid, exams, and compensatory time off credited by overtime taken as time off.
 */
export const DEFAULT_LEAVE_TYPES: readonly LeaveType[] = [
  leave('annual', 'Annual leave', 'إجازة سنوية', {
    counts: 'working',
    entitlement_days: 21,
    entitlement_days_after_5y: 30,
    uses_balance: true,
  }),
  leave('sick', 'Sick leave', 'إجازة مرضية', {
    pay_tiers: [
      { days: 30, pay_pct: 100 },
      { days: 60, pay_pct: 75 },
      { days: 30, pay_pct: 0 },
    ],
    requires_attachment: true,
  }),
  leave('unpaid', 'Unpaid leave', 'إجازة بدون راتب', { pay_pct: 0, max_continuous_days: 20 }),
  leave('marriage', 'Marriage leave', 'إجازة زواج', {
    entitlement_days: 5,
    max_continuous_days: 5,
    requires_attachment: true,
  }),
  leave('paternity', 'Paternity leave', 'إجازة مولود', {
    entitlement_days: 3,
    max_continuous_days: 3,
    requires_attachment: true,
    gender: 'male',
  }),
  leave(
    'bereavement_first_degree',
    'Bereavement leave (spouse, parent or child)',
    'إجازة وفاة (زوج أو والد أو ولد)',
    {
      entitlement_days: 5,
      max_continuous_days: 5,
      requires_attachment: true,
    },
  ),
  leave('bereavement_sibling', 'Bereavement leave (sibling)', 'إجازة وفاة (أخ أو أخت)', {
    entitlement_days: 3,
    max_continuous_days: 3,
    requires_attachment: true,
  }),
  leave('maternity', 'Maternity leave', 'إجازة وضع', {
    entitlement_days: 84,
    max_continuous_days: 84,
    requires_attachment: true,
    gender: 'female',
  }),
  leave('hajj', 'Hajj leave', 'إجازة حج', {
    entitlement_days: 15,
    max_continuous_days: 15,
    applicable_after_days: 730,
    once_per_service: true,
  }),
  leave('exam', 'Exam leave', 'إجازة امتحان', { requires_attachment: true }),
  leave('comp_off', 'Compensatory time off', 'إجازة تعويضية', { counts: 'working', uses_balance: true }),
];

/** A leave type's fixed id: its place in `DEFAULT_LEAVE_TYPES`, from 1. */
export const leaveTypeId = (code: LeaveTypeCode): number => LEAVE_TYPE_CODES.indexOf(code) + 1;

/** The head office's shift (id 1) and the sites' (id 2). */
export const DEFAULT_SHIFTS: readonly Shift[] = [
  {
    name_en: 'Head office',
    name_ar: 'المكتب الرئيسي',
    start: '08:00',
    end: '16:00',
    grace_late_min: 15,
    grace_early_min: 15,
    half_day_threshold_h: 4,
    absent_threshold_h: 2,
    ramadan_start: '10:00',
    ramadan_end: '16:00',
  },
  {
    name_en: 'Site',
    name_ar: 'الموقع',
    start: '07:00',
    end: '15:00',
    grace_late_min: 15,
    grace_early_min: 15,
    half_day_threshold_h: 4,
    absent_threshold_h: 2,
    ramadan_start: '09:00',
    ramadan_end: '15:00',
  },
];
export const HEAD_OFFICE_SHIFT_ID = 1;
export const SITE_SHIFT_ID = 2;

/** The head office (id 1, 150 m) and demo project 1's site (id 2, 300 m). */
export const DEFAULT_WORK_SITES: readonly WorkSite[] = [
  {
    name_en: 'Head office, Olaya',
    name_ar: 'المكتب الرئيسي، العليا',
    lat: 24.6905,
    lng: 46.6855,
    radius_m: 150,
    project_id: null,
  },
  {
    name_en: 'Project 1 site',
    name_ar: 'موقع المشروع 1',
    lat: 24.7743,
    lng: 46.7386,
    radius_m: 300,
    project_id: 1,
  },
];
export const HEAD_OFFICE_SITE_ID = 1;

/**
 * The public holidays of 2026 and 2027 (Founding Day, Eid al-Fitr, Eid al-Adha, National Day) with
 * Ramadan's dates, as the Umm al-Qura calendar expects them; HR corrects them on a stage through
 * the first-deploy file when the moon is sighted.
 */
export const DEFAULT_HOLIDAY_CALENDARS: readonly HolidayCalendar[] = [
  {
    year: 2026,
    ramadan_from: '2026-02-18',
    ramadan_to: '2026-03-19',
    holidays: [
      { date: '2026-02-22', name_en: 'Founding Day', name_ar: 'يوم التأسيس', kind: 'public' },
      ...days('2026-03-20', 4, 'Eid al-Fitr', 'عيد الفطر'),
      ...days('2026-05-26', 5, 'Eid al-Adha', 'عيد الأضحى'),
      { date: '2026-09-23', name_en: 'National Day', name_ar: 'اليوم الوطني', kind: 'public' },
    ],
  },
  {
    year: 2027,
    ramadan_from: '2027-02-08',
    ramadan_to: '2027-03-09',
    holidays: [
      { date: '2027-02-22', name_en: 'Founding Day', name_ar: 'يوم التأسيس', kind: 'public' },
      ...days('2027-03-10', 4, 'Eid al-Fitr', 'عيد الفطر'),
      ...days('2027-05-16', 5, 'Eid al-Adha', 'عيد الأضحى'),
      { date: '2027-09-23', name_en: 'National Day', name_ar: 'اليوم الوطني', kind: 'public' },
    ],
  },
];

function days(from: string, count: number, name_en: string, name_ar: string): Holiday[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => ({
    date: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
    name_en,
    name_ar,
    kind: 'public' as const,
  }));
}

/** The calendar of a year, or an empty one (no holidays known: every Sunday–Thursday works). */
export async function holidayCalendar(year: number): Promise<HolidayCalendar> {
  return (
    (await findEntity(HOLIDAY_CALENDAR, year)) ?? { year, holidays: [], ramadan_from: null, ramadan_to: null }
  );
}
