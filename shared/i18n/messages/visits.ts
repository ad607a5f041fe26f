/** Visit bookings. */
export const en = {
  'visits.in_past': 'The :attribute must be a time in the future.',
  'visits.not_a_slot':
    'The :attribute must be a :slot_minutes-minute slot between :first_slot and :last_slot (:time_zone).',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'visits.in_past': 'يجب أن يكون :attribute وقتًا في المستقبل.',
  'visits.not_a_slot':
    'يجب أن يكون :attribute موعدًا مدته :slot_minutes دقيقة بين :first_slot و :last_slot (:time_zone).',
};
