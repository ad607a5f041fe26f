/** Sign-in, one-time codes and passwords. */
export const en = {
  'auth.failed': 'These credentials do not match our records.',
  'auth.otp_invalid': 'The code is invalid or has expired.',
  'auth.otp_wait': 'Please wait :seconds seconds before asking for another code.',
  'auth.otp_send_limit': 'Too many codes were sent to this number. Try again in :minutes minutes.',
  'auth.otp_locked': 'Too many wrong codes. Ask for a new code.',
  'auth.password_mail_wait': 'Please wait :seconds seconds before asking for another password.',
  'auth.sign_in_locked': 'Too many sign-in attempts. Please try again in :seconds seconds.',
  'auth.password_wrong': 'The password is incorrect.',
  'auth.switch_same_account': 'You are already signed in to this account.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'auth.failed': 'بيانات الاعتماد هذه غير متطابقة مع البيانات المسجلة لدينا.',
  'auth.otp_invalid': 'الرمز غير صحيح أو منتهي الصلاحية.',
  'auth.otp_wait': 'يرجى الانتظار :seconds ثانية قبل طلب رمز آخر.',
  'auth.otp_send_limit': 'أُرسل عدد كبير من الرموز إلى هذا الرقم. حاول مجددًا بعد :minutes دقيقة.',
  'auth.otp_locked': 'محاولات خاطئة كثيرة. اطلب رمزًا جديدًا.',
  'auth.password_mail_wait': 'يرجى الانتظار :seconds ثانية قبل طلب كلمة مرور أخرى.',
  'auth.sign_in_locked': 'محاولات دخول كثيرة. يرجى المحاولة مجددًا بعد :seconds ثانية.',
  'auth.password_wrong': 'كلمة المرور غير صحيحة.',
  'auth.switch_same_account': 'أنت مسجل الدخول بهذا الحساب بالفعل.',
};
