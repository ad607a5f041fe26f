/** Booking offers and financial solvency (sales support: the booking tab). */
export const en = {
  'booking_offers.no_offer_booking': 'This unit has no active booking to make an offer for.',
  'booking_offers.no_open_booking': 'This unit has no booking.',
  'booking_offers.booking_not_open':
    'The financial solvency can only change while the booking is active or waiting, before it goes to approval.',
  'booking_offers.purchase_method.cash': 'Cash',
  'booking_offers.purchase_method.bank_financing': 'Bank financing',
  'booking_offers.purchase_method.mixed': 'Down payment and bank financing',
  'booking_offers.purchase_method.developer_installments': 'Developer installments',
  'booking_offers.employer_sector.government': 'Government',
  'booking_offers.employer_sector.military': 'Military',
  'booking_offers.employer_sector.private': 'Private sector',
  'booking_offers.employer_sector.retired': 'Retired',
  'booking_offers.result.solvent': 'Solvent',
  'booking_offers.result.partially_solvent': 'Partially solvent',
  'booking_offers.result.not_solvent': 'Not solvent',
  'booking_offers.result.pending_bank': 'Waiting for the bank',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'booking_offers.no_offer_booking': 'لا يوجد حجز نشط على هذه الوحدة لإصدار عرض سعر له.',
  'booking_offers.no_open_booking': 'لا يوجد حجز على هذه الوحدة.',
  'booking_offers.booking_not_open':
    'لا يمكن تعديل الملاءة المالية إلا والحجز نشط أو في الانتظار، قبل إرساله للاعتماد.',
  'booking_offers.purchase_method.cash': 'نقدي',
  'booking_offers.purchase_method.bank_financing': 'تمويل بنكي',
  'booking_offers.purchase_method.mixed': 'دفعة أولى وتمويل بنكي',
  'booking_offers.purchase_method.developer_installments': 'أقساط من المطور',
  'booking_offers.employer_sector.government': 'حكومي',
  'booking_offers.employer_sector.military': 'عسكري',
  'booking_offers.employer_sector.private': 'قطاع خاص',
  'booking_offers.employer_sector.retired': 'متقاعد',
  'booking_offers.result.solvent': 'مليء ماليًا',
  'booking_offers.result.partially_solvent': 'مليء ماليًا جزئيًا',
  'booking_offers.result.not_solvent': 'غير مليء ماليًا',
  'booking_offers.result.pending_bank': 'بانتظار البنك',
};
