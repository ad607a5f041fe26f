import { defineModule } from '../../../shared/http/module';
import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListCampaignGoals } from './list-campaign-goals';
import { systemListCampaignTypes } from './list-campaign-types';
import { systemListMarketings } from './list-marketings';
import { systemShowCampaignGoal } from './show-campaign-goal';
import { systemShowCampaignType } from './show-campaign-type';
import { systemShowMarketing } from './show-marketing';

/** system/marketings: one Lambda serving these operations. */
export const systemMarketings = defineModule({
  surface: 'system',
  resource: 'marketings',
  grants: { table: 'read', bucket: 'read' },
  access: { kind: 'keys' },
  operations: [
    systemListCampaignTypes,
    systemShowCampaignType,
    systemListCampaignGoals,
    systemShowCampaignGoal,
    systemListMarketings,
    systemShowMarketing,
  ],
});

export const handler = resourceHandler(systemMarketings);
