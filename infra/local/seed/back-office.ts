import { createEntity, findEntity, updateEntity } from '../../../shared/db/entity-store';
import { ATTENTION_REQUEST } from '../../../shared/domain/attention-requests/attention-requests';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { LAND } from '../../../shared/domain/lands/lands';
import { CAMPAIGN_GOAL, CAMPAIGN_TYPE, MARKETING } from '../../../shared/domain/marketing/marketings';
import { LAND_OWNER, PROJECT } from '../../../shared/domain/projects/projects';
import { COMPANY_SUBSCRIPTION } from '../../../shared/domain/subscriptions/company-subscriptions';
import type { SeededPeople } from './people';
import type { SeededProperty } from './property';
import { daysFromNow } from './time';

/** Four plots over the two projects, from both land owners; the owners become searchable. */
async function seedLands(people: SeededPeople, property: SeededProperty) {
  const { riyadh, jeddah, areas, blocks } = people.places;
  for (const owner of people.landOwners) {
    await updateEntity(
      LAND_OWNER,
      owner.id,
      {},
      { recordName: 'land owner', search: [owner.name, owner.email, owner.phone] },
    );
  }
  const plans = [
    { name: 'Al Malqa plot 14', p: 0, o: 0, area: 5200, price: 13_500_000, status: 'purchased' },
    { name: 'Al Malqa plot 15', p: 0, o: 0, area: 3100.5, price: 8_200_000, status: 'under_negotiation' },
    { name: 'North Corniche plot 7', p: 1, o: 1, area: 8800, price: 21_000_000, status: 'purchased' },
    { name: 'North Corniche plot 9', p: 1, o: 1, area: 4150, price: 9_750_000, status: 'available' },
  ];
  for (const [index, plan] of plans.entries()) {
    const project = property.projects[plan.p];
    const owner = people.landOwners[plan.o];
    const inRiyadh = plan.p === 0;
    await createEntity(
      LAND,
      {
        name: plan.name,
        project_id: project?.id ?? null,
        land_owner_id: owner?.id ?? null,
        city_id: inRiyadh ? riyadh.id : jeddah.id,
        area_id: (inRiyadh ? areas[0] : areas[1])?.id ?? null,
        block_id: (inRiyadh ? blocks[0] : blocks[1])?.id ?? null,
        area: plan.area,
        price: plan.price,
        deed_number: 310_100_000 + index * 1_111,
        status: plan.status,
      },
      {
        links: [
          ...(project ? [{ type: PROJECT, id: project.id }] : []),
          ...(owner ? [{ type: LAND_OWNER, id: owner.id }] : []),
        ],
      },
    );
  }
}

/** Campaign types and goals, and five campaigns over both projects in every status. */
async function seedMarketing(property: SeededProperty) {
  const types = [];
  for (const [name, description] of [
    ['Social media', 'Paid posts and stories on social platforms.'],
    ['Search ads', 'Sponsored results on search engines.'],
    ['Billboard', 'Roadside and mall billboards.'],
    ['Exhibition', 'Stands at property exhibitions.'],
  ] as const) {
    types.push(await createEntity(CAMPAIGN_TYPE, { name, description, is_active: name !== 'Billboard' }));
  }
  const goals = [];
  for (const [name, metric, value, description] of [
    ['Lead generation', 'leads', 500, 'Enquiries collected from the campaign.'],
    ['Site visits', 'visits', 120, 'Visits booked to the show units.'],
    ['Bookings', 'bookings', 30, 'Units booked during the campaign.'],
  ] as const) {
    goals.push(
      await createEntity(CAMPAIGN_GOAL, { name, target_metric: metric, target_value: value, description }),
    );
  }
  const campaigns = [
    {
      name: 'Al Malqa launch',
      p: 0,
      t: 0,
      g: 0,
      platform: 'instagram',
      budget: 120_000,
      spent: 120_000,
      from: -120,
      to: -60,
      status: 'finished',
      leads: 640,
    },
    {
      name: 'Al Malqa family homes',
      p: 0,
      t: 1,
      g: 1,
      platform: 'google',
      budget: 80_000,
      spent: 31_500,
      from: -20,
      to: 40,
      status: 'running',
      leads: 210,
    },
    {
      name: 'Waterfront summer',
      p: 1,
      t: 0,
      g: 2,
      platform: 'snapchat',
      budget: 150_000,
      spent: 64_000,
      from: -15,
      to: 45,
      status: 'running',
      leads: 305,
    },
    {
      name: 'Cityscape stand',
      p: 1,
      t: 3,
      g: 0,
      platform: 'exhibition',
      budget: 200_000,
      spent: 0,
      from: 30,
      to: 34,
      status: 'planned',
      leads: 0,
    },
    {
      name: 'Waterfront ready villas',
      p: 1,
      t: 1,
      g: 2,
      platform: 'google',
      budget: 60_000,
      spent: 0,
      from: 60,
      to: 120,
      status: 'planned',
      leads: 0,
    },
  ];
  for (const campaign of campaigns) {
    const project = property.projects[campaign.p];
    const type = types[campaign.t];
    const goal = goals[campaign.g];
    await createEntity(
      MARKETING,
      {
        name: campaign.name,
        project_id: project?.id ?? null,
        campaign_type_id: type?.id ?? null,
        campaign_goal_id: goal?.id ?? null,
        platform: campaign.platform,
        budget: campaign.budget,
        spent: campaign.spent,
        start_date: daysFromNow(campaign.from),
        end_date: daysFromNow(campaign.to),
        status: campaign.status,
        leads_count: campaign.leads,
      },
      {
        links: [
          ...(project ? [{ type: PROJECT, id: project.id }] : []),
          ...(type ? [{ type: CAMPAIGN_TYPE, id: type.id }] : []),
          ...(goal ? [{ type: CAMPAIGN_GOAL, id: goal.id }] : []),
        ],
      },
    );
  }
}

/** Last year's subscription (expired) and the current one. */
async function seedSubscriptions() {
  await createEntity(COMPANY_SUBSCRIPTION, {
    plan: 'business',
    billing_cycle: 'yearly',
    price: 48_000,
    seats: 25,
    starts_at: daysFromNow(-500, 0),
    ends_at: daysFromNow(-135, 0),
    modules: ['projects', 'sales', 'clients', 'maintenance'],
  });
  await createEntity(COMPANY_SUBSCRIPTION, {
    plan: 'enterprise',
    billing_cycle: 'yearly',
    price: 72_000,
    seats: 40,
    starts_at: daysFromNow(-135, 0),
    ends_at: daysFromNow(230, 0),
    modules: [
      'projects',
      'sales',
      'clients',
      'maintenance',
      'rentals',
      'purchasing',
      'marketing',
      'lands',
      'archive',
    ],
  });
}

/**
 * Enquiries of other clients from the back office's channels, and the platform of the demo
 * client's enquiry indexed, so the system list can filter every one of them by platform.
 */
async function seedEnquiries(people: SeededPeople, property: SeededProperty) {
  const demoRequest = await findEntity(ATTENTION_REQUEST, 1);
  if (demoRequest)
    await updateEntity(
      ATTENTION_REQUEST,
      1,
      {},
      { recordName: 'attention request', search: [demoRequest.platform] },
    );
  const enquiries = [
    {
      client: people.clients[1],
      platform: 'call_centre',
      reason: 'investment',
      payment: 'cash',
      price: '1500000',
    },
    {
      client: people.clients[2],
      platform: 'website',
      reason: 'family_home',
      payment: 'installments',
      price: '950000',
    },
    {
      client: people.clients[1],
      platform: 'walk_in',
      reason: 'rental_income',
      payment: 'bank_finance',
      price: '2600000',
    },
  ];
  for (const [index, enquiry] of enquiries.entries()) {
    if (!enquiry.client) continue;
    const project = property.projects[index % 2];
    await createEntity(
      ATTENTION_REQUEST,
      {
        client_id: enquiry.client.id,
        reason_for_buy: enquiry.reason,
        payment_method: enquiry.payment,
        project_size_range: 'large',
        unit_size_range: '200-300',
        bedroom_count: String(3 + index),
        has_toilet_elderly: 'no',
        has_kitchen: 'yes',
        note: null,
        platform: enquiry.platform,
        price_range: enquiry.price,
        option_ids: [1, 2].filter(() => index !== 2),
        project_ids: project ? [project.id] : [],
        unit_ids: [],
        building_ids: [],
      },
      { links: [{ type: CLIENT, id: enquiry.client.id }], search: [enquiry.platform] },
    );
  }
}

/** The back office's data: lands, marketing, subscriptions and more clients' enquiries. */
export async function seedBackOffice(people: SeededPeople, property: SeededProperty) {
  await seedLands(people, property);
  await seedMarketing(property);
  await seedSubscriptions();
  await seedEnquiries(people, property);
}
