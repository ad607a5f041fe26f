/** Re-pricing a sale and its plan (sales support, sale tab): reschedule payments, discount, striving. */
export const en = {
  'sale_repricing.not_reschedulable': 'A sale in status :status has no payment plan to change.',
  'sale_repricing.nothing_to_reschedule': 'The sale owes nothing: there is no unpaid part to reschedule.',
  'sale_repricing.plan_moved':
    'The payment plan changed since it was read (it is at version :version now): read it again.',
  'sale_repricing.due_dates_ascending': 'Each due date must be after the one before it.',
  'sale_repricing.amounts_count':
    'Give one amount for each of the :count due dates (or one fewer: the last line takes the rest).',
  'sale_repricing.amounts_sum':
    'The new lines must add up to the balance of :balance SAR exactly, each more than 0.',
  'sale_repricing.reschedule_stale':
    'The plan now owes more than this reschedule covers (a refund or a new price since the request): reject it and ask again.',
  'sale_repricing.not_repriceable': 'The price of a sale in status :status no longer changes.',
  'sale_repricing.total_below_held':
    'This lowers the client total to :total SAR, below the :held SAR the sale holds: make a partial refund first.',
  'sale_repricing.price_stale':
    'The sale now holds more than the new client total: reject this change and make a partial refund first.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'sale_repricing.not_reschedulable': 'لا يمكن تعديل خطة السداد لبيع حالته :status.',
  'sale_repricing.nothing_to_reschedule':
    'لا يوجد مبلغ مستحق على البيع: لا يوجد جزء غير مدفوع لإعادة جدولته.',
  'sale_repricing.plan_moved': 'تغيّرت خطة السداد منذ قراءتها (أصبحت في الإصدار :version): اقرأها من جديد.',
  'sale_repricing.due_dates_ascending': 'يجب أن يكون كل تاريخ استحقاق بعد التاريخ الذي قبله.',
  'sale_repricing.amounts_count':
    'أدخل مبلغاً لكل تاريخ من تواريخ الاستحقاق البالغ عددها :count (أو أقل بواحد: يأخذ السطر الأخير الباقي).',
  'sale_repricing.amounts_sum':
    'يجب أن يساوي مجموع الأسطر الجديدة الرصيد المستحق البالغ :balance ريال تماماً، وكل مبلغ أكبر من 0.',
  'sale_repricing.reschedule_stale':
    'أصبحت الخطة تستحق أكثر مما تغطيه إعادة الجدولة هذه (استرداد أو سعر جديد منذ الطلب): ارفضها واطلبها من جديد.',
  'sale_repricing.not_repriceable': 'لم يعد سعر البيع في الحالة :status قابلاً للتعديل.',
  'sale_repricing.total_below_held':
    'هذا يخفض إجمالي العميل إلى :total ريال، وهو أقل من :held ريال المستلمة للبيع: نفّذ استرداداً جزئياً أولاً.',
  'sale_repricing.price_stale':
    'أصبح المستلم للبيع أكثر من إجمالي العميل الجديد: ارفض هذا التعديل ونفّذ استرداداً جزئياً أولاً.',
};
