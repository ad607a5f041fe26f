/** Leave balances: refusals of a request the ledger cannot take (the leave requests module adds its own). */
export const en = {
  'leave.balance_exceeded': 'The leave balance is not enough: :available days available, :days asked.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'leave.balance_exceeded': 'رصيد الإجازة غير كاف: المتاح :available يوما والمطلوب :days.',
};
