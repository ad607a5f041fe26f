import type { ApiModule } from '../../shared/http/module';
import { systemArchive } from './archive/index';
import { systemAttentionRequests } from './attention-requests/index';
import { systemClients } from './clients/index';
import { systemCompanySubscriptions } from './company-subscriptions/index';
import { systemComplaints } from './complaints/index';
import { systemDiscounts } from './discounts/index';
import { systemLands } from './lands/index';
import { systemMarketings } from './marketings/index';
import { systemProjects } from './projects/index';
import { systemPurchaseOrders } from './purchase-orders/index';
import { systemPurchaseRequests } from './purchase-requests/index';
import { systemQualificationRequests } from './qualification-requests/index';
import { systemRealEstates } from './real-estates/index';
import { systemRentalRequests } from './rental-requests/index';
import { systemSaleableDetails } from './saleable-details/index';
import { systemSales } from './sales/index';
import { systemUnits } from './units/index';

/** Every resource module of the system surface: adding a module is one line here. */
export const systemModules: readonly ApiModule[] = [
  systemArchive,
  systemAttentionRequests,
  systemClients,
  systemCompanySubscriptions,
  systemComplaints,
  systemDiscounts,
  systemLands,
  systemMarketings,
  systemProjects,
  systemPurchaseOrders,
  systemPurchaseRequests,
  systemQualificationRequests,
  systemRealEstates,
  systemRentalRequests,
  systemSaleableDetails,
  systemSales,
  systemUnits,
];
