import * as z from 'zod/mini';
import { MATERIAL_UNITS, MATERIAL_VAT_RATES } from '../../../shared/domain/materials/materials';
import {
  blankAsAbsent,
  booleanText,
  idParameter,
  integerText,
  optionalIntegerText,
  optionalText,
  requiredText,
} from '../../../shared/http/fields';

/** The path of one material. */
export const materialPath = z.object({ material_id: idParameter() });

/** Writes need the manage ability. */
export const manage = { kind: 'staff', ability: 'purchasing.materials.manage' } as const;

/** A VAT rate the catalogue allows (0 or 15), sent as text or a number. */
const vatRate = () =>
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value, context) => {
      const rate = Number(String(value).trim());
      if ((MATERIAL_VAT_RATES as readonly number[]).includes(rate) && String(value).trim() !== '')
        return rate;
      context.issues.push({ code: 'custom', message: 'validation.in', input: value });
      return z.NEVER;
    }),
  );

/** The fields store requires; update takes each of them optionally. */
export const requiredMaterialFields = {
  code: requiredText(50),
  name_ar: requiredText(255),
  material_category_id: integerText({ min: 1 }),
  unit: z.enum(MATERIAL_UNITS),
};

/** The fields store and update both take optionally (a blank text clears it on update). */
export const optionalMaterialFields = {
  name_en: optionalText(255),
  specifications: optionalText(2000),
  vat_rate: blankAsAbsent(vatRate()),
  is_stock_item: blankAsAbsent(booleanText()),
  is_active: blankAsAbsent(booleanText()),
  over_receipt_allowance_pct: optionalIntegerText({ min: 0, max: 100 }),
  min_stock: optionalIntegerText({ min: 0 }),
};
