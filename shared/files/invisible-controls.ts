/**
 * Characters a name may not keep: C0 and C1 controls, and the invisible ones that reorder or hide
 * text (bidi marks, embeddings, overrides and isolates, zero-width space, byte-order mark):
 * `invoice\u202Efdp.exe` would show as `invoiceexe.pdf`.
 */
export const INVISIBLE_CONTROL_RANGES =
  '\\u0000-\\u001f\\u007f-\\u009f\\u061C\\u200B\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069\\uFEFF';

/** Every such character (global: for `replace`). */
export const INVISIBLE_CONTROLS = new RegExp(`[${INVISIBLE_CONTROL_RANGES}]`, 'g');
