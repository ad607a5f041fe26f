import type { ResourceModule } from '../shared/http/route';
import { clientAttentionRequests } from './client/attention-requests/routes';
import { clientAuth } from './client/auth/routes';
import { clientBookVisit } from './client/book-visit/routes';
import { clientComplaints } from './client/complaints/routes';
import { clientMaintenanceRequests } from './client/maintenance-requests/routes';
import { clientSaleableDetails } from './client/saleable-details/routes';
import { clientSales } from './client/sales/routes';
import { systemArchive } from './system/archive/routes';
import { systemAttentionRequests } from './system/attention-requests/routes';
import { systemClients } from './system/clients/routes';
import { systemCompanySubscriptions } from './system/company-subscriptions/routes';
import { systemComplaints } from './system/complaints/routes';
import { systemDiscounts } from './system/discounts/routes';
import { systemLands } from './system/lands/routes';
import { systemMarketings } from './system/marketings/routes';
import { systemProjects } from './system/projects/routes';
import { systemPurchaseOrders } from './system/purchase-orders/routes';
import { systemPurchaseRequests } from './system/purchase-requests/routes';
import { systemQualificationRequests } from './system/qualification-requests/routes';
import { systemRealEstates } from './system/real-estates/routes';
import { systemRentalRequests } from './system/rental-requests/routes';
import { systemSaleableDetails } from './system/saleable-details/routes';
import { systemSales } from './system/sales/routes';
import { systemUnits } from './system/units/routes';
import { staffAcceptances } from './system-user/acceptances/routes';
import { staffAuth } from './system-user/auth/routes';

/**
 * Every resource module of the API: the one list the CDK stack, the local gateway and the OpenAPI
 * document read. Each module is one Lambda, `functions/<surface>/<resource>/index.ts`.
 */
export const resourceModules: readonly ResourceModule[] = [
  clientAuth,
  clientComplaints,
  clientAttentionRequests,
  clientMaintenanceRequests,
  clientSales,
  clientSaleableDetails,
  clientBookVisit,
  systemArchive,
  systemClients,
  systemComplaints,
  systemDiscounts,
  systemPurchaseOrders,
  systemProjects,
  systemSaleableDetails,
  systemSales,
  systemRentalRequests,
  systemPurchaseRequests,
  systemUnits,
  systemLands,
  systemMarketings,
  systemCompanySubscriptions,
  systemRealEstates,
  systemQualificationRequests,
  systemAttentionRequests,
  staffAcceptances,
  staffAuth,
];

/** The Lambda entry file of a module, relative to the project root. */
export const entryOf = (module: ResourceModule): string =>
  `functions/${module.surface}/${module.resource}/index.ts`;
