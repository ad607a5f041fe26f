/** Messages of the errors any operation may answer, worded as Laravel's. */
export const en = {
  'errors.unauthenticated': 'Unauthenticated.',
  'errors.forbidden': 'This action is unauthorized.',
  'errors.api_key_refused': 'Forbidden',
  'errors.not_found': 'Not Found.',
  'errors.record_not_found': 'The requested :record was not found.',
  'errors.method_not_allowed': 'Method Not Allowed.',
  'errors.conflict': 'The record was changed by another request. Reload it and try again.',
  'errors.payload_too_large': 'Payload Too Large.',
  'errors.too_many_requests': 'Too Many Requests',
  'errors.service_unavailable': 'The document is taking longer than usual to prepare. Try again in a moment.',
  'errors.server': 'Server Error',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'errors.unauthenticated': 'غير مصرح.',
  'errors.forbidden': 'غير مصرح لك بتنفيذ هذا الإجراء.',
  // API Gateway answers a missing or unknown key with this English word in every language; so do we.
  'errors.api_key_refused': 'Forbidden',
  'errors.not_found': 'غير موجود.',
  'errors.record_not_found': 'لم يتم العثور على :record المطلوب.',
  'errors.method_not_allowed': 'الطريقة غير مسموح بها.',
  'errors.conflict': 'تم تعديل السجل بواسطة طلب آخر. أعد تحميله وحاول مرة أخرى.',
  'errors.payload_too_large': 'حجم الطلب كبير جدًا.',
  'errors.too_many_requests': 'طلبات كثيرة جدًا',
  'errors.service_unavailable': 'يستغرق تجهيز المستند وقتًا أطول من المعتاد. حاول مرة أخرى بعد قليل.',
  'errors.server': 'خطأ في الخادم',
};
