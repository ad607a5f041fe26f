import type { ApiModule } from '../../shared/http/module';
import { clientAttentionRequests } from './attention-requests/index';
import { clientAuth } from './auth/index';
import { clientBookVisit } from './book-visit/index';
import { clientComplaints } from './complaints/index';
import { clientMaintenanceRequests } from './maintenance-requests/index';
import { clientSaleableDetails } from './saleable-details/index';
import { clientSales } from './sales/index';

/** Every resource module of the client surface: adding a module is one line here. */
export const clientModules: readonly ApiModule[] = [
  clientAttentionRequests,
  clientAuth,
  clientBookVisit,
  clientComplaints,
  clientMaintenanceRequests,
  clientSaleableDetails,
  clientSales,
];
