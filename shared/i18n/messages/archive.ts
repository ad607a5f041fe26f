/** The unit rentals' document archive. */
export const en = {
  'archive.not_uploaded': 'The file has not been uploaded yet: PUT it to the upload URL first.',
  'archive.size_mismatch': 'The uploaded file is not the announced :size bytes; upload it again.',
  'archive.upload_completing': 'Another request is completing this upload; try again in a minute.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'archive.not_uploaded': 'لم يُرفع الملف بعد: ارفعه أولًا إلى رابط الرفع.',
  'archive.size_mismatch': 'حجم الملف المرفوع لا يساوي :size بايت المعلن؛ ارفعه مرة أخرى.',
  'archive.upload_completing': 'طلب آخر يُكمل هذا الرفع؛ حاول مرة أخرى بعد دقيقة.',
};
