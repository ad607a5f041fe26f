/** Arabic names of the overtime requests' input fields (issue 34). */
export const overtimeRequestAttributes: Readonly<Record<string, string>> = {
  from_time: 'وقت البداية',
  to_time: 'وقت النهاية',
  compensation: 'التعويض',
  employee_consent: 'موافقة الموظف',
  approved_min: 'الدقائق المعتمدة',
};
