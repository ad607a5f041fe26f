/** Texts of the SMS and e-mails the API sends. */
export const en = {
  'messages.otp_sms': 'Your verification code is :code. It expires in :minutes minutes.',
  'messages.new_password_subject': 'Your new password',
  'messages.new_password_body':
    'Hello :name,\n\nYour new password is :password\n\nIt works for :minutes minutes beside your current password; the first one you sign in with stays. Then choose a password of your own.',
  'messages.sign_in_locked_subject': 'Sign-in to your account was paused',
  'messages.sign_in_locked_body':
    'Hello :name,\n\nSomeone entered a wrong password for your account several times, so sign-in is paused for :minutes min. If it was not you, nothing else is needed: your password was not accepted. If you forgot it, ask for a new one.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'messages.otp_sms': 'رمز التحقق الخاص بك هو :code. ينتهي خلال :minutes دقائق.',
  'messages.new_password_subject': 'كلمة المرور الجديدة',
  'messages.new_password_body':
    'مرحبًا :name،\n\nكلمة المرور الجديدة هي :password\n\nتعمل لمدة :minutes دقيقة إلى جانب كلمة مرورك الحالية، وتبقى الكلمة التي تسجّل الدخول بها أولًا. ثم اختر كلمة مرور خاصة بك.',
  'messages.sign_in_locked_subject': 'تم إيقاف الدخول إلى حسابك مؤقتًا',
  'messages.sign_in_locked_body':
    'مرحبًا :name،\n\nأدخل أحدهم كلمة مرور خاطئة لحسابك عدة مرات، لذا أُوقف الدخول مؤقتًا لمدة :minutes دقيقة. إن لم تكن أنت فلا حاجة لفعل شيء: لم تُقبل كلمة المرور. وإن نسيتها فاطلب كلمة مرور جديدة.',
};
