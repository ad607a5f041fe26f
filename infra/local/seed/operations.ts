import { encryptField } from '../../../shared/auth/field-encryption';
import { createEntity } from '../../../shared/db/entity-store';
import { ARCHIVE, ARCHIVE_FILE, ARCHIVE_FOLDER } from '../../../shared/domain/archive/archive';
import { ATTENTION_REQUEST, OPTION } from '../../../shared/domain/attention-requests/attention-requests';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { COMPLAINT } from '../../../shared/domain/complaints/complaints';
import { DIGEST_LOG } from '../../../shared/domain/digests/daily-digest';
import {
  DISCOUNT,
  DISCOUNT_STATUSES,
  DISCOUNT_TYPES,
  valueTypeIconKey,
} from '../../../shared/domain/discounts/discounts';
import { MAINTENANCE_REQUEST } from '../../../shared/domain/maintenance/maintenance-requests';
import { RENTAL, UNIT_RENTAL } from '../../../shared/domain/rentals/rentals';
import { UNIT, UNIT_CLIENT } from '../../../shared/domain/units/units';
import { USER } from '../../../shared/domain/users/users';
import { putFile } from '../../../shared/files/files';
import type { SeededPeople } from './people';
import type { SeededProperty } from './property';
import { seedPurchasing } from './purchasing';
import { daysFromNow } from './time';

const icon = (label: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><text x="4" y="18">${label}</text></svg>`,
  );

/** Discounts of every type and status, over both projects, some aimed at one client or unit. */
async function seedDiscounts(people: SeededPeople, property: SeededProperty) {
  await putFile(valueTypeIconKey('percentage'), icon('%'), 'image/svg+xml');
  await putFile(valueTypeIconKey('fixed'), icon('SAR'), 'image/svg+xml');
  const names = [
    'Ramadan offer',
    'Early payment',
    'Loyal customer',
    'Summer season',
    'Staff housing',
    'Launch week',
  ];
  for (let i = 0; i < 12; i++) {
    const project = property.projects[i % 2];
    const unit = i % 4 === 3 ? property.units[i] : undefined;
    const valueType = i % 3 === 0 ? 'fixed' : 'percentage';
    const status = DISCOUNT_STATUSES[i % DISCOUNT_STATUSES.length] as string;
    const name = `${names[i % names.length]} ${2026 + (i % 2)}`;
    await createEntity(
      DISCOUNT,
      {
        unit_id: unit?.id ?? null,
        client_id: i % 5 === 1 ? (people.clients[i]?.id ?? null) : null,
        status_updated_by_user_id: status === 'pending' ? null : people.users.staff.id,
        project_id: project?.id ?? null,
        building_id: unit ? unit.building_id : null,
        name,
        type: DISCOUNT_TYPES[i % DISCOUNT_TYPES.length] as string,
        max_value: valueType === 'fixed' ? '50000' : '75000',
        name_text: `${name} (${valueType === 'fixed' ? `${10_000 + i * 2500} SAR` : `${3 + (i % 5)}%`})`,
        value_type: valueType,
        value: valueType === 'fixed' ? String(10_000 + i * 2500) : String(3 + (i % 5)),
        status,
        target_type: unit ? 'unit' : 'project',
        start_date: daysFromNow(-30 + i * 3),
        end_date: daysFromNow(30 + i * 5),
        status_updated_at: status === 'pending' ? null : daysFromNow(-20 + i),
        project_ids: i % 6 === 0 ? property.projects.map((p) => p.id) : project ? [project.id] : [],
      },
      { search: [name] },
    );
  }
}

/** A rented unit of the demo client (as owner), its tenancies, and its document archive. */
async function seedRentals(people: SeededPeople, property: SeededProperty) {
  const unit = property.units.find((candidate) => candidate.status === 'rented') ?? property.units[4];
  if (!unit) return;
  const { places } = people;
  const rental = await createEntity(UNIT_RENTAL, {
    unit_id: unit.id,
    building_id: unit.building_id,
    project_id: unit.project_id,
    country_id: places.saudiArabia.id,
    area_id: places.areas[0]?.id ?? null,
    city_id: places.riyadh.id,
    block_id: places.blocks[0]?.id ?? null,
    owner_client_id: people.demoClient.id,
    bathrooms_count: 3,
    payments_count: 2,
    halls_design: 'open-plan',
    unit_name: unit.name,
    collect_rent: 'semi_annual',
    contract_period_per_month: '12',
    contract_documentation_fees: '250',
    status: 'rented',
    garage: '1 car',
    floor: unit.floor,
    total_area: unit.area,
    type: 'residential',
    unit_type: 'apartment',
    notes: 'Keys with the building guard; tenant pays utilities.',
    brokerage_amount: 2750,
    insurance_amount: 5000,
    collect_insurance_amount: 5000,
    one_batches_price: 55_000,
    two_batches_price: 57_000,
    one_batches_price_brokerage: '1375.00',
    two_batches_price_brokerage: '1425.00',
    is_has_maid_room: true,
    is_received_suk: true,
    is_has_storage_room: false,
    is_has_roof: false,
    is_has_rather: false,
    is_has_air_conditioning: true,
    is_has_kitchen: true,
    is_kitchen_has_apps: true,
    is_furnished: false,
    unit_password_encrypted: await encryptField('4729#'),
    unit_map_url: 'https://maps.example.com/?q=24.8129,46.6090',
  });
  for (const [r, owner] of ['client', 'company'].entries()) {
    await createEntity(
      RENTAL,
      {
        unit_rental_id: rental.id,
        rental_owner_type: owner,
        unit_name: unit.name,
        started_at: daysFromNow(-365 * (2 - r)),
      },
      { links: [{ type: UNIT_RENTAL, id: rental.id }] },
    );
  }
  const archive = await createEntity(ARCHIVE, {
    unit_rental_id: rental.id,
    name: `Unit ${unit.name} documents`,
  });
  const contracts = await createEntity(
    ARCHIVE_FOLDER,
    { archive_id: archive.id, parent_id: null, name: 'Contracts' },
    {
      links: [{ type: ARCHIVE, id: archive.id }],
      uniques: [{ kind: 'ARCHIVE_FOLDER_NAME', field: 'name', value: `${archive.id}#0#contracts` }],
    },
  );
  const key = `archives/${archive.id}/files/lease-2026.txt`;
  await putFile(key, Buffer.from('Lease agreement 2026 (demo document)\n'), 'text/plain');
  await createEntity(
    ARCHIVE_FILE,
    {
      archive_id: archive.id,
      folder_id: contracts.id,
      name: 'lease-2026.txt',
      size: 37,
      mime_type: 'text/plain',
      key,
    },
    {
      links: [{ type: ARCHIVE, id: archive.id }],
      uniques: [
        { kind: 'ARCHIVE_FILE_NAME', field: 'name', value: `${archive.id}#${contracts.id}#lease-2026.txt` },
      ],
    },
  );
}

/** Options, the demo client's enquiry, maintenance requests and the demo staff member's digest. */
async function seedClientActivity(people: SeededPeople, property: SeededProperty) {
  const options = [];
  for (const [o, name] of [
    'Swimming pool',
    'Private garden',
    'Elevator',
    'Maid room',
    'Smart home',
    'Sea view',
  ].entries()) {
    options.push(
      await createEntity(OPTION, { type: o < 4 ? 'amenity' : 'feature', name, is_active: o !== 5 }),
    );
  }
  const { demoClient } = people;
  const wantedUnits = property.units.filter((unit) => unit.status === 'available').slice(0, 2);
  await createEntity(
    ATTENTION_REQUEST,
    {
      client_id: demoClient.id,
      reason_for_buy: 'family_home',
      payment_method: 'bank_finance',
      project_size_range: 'medium',
      unit_size_range: '150-200',
      bedroom_count: '3',
      has_toilet_elderly: 'yes',
      has_kitchen: 'yes',
      note: 'Prefers a ground floor near a school.',
      platform: 'website',
      price_range: '900000',
      option_ids: options.slice(0, 3).map((option) => option.id),
      project_ids: property.projects.map((project) => project.id),
      unit_ids: wantedUnits.map((unit) => unit.id),
      building_ids: [...new Set(wantedUnits.map((unit) => unit.building_id))],
    },
    {
      links: [{ type: CLIENT, id: demoClient.id }],
      counts: wantedUnits.map((unit) => ({ parent: { type: UNIT, id: unit.id }, counter: UNIT_CLIENT })),
    },
  );
  const ownUnit = property.demoClientUnit;
  const requests = [
    {
      client: demoClient,
      unit: ownUnit,
      category: 'plumbing',
      description: 'Kitchen tap leaks under the sink.',
      status: 'open',
    },
    {
      client: demoClient,
      unit: ownUnit,
      category: 'electrical',
      description: 'Living room socket sparks.',
      status: 'in_progress',
    },
    {
      client: people.clients[0],
      unit: property.units[2],
      category: 'air_conditioning',
      description: 'AC in bedroom 2 blows warm air.',
      status: 'open',
    },
    {
      client: demoClient,
      unit: ownUnit,
      category: 'painting',
      description: 'Touch up the hallway paint.',
      status: 'closed',
    },
    // Kept for events/client-maintenance-request-delete.json (5) and -rate.json (6); 4 is the examples' to rate.
    {
      client: demoClient,
      unit: ownUnit,
      category: 'electrical',
      description: 'Replace the bathroom light.',
      status: 'open',
    },
    {
      client: demoClient,
      unit: ownUnit,
      category: 'carpentry',
      description: 'Fix the wardrobe door.',
      status: 'closed',
    },
  ];
  const technician = people.roleUsers.technician;
  for (const request of requests) {
    if (!request.client) continue;
    await createEntity(
      MAINTENANCE_REQUEST,
      {
        client_id: request.client.id,
        unit_id: request.unit?.id ?? null,
        category: request.category,
        description: request.description,
        status: request.status,
        rating: null,
        // Staff fields: the unit's project (project scopes list it); the work in progress is the technician's.
        project_id: request.unit?.project_id ?? null,
        ...(request.status === 'in_progress' && technician
          ? { assigned_user_id: technician.id, department_id: technician.department_id ?? null }
          : {}),
      },
      { links: [{ type: CLIENT, id: request.client.id }] },
    );
  }
  // Complaints of the demo client: 1 is shown and updated by events/, 2 is deleted by them.
  for (const description of [
    'The lift in Building A is often out of order.',
    'Parking spaces were not marked as promised.',
  ]) {
    await createEntity(
      COMPLAINT,
      {
        client_id: demoClient.id,
        unit_id: ownUnit?.id ?? null,
        category: 'service',
        description,
        status: 'new',
      },
      { links: [{ type: CLIENT, id: demoClient.id }] },
    );
  }
  const staffRef = { type: USER, id: people.users.staff.id };
  for (const [d, client] of [people.clients[5], demoClient].entries()) {
    if (!client) continue;
    await createEntity(
      DIGEST_LOG,
      { user_id: staffRef.id, client_id: client.id, digest_date: daysFromNow(d - 1).slice(0, 10) },
      { links: [staffRef] },
    );
  }
}

/** Everything that happens around the properties: discounts, purchasing, rentals, client activity. */
export async function seedOperations(people: SeededPeople, property: SeededProperty) {
  await seedDiscounts(people, property);
  await seedPurchasing(people, property);
  await seedRentals(people, property);
  await seedClientActivity(people, property);
}
