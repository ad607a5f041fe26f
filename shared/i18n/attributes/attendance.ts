/** Arabic names of the attendance fields (issue 34). */
export const attendanceAttributes: Readonly<Record<string, string>> = {
  lat: 'خط العرض',
  lng: 'خط الطول',
  accuracy_m: 'دقة الموقع',
  employee_id: 'الموظف',
  department_id: 'القسم',
  work_date: 'يوم العمل',
  check_in_time: 'وقت الحضور',
  check_out_time: 'وقت الانصراف',
  check_out_at: 'وقت الانصراف',
  month: 'الشهر',
};
