import type { Operation } from '../shared/http/operation';
import { operations as clientAttentionRequests } from './client/attention-requests/index';
import { operations as clientAuth } from './client/auth/index';
import { operations as clientBookVisit } from './client/book-visit/index';
import { operations as clientComplaints } from './client/complaints/index';
import { operations as clientMaintenanceRequests } from './client/maintenance-requests/index';
import { operations as clientSaleableDetails } from './client/saleable-details/index';
import { operations as clientSales } from './client/sales/index';
import { operations as systemArchive } from './system/archive/index';
import { operations as systemAttentionRequests } from './system/attention-requests/index';
import { operations as systemClients } from './system/clients/index';
import { operations as systemCompanySubscriptions } from './system/company-subscriptions/index';
import { operations as systemComplaints } from './system/complaints/index';
import { operations as systemDiscounts } from './system/discounts/index';
import { operations as systemLands } from './system/lands/index';
import { operations as systemMarketings } from './system/marketings/index';
import { operations as systemProjects } from './system/projects/index';
import { operations as systemPurchaseOrders } from './system/purchase-orders/index';
import { operations as systemPurchaseRequests } from './system/purchase-requests/index';
import { operations as systemQualificationRequests } from './system/qualification-requests/index';
import { operations as systemRealEstates } from './system/real-estates/index';
import { operations as systemRentalRequests } from './system/rental-requests/index';
import { operations as systemSaleableDetails } from './system/saleable-details/index';
import { operations as systemSales } from './system/sales/index';
import { operations as systemUnits } from './system/units/index';
import { operations as staffAcceptances } from './system-user/acceptances/index';
import { operations as staffAuth } from './system-user/auth/index';

/**
 * Every operation by operationId, with its schemas: what the OpenAPI document is built from.
 * (The route table stays plain data; this registry imports the handler modules.)
 */
export const operationsById: Record<string, Operation> = {
  ...clientAuth,
  ...clientComplaints,
  ...clientAttentionRequests,
  ...clientMaintenanceRequests,
  ...clientSales,
  ...clientSaleableDetails,
  ...clientBookVisit,
  ...systemArchive,
  ...systemClients,
  ...systemComplaints,
  ...systemDiscounts,
  ...systemPurchaseOrders,
  ...systemSaleableDetails,
  ...systemProjects,
  ...systemSales,
  ...systemRentalRequests,
  ...systemPurchaseRequests,
  ...systemUnits,
  ...systemLands,
  ...systemMarketings,
  ...systemCompanySubscriptions,
  ...systemRealEstates,
  ...systemQualificationRequests,
  ...systemAttentionRequests,
  ...staffAcceptances,
  ...staffAuth,
};
