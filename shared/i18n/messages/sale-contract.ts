/** A sale's own status: its contract, force to emptying (sales support, sale tab). */
export const en = {
  'sale_contract.status_not_allowed': 'This step is not allowed for a sale in status :status.',
  'sale_contract.client_incomplete': "The client's data is incomplete for a contract: :fields.",
  'sale_contract.plan_missing':
    'The sale needs a price and a payment plan that adds up to its client total before its contract.',
  'sale_contract.nothing_outstanding': 'The sale owes nothing: it needs no force to emptying.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'sale_contract.status_not_allowed': 'هذه الخطوة غير مسموحة لبيع حالته :status.',
  'sale_contract.client_incomplete': 'بيانات العميل غير مكتملة للعقد: :fields.',
  'sale_contract.plan_missing': 'يحتاج البيع إلى سعر وخطة سداد مجموعها يساوي إجمالي العميل قبل عقده.',
  'sale_contract.nothing_outstanding': 'لا يوجد مبلغ مستحق على البيع: لا يحتاج إلى إفراغ قسري.',
};
