import type { ModuleDeclaration } from '../../shared/http/module';
import { staffAcceptances } from './acceptances/module';
import { staffAttentionRequests } from './attention-requests/module';
import { staffAuth } from './auth/module';
import { staffCompany } from './company/module';
import { staffHome } from './home/module';
import { staffNotifications } from './notifications/module';
import { staffPlaces } from './places/module';

/** Every resource module of the system-user surface: adding a module is one line here. */
export const staffModules: readonly ModuleDeclaration[] = [
  staffAcceptances,
  staffAttentionRequests,
  staffAuth,
  staffCompany,
  staffHome,
  staffNotifications,
  staffPlaces,
];
