/** Disbursement orders: stock issued to a project. */
export const en = {
  'disbursements.over_request': 'More than the request still needs: :remaining remaining on this line.',
  'disbursements.request_not_approved': 'Stock is issued against an approved purchase request only.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'disbursements.over_request': 'الكمية أكبر من المتبقي في طلب الشراء: المتبقي في هذا البند :remaining.',
  'disbursements.request_not_approved': 'يصرف المخزون مقابل طلب شراء معتمد فقط.',
};
