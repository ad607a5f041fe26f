import * as z from 'zod/mini';
import { EMPLOYER_SECTORS, PURCHASE_METHODS } from '../../../shared/domain/sales-support/solvency';
import { updateFinancialSolvency } from '../../../shared/domain/sales-support/solvency-update';
import { single } from '../../../shared/http/envelopes';
import { blankAsAbsent, numberText, optionalIntegerText, text } from '../../../shared/http/fields';
import { defineOperation } from '../../../shared/http/operation';
import { staffCaller } from '../../../shared/http/request-caller';
import { bookingTabPath, booleanChoice, isTrue, unitParams } from './fields';

/** An amount of SAR: a number >= 0 with at most 2 decimals. */
const amount = () => numberText({ min: 0 });

/**
 * POST {system_user_url}/sales-support/saleable-details/{unit_id}/booking/update-financial-solvency:
 * records the client's financial solvency for the booking (active or waiting, else 409); the result
 * is computed (docs/staff-surface.md); a sales manager may let a not solvent booking go to approval
 * with `manager_override` and a reason.
 */
export const staffUpdateFinancialSolvency = defineOperation(
  {
    method: 'POST',
    path: `${bookingTabPath}/update-financial-solvency`,
    operationId: 'staffUpdateFinancialSolvency',
    summary: 'SalesSupportSaleableDetail: update-financial-solvency',
    access: { kind: 'staff', ability: 'sales.bookings.manage' },
    response: { kind: 'single', record: 'FinancialSolvency', conflict: true },
    params: unitParams,
    body: z.object({
      booking_id: optionalIntegerText({ min: 1 }),
      purchase_method: z.enum(PURCHASE_METHODS),
      employer_sector: blankAsAbsent(z.enum(EMPLOYER_SECTORS)),
      monthly_income: blankAsAbsent(amount()),
      monthly_obligations: blankAsAbsent(amount()),
      salary_bank_id: optionalIntegerText({ min: 1 }),
      redf_supported: blankAsAbsent(booleanChoice),
      financing_bank_id: optionalIntegerText({ min: 1 }),
      pre_approved_amount: blankAsAbsent(amount()),
      down_payment_available: amount(),
      notes: blankAsAbsent(text(1000)),
      manager_override: blankAsAbsent(booleanChoice),
      override_reason: blankAsAbsent(text(500)),
    }),
  },
  async ({ params, body, request }) => {
    const caller = staffCaller(request);
    return single(
      await updateFinancialSolvency(
        caller,
        params.unit_id,
        {
          ...body,
          redf_supported: isTrue(body.redf_supported),
          manager_override: isTrue(body.manager_override),
        },
        {
          // Reviewers of approvals (sales managers and directors) may override a not solvent result.
          mayOverride: caller.abilities.includes('*') || caller.abilities.includes('core.acceptances.decide'),
          locale: request.locale,
        },
      ),
    );
  },
);
