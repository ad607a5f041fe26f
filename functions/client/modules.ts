import type { ModuleDeclaration } from '../../shared/http/module';
import { clientAttentionRequests } from './attention-requests/module';
import { clientAuth } from './auth/module';
import { clientBookVisit } from './book-visit/module';
import { clientComplaints } from './complaints/module';
import { clientMaintenanceRequests } from './maintenance-requests/module';
import { clientSaleableDetails } from './saleable-details/module';
import { clientSales } from './sales/module';

/** Every resource module of the client surface: adding a module is one line here. */
export const clientModules: readonly ModuleDeclaration[] = [
  clientAttentionRequests,
  clientAuth,
  clientBookVisit,
  clientComplaints,
  clientMaintenanceRequests,
  clientSaleableDetails,
  clientSales,
];
