import { arAttributes } from './attributes';
import * as acceptances from './messages/acceptances';
import * as archive from './messages/archive';
import * as attendance from './messages/attendance';
import * as attentionRequests from './messages/attention-requests';
import * as auth from './messages/auth';
import * as bookingOffers from './messages/booking-offers';
import * as bookings from './messages/bookings';
import * as clients from './messages/clients';
import * as complaints from './messages/complaints';
import * as disbursements from './messages/disbursements';
import * as discounts from './messages/discounts';
import * as employeeProfiles from './messages/employee-profiles';
import * as errors from './messages/errors';
import * as goodsReceipts from './messages/goods-receipts';
import * as home from './messages/home';
import * as initSale from './messages/init-sale';
import * as leave from './messages/leave';
import * as leaveRequests from './messages/leave-requests';
import * as maintenanceRequests from './messages/maintenance-requests';
import * as materials from './messages/materials';
import * as notifications from './messages/notifications';
import * as overtimeRequests from './messages/overtime-requests';
import * as payrollLoans from './messages/payroll-loans';
import * as purchaseInvoices from './messages/purchase-invoices';
import * as purchaseOrders from './messages/purchase-orders';
import * as purchaseRequests from './messages/purchase-requests';
import * as purchasingDocuments from './messages/purchasing-documents';
import * as responses from './messages/responses';
import * as saleContract from './messages/sale-contract';
import * as saleOperations from './messages/sale-operations';
import * as saleRefunds from './messages/sale-refunds';
import * as saleRepricing from './messages/sale-repricing';
import * as saleSettings from './messages/sale-settings';
import * as salesBrowse from './messages/sales-browse';
import * as scheduleReports from './messages/schedule-reports';
import * as selfService from './messages/self-service';
import * as supplyRequests from './messages/supply-requests';
import * as validation from './messages/validation';
import * as visits from './messages/visits';
import * as warehouse from './messages/warehouse';

export type Locale = 'en' | 'ar';

// Each area lists its English messages `as const` and its Arabic ones as a Record of the same keys,
// so an Arabic message missing from an area fails the type check, and so does an unknown key below.
const en = {
  ...responses.en,
  ...errors.en,
  ...validation.en,
  ...auth.en,
  ...notifications.en,
  ...clients.en,
  ...complaints.en,
  ...discounts.en,
  ...materials.en,
  ...purchaseRequests.en,
  ...maintenanceRequests.en,
  ...visits.en,
  ...archive.en,
  ...home.en,
  ...acceptances.en,
  ...attentionRequests.en,
  ...bookings.en,
  ...initSale.en,
  ...saleOperations.en,
  ...saleRefunds.en,
  ...salesBrowse.en,
  ...scheduleReports.en,
  ...saleSettings.en,
  ...saleRepricing.en,
  ...saleContract.en,
  ...bookingOffers.en,
  ...purchaseOrders.en,
  ...goodsReceipts.en,
  ...warehouse.en,
  ...leave.en,
  ...employeeProfiles.en,
  ...selfService.en,
  ...leaveRequests.en,
  ...payrollLoans.en,
  ...overtimeRequests.en,
  ...disbursements.en,
  ...purchasingDocuments.en,
  ...supplyRequests.en,
  ...purchaseInvoices.en,
  ...attendance.en,
};

/** The key of a message in every language (`validation.required`, `auth.otp_wait`, ...). */
export type MessageKey = keyof typeof en;

const ar: Record<MessageKey, string> = {
  ...responses.ar,
  ...errors.ar,
  ...validation.ar,
  ...auth.ar,
  ...notifications.ar,
  ...clients.ar,
  ...complaints.ar,
  ...discounts.ar,
  ...materials.ar,
  ...purchaseRequests.ar,
  ...maintenanceRequests.ar,
  ...visits.ar,
  ...archive.ar,
  ...home.ar,
  ...acceptances.ar,
  ...attentionRequests.ar,
  ...bookings.ar,
  ...initSale.ar,
  ...saleOperations.ar,
  ...saleRefunds.ar,
  ...salesBrowse.ar,
  ...scheduleReports.ar,
  ...saleSettings.ar,
  ...saleRepricing.ar,
  ...saleContract.ar,
  ...bookingOffers.ar,
  ...purchaseOrders.ar,
  ...goodsReceipts.ar,
  ...warehouse.ar,
  ...leave.ar,
  ...employeeProfiles.ar,
  ...selfService.ar,
  ...leaveRequests.ar,
  ...payrollLoans.ar,
  ...overtimeRequests.ar,
  ...disbursements.ar,
  ...purchasingDocuments.ar,
  ...supplyRequests.ar,
  ...purchaseInvoices.ar,
  ...attendance.ar,
};

/** Whether a text read at run time (a zod issue's message) is one of our message keys. */
export const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(en, text);

/** Picks the response language from an Accept-Language header: Arabic when it is preferred, else English. */
export function localeFrom(acceptLanguage: string | undefined): Locale {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}

/**
 * Human name of an input field: Laravel replaces underscores with spaces; Arabic has its own names
 * (shared/i18n/attributes/). An entry of a list (`unit_ids.0`) is named by its list in Arabic; English
 * keeps Laravel's `unit ids.0`. Another dotted name (a nested field) has no Arabic name.
 */
export function attributeName(field: string, locale: Locale): string {
  const base = field.replace(/(\.\d+)+$/, '');
  const arabic =
    locale === 'ar' && !base.includes('.') && Object.hasOwn(arAttributes, base)
      ? arAttributes[base]
      : undefined;
  return arabic ?? field.replaceAll('_', ' ');
}

/**
 * The placeholders that name other fields (`:other` of required_if and prohibits, `:values` of
 * required_with and required_without), given as the field's name with spaces or underscores.
 */
const FIELD_PLACEHOLDERS = ['other', 'values'] as const;

/** A message's placeholders with the fields they name in the locale's words (`:other` is "العميل", not "client id"). */
export function namingFields(
  params: Readonly<Record<string, string | number>>,
  locale: Locale,
): Record<string, string | number> {
  const named: Record<string, string | number> = { ...params };
  for (const placeholder of FIELD_PLACEHOLDERS) {
    const value = params[placeholder];
    if (typeof value === 'string')
      named[placeholder] = attributeName(value.trim().replaceAll(' ', '_'), locale);
  }
  return named;
}

/** Translates a message, filling its `:name` placeholders. */
export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = locale === 'ar' ? ar[key] : en[key];
  return template.replace(/:([a-z_]+)/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
