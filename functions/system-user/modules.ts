import type { ApiModule } from '../../shared/http/module';
import { staffAcceptances } from './acceptances/index';
import { staffAuth } from './auth/index';

/** Every resource module of the system-user surface: adding a module is one line here. */
export const staffModules: readonly ApiModule[] = [staffAcceptances, staffAuth];
