import { ACCEPTANCE, ACCEPTANCE_INBOX, DIGEST_ENTRY } from './acceptances/acceptances';
import { ARCHIVE } from './archive/archive';
import { ATTENTION_REQUEST, OPTION } from './attention-requests/attention-requests';
import { FOLLOW_UP } from './attention-requests/follow-ups';
import { CLIENT } from './clients/clients';
import { COMPLAINT } from './complaints/complaints';
import { DISCOUNT } from './discounts/discounts';
import { LAND } from './lands/lands';
import { AREA, BLOCK, CITY, COUNTRY } from './locations/locations';
import { MAINTENANCE_REQUEST } from './maintenance/maintenance-requests';
import { CAMPAIGN_GOAL, CAMPAIGN_TYPE, MARKETING } from './marketing/marketings';
import { STAFF_NOTIFICATION } from './notifications/staff-notifications';
import { LAND_OWNER, PROJECT } from './projects/projects';
import { PURCHASE_ORDER, PURCHASE_REQUEST } from './purchasing/purchase-orders';
import { RAISE_BUDGET } from './purchasing/raise-budgets';
import { RENTAL_REQUEST } from './rentals/rentals';
import { SALE_OPERATION } from './sale-operations/sale-operations';
import { SALE_REFUND } from './sale-refunds/sale-refunds';
import { BOOKING, SALE } from './sales/sales';
import { BANK } from './sales-support/solvency-banks';
import { COMPANY_SUBSCRIPTION } from './subscriptions/company-subscriptions';
import { COMMENT, UNIT } from './units/units';
import { USER } from './users/users';
import { VISIT } from './visits/visits';

/**
 * Every stored type that declares lists (shared/db/lists.ts): what the backfill command enters and
 * the write bench times. A test holds it equal to the types the API's modules declare lists for.
 */
export const LISTED_TYPES = [
  ACCEPTANCE,
  ACCEPTANCE_INBOX,
  DIGEST_ENTRY,
  ARCHIVE,
  AREA,
  ATTENTION_REQUEST,
  BANK,
  BLOCK,
  BOOKING,
  CAMPAIGN_GOAL,
  CAMPAIGN_TYPE,
  CITY,
  CLIENT,
  COMMENT,
  COMPANY_SUBSCRIPTION,
  COMPLAINT,
  COUNTRY,
  DISCOUNT,
  FOLLOW_UP,
  LAND,
  LAND_OWNER,
  MAINTENANCE_REQUEST,
  MARKETING,
  OPTION,
  PROJECT,
  PURCHASE_ORDER,
  PURCHASE_REQUEST,
  RAISE_BUDGET,
  RENTAL_REQUEST,
  SALE,
  SALE_OPERATION,
  SALE_REFUND,
  STAFF_NOTIFICATION,
  UNIT,
  USER,
  VISIT,
];
