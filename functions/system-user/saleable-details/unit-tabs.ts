import {
  unitAttentionClients,
  unitBookingTab,
  unitDiscounts,
  unitMainData,
  unitSale,
  unitSaleBankFollow,
} from '../../../shared/domain/sales-support/browse-unit-tabs';
import { single } from '../../../shared/http/envelopes';
import { defineOperation } from '../../../shared/http/operation';
import { unitPath, viewerOf } from './fields';

/**
 * GET {system_user_url}/sales-support/saleable-details/{unit_id}: the unit with its project,
 * building and prices, and its active and next bookings, sale and client when in the caller's row
 * scope (null otherwise). 404 for a unit out of view (a `projects` scope sees its projects only).
 */
export const salesSupportSaleableDetailMainData = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/saleable-details/{unit_id}',
    operationId: 'salesSupportSaleableDetailMainData',
    summary: 'SalesSupportSaleableDetail: MainData',
    response: { kind: 'single', record: 'SalesSupportUnit' },
    params: unitPath,
  },
  async ({ params, request }) => single(await unitMainData(await viewerOf(request), params.unit_id)),
);

/**
 * GET .../saleable-details/{unit_id}/attention-clients: the clients tied to the unit through its
 * bookings and sale in the caller's row scope (`relation`), and the leads those bookings came from.
 */
export const salesSupportSaleableDetailAttentionClient = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/saleable-details/{unit_id}/attention-clients',
    operationId: 'salesSupportSaleableDetailAttentionClient',
    summary: 'SalesSupportSaleableDetail: AttentionClient',
    response: { kind: 'single', record: 'SalesSupportUnitClients' },
    params: unitPath,
  },
  async ({ params, request }) => single(await unitAttentionClients(await viewerOf(request), params.unit_id)),
);

/**
 * GET .../saleable-details/{unit_id}/booking: the unit's active booking and the one waiting behind
 * it, with times, state and seconds left (null when absent or outside the caller's row scope).
 */
export const salesSupportSaleableDetailBooking = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/saleable-details/{unit_id}/booking',
    operationId: 'salesSupportSaleableDetailBooking',
    summary: 'SalesSupportSaleableDetail: Booking',
    response: { kind: 'single', record: 'SalesSupportUnitBookings' },
    params: unitPath,
  },
  async ({ params, request }) => single(await unitBookingTab(await viewerOf(request), params.unit_id)),
);

/**
 * GET .../saleable-details/{unit_id}/discounts: the active discounts whose days cover today
 * (Asia/Riyadh) and whose target is the unit's project, building, the unit or its holding client.
 */
export const salesSupportSaleableDetailDiscount = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/saleable-details/{unit_id}/discounts',
    operationId: 'salesSupportSaleableDetailDiscount',
    summary: 'SalesSupportSaleableDetail: Discount',
    response: { kind: 'single', record: 'SalesSupportUnitDiscounts' },
    params: unitPath,
  },
  async ({ params, request }) => single(await unitDiscounts(await viewerOf(request), params.unit_id)),
);

/**
 * GET .../saleable-details/{unit_id}/sale: the unit's sale with its price snapshot, money received
 * and paid back and the balance; 404 when the unit has no sale or it is outside the row scope.
 */
export const salesSupportSaleableDetailViewSale = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/saleable-details/{unit_id}/sale',
    operationId: 'salesSupportSaleableDetailViewSale',
    summary: 'SalesSupportSaleableDetail: View Sale',
    response: { kind: 'single', record: 'SalesSupportUnitSale' },
    params: unitPath,
  },
  async ({ params, request }) => single(await unitSale(await viewerOf(request), params.unit_id)),
);

/**
 * GET .../saleable-details/{unit_id}/sale/bank-follow: the sale's purchase method and bank
 * follow-up (bank and stage null until the sale operations bring them), with the stages in order.
 */
export const salesSupportSaleableDetailSaleBankFollow = defineOperation(
  {
    method: 'GET',
    path: '/sales-support/saleable-details/{unit_id}/sale/bank-follow',
    operationId: 'salesSupportSaleableDetailSaleBankFollow',
    summary: 'SalesSupportSaleableDetail: View Sale follow bank client',
    response: { kind: 'single', record: 'SalesSupportSaleBankFollow' },
    params: unitPath,
  },
  async ({ params, request }) =>
    single(await unitSaleBankFollow(await viewerOf(request), params.unit_id, request.locale)),
);
