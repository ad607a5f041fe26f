/** Arabic names of the attendance fields (issue 34). */
export const attendanceAttributes: Readonly<Record<string, string>> = {
  lat: 'خط العرض',
  lng: 'خط الطول',
  accuracy_m: 'دقة الموقع',
  check_in_time: 'وقت الحضور',
  check_out_time: 'وقت الانصراف',
  check_out_at: 'وقت الانصراف',
};
