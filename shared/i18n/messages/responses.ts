/** The message of every successful answer. */
export const en = {
  'response.completed': 'The operation completed successfully.',
} as const;

export const ar: Record<keyof typeof en, string> = {
  'response.completed': 'تمت العملية بنجاح.',
};
