import { resourceHandler } from '../../../shared/http/resource-handler';
import {
  systemListCampaignGoals,
  systemListCampaignTypes,
  systemListMarketings,
  systemShowCampaignGoal,
  systemShowCampaignType,
  systemShowMarketing,
} from './operations';
import { systemMarketings } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = {
  systemListCampaignTypes,
  systemShowCampaignType,
  systemListCampaignGoals,
  systemShowCampaignGoal,
  systemListMarketings,
  systemShowMarketing,
};

export const handler = resourceHandler(systemMarketings, operations);
