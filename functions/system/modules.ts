import type { ModuleDeclaration } from '../../shared/http/module';
import { systemArchive } from './archive/module';
import { systemAttentionRequests } from './attention-requests/module';
import { systemClients } from './clients/module';
import { systemCompanySubscriptions } from './company-subscriptions/module';
import { systemComplaints } from './complaints/module';
import { systemDiscounts } from './discounts/module';
import { systemLands } from './lands/module';
import { systemMarketings } from './marketings/module';
import { systemPaymentGateway } from './payment-gateway/module';
import { systemProjects } from './projects/module';
import { systemPurchaseOrders } from './purchase-orders/module';
import { systemPurchaseRequests } from './purchase-requests/module';
import { systemQualificationRequests } from './qualification-requests/module';
import { systemRealEstates } from './real-estates/module';
import { systemRentalRequests } from './rental-requests/module';
import { systemSaleableDetails } from './saleable-details/module';
import { systemSales } from './sales/module';
import { systemUnits } from './units/module';

/** Every resource module of the system surface: adding a module is one line here. */
export const systemModules: readonly ModuleDeclaration[] = [
  systemArchive,
  systemAttentionRequests,
  systemClients,
  systemCompanySubscriptions,
  systemComplaints,
  systemDiscounts,
  systemLands,
  systemMarketings,
  systemPaymentGateway,
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
