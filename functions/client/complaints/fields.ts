import * as z from 'zod/mini';
import { COMPLAINT_CATEGORIES } from '../../../shared/domain/complaints/complaints';
import { idParameter, optionalIntegerText, requiredText } from '../../../shared/http/fields';

export const params = z.object({ complaint_id: idParameter() });

export const fields = {
  category: z.enum(COMPLAINT_CATEGORIES),
  description: requiredText(5000),
  unit_id: optionalIntegerText({ min: 1 }),
};
