import type { ModuleDeclaration } from '../../shared/http/module';
import { staffAcceptances } from './acceptances/module';
import { staffAuth } from './auth/module';
import { staffCompany } from './company/module';
import { staffHome } from './home/module';
import { staffNotifications } from './notifications/module';
import { staffPlaces } from './places/module';
import { staffPrintTemplates } from './print-templates/module';

/** Every resource module of the system-user surface: adding a module is one line here. */
export const staffModules: readonly ModuleDeclaration[] = [
  staffAcceptances,
  staffAuth,
  staffCompany,
  staffHome,
  staffNotifications,
  staffPlaces,
  staffPrintTemplates,
];
