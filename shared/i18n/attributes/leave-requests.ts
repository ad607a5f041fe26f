/** Arabic names of the leave requests' input fields (issue 34). */
export const leaveRequestAttributes: Readonly<Record<string, string>> = {
  leave_type_id: 'نوع الإجازة',
  from_date: 'تاريخ البداية',
  to_date: 'تاريخ النهاية',
  half_day: 'نصف يوم',
};
