/** Texts of the SMS and e-mails the API sends. */
export const en = {
  'messages.otp_sms': 'Your verification code is :code. It expires in :minutes minutes.',
  'messages.new_password_subject': 'Your new password',
  'messages.new_password_body':
    'Hello :name,\n\nYour new password is :password\n\nSign in with it, then choose a password of your own.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'messages.otp_sms': 'رمز التحقق الخاص بك هو :code. ينتهي خلال :minutes دقائق.',
  'messages.new_password_subject': 'كلمة المرور الجديدة',
  'messages.new_password_body':
    'مرحبًا :name،\n\nكلمة المرور الجديدة هي :password\n\nسجّل الدخول بها ثم اختر كلمة مرور خاصة بك.',
};
