import { describe, expect, it } from 'vitest';
import { CampaignGoal, CampaignType, Marketing } from '../../../shared/schemas/records';
import { expectList, expectSingle } from '../../support/envelopes';
import { baseUrl, call, keyHeaders } from '../../support/http';

const url = `${baseUrl}/system/marketings`;
const types = `${url}/campaign-types`;
const goals = `${url}/campaign-goals`;
const get = (address: string) => call(address, { headers: keyHeaders() });

describe('system marketings', () => {
  it('lists and shows campaign types and goals with their campaign counts', async () => {
    const allTypes = expectList((await get(`${types}?per_page=100`)).body, CampaignType, types);
    expect(allTypes.map((type) => type.name)).toEqual([
      'Exhibition',
      'Billboard',
      'Search ads',
      'Social media',
    ]);
    expect(expectSingle((await get(`${types}/1`)).body, CampaignType)).toMatchObject({
      name: 'Social media',
      is_active: true,
      marketings_count: 2,
    });
    const allGoals = expectList((await get(`${goals}?per_page=100`)).body, CampaignGoal, goals);
    expect(allGoals.length).toBeGreaterThanOrEqual(3);
    expect(expectSingle((await get(`${goals}/3`)).body, CampaignGoal)).toMatchObject({
      name: 'Bookings',
      target_metric: 'bookings',
      target_value: 30,
      marketings_count: 2,
    });
  });

  it('lists campaigns with project, type and goal, filtered by status and project; shows one', async () => {
    const all = expectList((await get(`${url}?per_page=100`)).body, Marketing, url);
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const campaign of all) {
      expect(campaign.project?.id).toBe(campaign.project_id);
      expect(campaign.campaignType?.id).toBe(campaign.campaign_type_id);
      expect(campaign.campaignGoal?.id).toBe(campaign.campaign_goal_id);
    }
    const running = expectList((await get(`${url}?status=running&project_id=2`)).body, Marketing, url);
    expect(running.map((campaign) => campaign.name)).toEqual(['Waterfront summer']);
    expect(expectSingle((await get(`${url}/1`)).body, Marketing)).toMatchObject({
      name: 'Al Malqa launch',
      status: 'finished',
      budget: 120_000,
      leads_count: 640,
      campaignType: { name: 'Social media' },
      campaignGoal: { name: 'Lead generation', target_value: 500 },
    });
  });

  it('answers 422 for a bad filter and 404 for unknown ids', async () => {
    const bad = await get(`${url}?status=paused`);
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      message: 'The selected status is invalid.',
      errors: { status: ['The selected status is invalid.'] },
    });
    expect((await get(`${types}?per_page=0`)).body.errors).toEqual({
      per_page: ['The per page field must be at least 1.'],
    });
    for (const [address, name] of [
      [`${url}/999`, 'marketing campaign'],
      [`${types}/999`, 'campaign type'],
      [`${goals}/999`, 'campaign goal'],
    ]) {
      const missing = await get(address as string);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(`The requested ${name} was not found.`);
    }
  });

  it('refuses a call without the key pair, or with a wrong secret', async () => {
    for (const address of [url, `${url}/1`, types, `${types}/1`, goals, `${goals}/1`]) {
      expect((await call(address)).status).toBe(403);
      expect((await call(address, { headers: keyHeaders({ 'x-secret-key': 'wrong' }) })).status).toBe(401);
    }
  });
});
