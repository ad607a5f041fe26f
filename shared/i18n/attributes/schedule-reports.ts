/** Arabic names of the scheduled reports' input fields. */
export const scheduleReportAttributes: Readonly<Record<string, string>> = {
  schedule_id: 'الجدولة',
  report_key: 'التقرير',
  period: 'الفترة',
  frequency: 'التكرار',
  day_of_week: 'يوم الأسبوع',
  day_of_month: 'يوم الشهر',
  time: 'الوقت',
  formats: 'الصيغ',
  recipient_ids: 'المستلمون',
  send_if_data: 'الإرسال عند وجود بيانات فقط',
  enabled: 'مفعل',
};
