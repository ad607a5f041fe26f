/** Init sale (sales support): refusals and the notice to the agent whose waiting hold a sale cancels. */
export const en = {
  'init_sale.no_accepted_booking': 'The unit has no accepted booking to turn into a sale.',
  'init_sale.deadline_passed': 'The time to initialise the sale of this booking has passed.',
  'init_sale.unit_has_sale': 'The unit already has a sale.',
  'init_sale.discounts_do_not_stack':
    'At most one project or building discount and one unit or client discount can be applied together.',
  'init_sale.first_home_citizen_only':
    "The first-home tax exemption needs the client's Saudi national ID (starting with 1).",
  'init_sale.payments_exceed_total':
    'The earnest money and the down payment cannot exceed the client total of :total SAR.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'init_sale.no_accepted_booking': 'لا يوجد حجز معتمد على الوحدة لتحويله إلى بيع.',
  'init_sale.deadline_passed': 'انتهت المهلة المحددة لبدء البيع لهذا الحجز.',
  'init_sale.unit_has_sale': 'الوحدة مباعة بالفعل.',
  'init_sale.discounts_do_not_stack':
    'يمكن تطبيق خصم واحد على مستوى المشروع أو المبنى وخصم واحد على مستوى الوحدة أو العميل فقط.',
  'init_sale.first_home_citizen_only':
    'الإعفاء الضريبي للمسكن الأول يتطلب هوية وطنية سعودية للعميل (تبدأ بالرقم 1).',
  'init_sale.payments_exceed_total':
    'لا يمكن أن يتجاوز العربون والدفعة الأولى إجمالي العميل البالغ :total ريال.',
};
