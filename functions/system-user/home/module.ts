import { declareModule } from '../../../shared/http/module';

/** system-user/home: one Lambda, the home screen's card and counts. Its operations are the operation files of this folder. */
export const staffHome = declareModule({
  surface: 'system-user',
  resource: 'home',
  grants: { table: 'read' },
  access: { kind: 'staff', ability: 'core.home.view' },
  abilities: {
    'core.home.view': "The home screen: the user's card and the counts summary.",
  },
});
