import * as z from 'zod';
import { bool, int, num, recordId, str, timestamp } from '../fields';
import { ProjectSimple } from './simple';

/** Marketing campaigns, their types and their goals. */

/** A kind of marketing campaign (social media, billboard, ...) and how many campaigns use it. */
export const CampaignType = z.strictObject({
  id: recordId(),
  name: str(),
  description: str(),
  is_active: bool(),
  created_at: timestamp(),
  marketings_count: z.number().int(),
});
export const CampaignTypeSimple = z.strictObject({ id: recordId(), name: str() });

/** What a campaign aims at: a metric (leads, visits, bookings, sales) and its target. */
export const CampaignGoal = z.strictObject({
  id: recordId(),
  name: str(),
  target_metric: str(),
  target_value: int(),
  description: str(),
  created_at: timestamp(),
  marketings_count: z.number().int(),
});
export const CampaignGoalSimple = z.strictObject({
  id: recordId(),
  name: str(),
  target_metric: str(),
  target_value: int(),
});

/** A project's marketing campaign. */
export const Marketing = z.strictObject({
  id: recordId(),
  name: str(),
  project_id: int(),
  campaign_type_id: int(),
  campaign_goal_id: int(),
  platform: str(),
  budget: num(),
  spent: num(),
  start_date: timestamp(),
  end_date: timestamp(),
  status: str(),
  leads_count: int(),
  created_at: timestamp(),
  project: ProjectSimple.nullable(),
  campaignType: CampaignTypeSimple.nullable(),
  campaignGoal: CampaignGoalSimple.nullable(),
});
