import { findEntity } from '../../db/entity-store';
import { entityType } from '../../db/entity-type';

/**
 * The company's purchasing tolerances (STAFF-DOMAIN-2 open question 4), in percent: one record
 * (id 1), written by the first-deploy command's `tolerances` step; absent, every tolerance is 0
 * (the anchor's strict default). A material's own `over_receipt_allowance_pct` overrides the
 * company's over-receipt allowance (Q4).
 */
export interface PurchasingSettings {
  /** Q4: how far beyond the ordered quantity a receipt may go. */
  over_receipt_allowance_pct: number;
  /** Q9: how far beyond the received (less returned) quantity an invoice may bill. */
  over_billing_allowance_pct: number;
  /** Q11: how far an invoice's price may differ from the order's before it is an exception. */
  price_tolerance_pct: number;
}

export const PURCHASING_SETTINGS = entityType<PurchasingSettings>('PURCHASING_SETTINGS');

/** The settings record's id: a deployment serves one company. */
export const PURCHASING_SETTINGS_ID = 1;

export const DEFAULT_PURCHASING_SETTINGS: PurchasingSettings = {
  over_receipt_allowance_pct: 0,
  over_billing_allowance_pct: 0,
  price_tolerance_pct: 0,
};

/** The tolerances in force (the defaults when none were written). */
export async function purchasingSettings(): Promise<PurchasingSettings> {
  const stored = await findEntity(PURCHASING_SETTINGS, PURCHASING_SETTINGS_ID);
  return {
    over_receipt_allowance_pct:
      stored?.over_receipt_allowance_pct ?? DEFAULT_PURCHASING_SETTINGS.over_receipt_allowance_pct,
    over_billing_allowance_pct:
      stored?.over_billing_allowance_pct ?? DEFAULT_PURCHASING_SETTINGS.over_billing_allowance_pct,
    price_tolerance_pct: stored?.price_tolerance_pct ?? DEFAULT_PURCHASING_SETTINGS.price_tolerance_pct,
  };
}
