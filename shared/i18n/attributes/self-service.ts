/** Arabic names of the self-service request's fields (issue 34). */
export const selfServiceAttributes: Readonly<Record<string, string>> = {
  addressee: 'الجهة الموجه إليها',
  purpose: 'الغرض',
  iban: 'رقم الآيبان',
  attachment: 'المرفق',
};
