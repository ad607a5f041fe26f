/** Self-service requests (issue 34): letters, bank account changes, document updates. */
export const en = {
  'self_service.no_profile': 'You have no employee profile: ask HR to add one first.',
  'self_service.iban': 'The :attribute must be a valid Saudi IBAN (SA followed by 22 digits).',
  'self_service.already_open': 'You already have an open request of this type: wait for its decision.',
  'self_service.not_completed': 'The request is :status: only a completed request can be downloaded.',
  'self_service.no_letter': 'This request has no letter to download.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'self_service.no_profile': 'ليس لديك ملف موظف: اطلب من الموارد البشرية إضافته أولا.',
  'self_service.iban': 'يجب أن يكون :attribute رقم آيبان سعوديا صحيحا (SA يليه 22 رقما).',
  'self_service.already_open': 'لديك طلب مفتوح من هذا النوع: انتظر قراره.',
  'self_service.not_completed': 'حالة الطلب :status: لا يمكن تنزيل إلا الطلب المكتمل.',
  'self_service.no_letter': 'لا يوجد خطاب لهذا الطلب لتنزيله.',
};
