import { nextId } from '../../../shared/db/counters';
import { createEntity, updateEntity } from '../../../shared/db/entity-store';
import { holdTakes, type ProjectBookingSettings } from '../../../shared/domain/bookings/booking-holds';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { CLIENT } from '../../../shared/domain/clients/clients';
import { BUILDING, PROJECT } from '../../../shared/domain/projects/projects';
import { RENTAL_REQUEST } from '../../../shared/domain/rentals/rentals';
import { BOOKING, SALE } from '../../../shared/domain/sales/sales';
import { updateFinancialSolvency } from '../../../shared/domain/sales-support/solvency-update';
import { SALE_CLIENT, UNIT, unitProjectCounts } from '../../../shared/domain/units/units';
import { putFile } from '../../../shared/files/files';
import type { SeededPeople } from './people';
import { daysFromNow } from './time';

// A 1x1 PNG: the project covers only need to be real objects to download.
const COVER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const projectPlans = [
  {
    name: 'Al Malqa Residences',
    code: 'ALM-01',
    description: 'Four-storey apartment buildings with shared gardens, near King Fahd Road.',
    status: 'under_construction',
    type: 'residential',
    sale_type: 'off_plan',
    city: 'riyadh',
    buildings: ['Building A', 'Building B', 'Building C'],
  },
  {
    name: 'Jeddah Waterfront Villas',
    code: 'JWV-02',
    description: 'Sea-view villas and townhouses on the northern corniche.',
    status: 'completed',
    type: 'villas',
    sale_type: 'ready',
    city: 'jeddah',
    buildings: ['Cluster North', 'Cluster South', 'Cluster Marina'],
  },
] as const;

/** A unit's floor plan document, stored for every unit for sale. */
async function floorPlan(projectCode: string, unitName: string) {
  const key = `units/${projectCode}/${unitName}/floor-plan.png`;
  await putFile(key, COVER_PNG, 'image/png');
  return { name: `${unitName} floor plan.png`, key, mime_type: 'image/png', size: COVER_PNG.length };
}

/** Two projects with three buildings each, five units per building, and their sales, bookings and rental requests. */
export async function seedProperty(people: SeededPeople) {
  const { users, landOwners, clients, demoClient } = people;
  const projects = [];
  const buildings = [];
  const units = [];
  for (const [p, plan] of projectPlans.entries()) {
    const imageKey = `projects/${plan.code}/cover.png`;
    await putFile(imageKey, COVER_PNG, 'image/png');
    const project = await createEntity(PROJECT, {
      project_manager_user_id: users.projectManager.id,
      developer_id: users.developer.id,
      owner_id: landOwners[p]?.id ?? null,
      government_user_id: users.government.id,
      sales_on_map_user_id: users.salesOnMap.id,
      name: plan.name,
      code: plan.code,
      description: plan.description,
      status: plan.status,
      type: plan.type,
      sale_type: plan.sale_type,
      project_receipt_date: daysFromNow(-700 + p * 100),
      units_delivery_date: daysFromNow(180 - p * 400),
      start_work_date: daysFromNow(-650 + p * 100),
      end_work_date: daysFromNow(150 - p * 400),
      work_days: 520 - p * 40,
      work_months: 26 - p * 2,
      parking_number: 60 + p * 20,
      cellar_number: 2 - p,
      buildings_number: plan.buildings.length,
      units_number: plan.buildings.length * 5,
      building_surfaces: `${14500 + p * 3200} m2`,
      steps_completed_percent: p === 0 ? '64' : '100',
      project_items_completion_rate: p === 0 ? '58.5' : '100',
      cost_of_development: 48_500_000 + p * 12_250_000,
      cost_of_development_expenses: 3_150_000.5 + p * 410_000,
      cost_of_contractor: 36_000_000 + p * 9_000_000,
      cost_of_contractor_expenses: 1_240_000.75 + p * 120_000,
      building_permit: `BP-1446-${1200 + p}`,
      project_load_file: `projects/${plan.code}/load-study.pdf`,
      electricity_meter_file: `projects/${plan.code}/electricity-meters.pdf`,
      water_meter_file: `projects/${plan.code}/water-meters.pdf`,
      site_sketch_file: `projects/${plan.code}/site-sketch.pdf`,
      subdivision_report_file: `projects/${plan.code}/subdivision-report.pdf`,
      water_meter_and_sewer: `projects/${plan.code}/water-and-sewer.pdf`,
      surveying_decision_for_subdivision: `SD-${3400 + p}`,
      letter_addressed_to_municipality: `projects/${plan.code}/municipality-letter.pdf`,
      sign_and_dimension_file: `projects/${plan.code}/signs-and-dimensions.pdf`,
      consultant_report: `projects/${plan.code}/consultant-report.pdf`,
      rent_cost_of_development: String(1_250_000 + p * 300_000),
      rent_allocated_budget: String(1_400_000 + p * 300_000),
      rent_cost_of_contractor: String(980_000 + p * 200_000),
      allocated_budget: String(52_000_000 + p * 13_000_000),
      allocated_budget_expenses: String(3_600_000 + p * 500_000),
      percent_work_day: daysFromNow(-1).slice(0, 10),
      image_key: imageKey,
      // Project 2 lets an agent hold 10 units at once (the demo's and the Postman run's holds);
      // project 1 keeps the default 3, where the limit shows.
      ...(p === 1 ? ({ booking_limit_per_agent: 10 } satisfies ProjectBookingSettings) : {}),
    });
    projects.push(project);
    for (const [b, buildingName] of plan.buildings.entries()) {
      const building = await createEntity(
        BUILDING,
        {
          name: buildingName,
          project_id: project.id,
          type: plan.type === 'villas' ? 'villa_cluster' : 'apartment_building',
          land_area: String(1200 + b * 150 + p * 600),
          tax_value: 375_000 + b * 25_000,
          price_after_tax: 7_875_000 + b * 525_000,
        },
        { links: [{ type: PROJECT, id: project.id }] },
      );
      buildings.push(building);
      for (let u = 0; u < 5; u++) {
        const index: number = units.length;
        const floor = plan.type === 'villas' ? 0 : u % 4;
        const name = `${plan.code.slice(0, 3)}-${String.fromCharCode(65 + b)}${floor}${u + 1}`;
        const forRent: boolean = index % 10 === 4 || index % 10 === 9;
        const priceBeforeTax = (plan.type === 'villas' ? 2_400_000 : 850_000) + u * 35_000 + b * 20_000;
        const taxValue = Math.round(priceBeforeTax * 0.05 * 100) / 100;
        const status = forRent
          ? index % 10 === 4
            ? 'rented'
            : 'available'
          : (['available', 'booked', 'sold', 'available', 'available'][u] as string);
        const nameFull = `${plan.name} - ${buildingName} - Unit ${name}`;
        // Every unit for sale has its floor plan: a sold or held unit that comes back on sale shows it.
        const files = !forRent ? [await floorPlan(plan.code, name)] : [];
        units.push(
          await createEntity(
            UNIT,
            {
              building_id: building.id,
              project_id: project.id,
              is_for_rent: forRent,
              name,
              status,
              url_360: `https://tours.example.com/${plan.code.toLowerCase()}/${name.toLowerCase()}`,
              floor: String(floor),
              room_count: 2 + (u % 4),
              doc_unit_number: 4100 + index,
              doc_number: 880_000 + index * 7,
              area: String(135 + u * 22.5 + (plan.type === 'villas' ? 220 : 0)),
              bathroom_count: 2 + (u % 3),
              is_furnished: u % 3 === 0,
              garage: u % 2 === 0 ? '1 car' : '2 cars',
              tax_rate: 5,
              price_before_tax: priceBeforeTax,
              website_price: priceBeforeTax + taxValue,
              air_conditioner_count: 3 + (u % 4),
              electricity_number_out: 30_100_000 + index,
              electricity_number_in: 30_200_000 + index,
              emptying_deed_number: 51_000 + index,
              deed_number: 310_000_000 + index * 13,
              water_meter_number: 7_700_000 + index,
              view: ['street', 'garden', 'sea', 'pool'][(u + p) % 4] as string,
              interface: ['north', 'south', 'east', 'west'][u % 4] as string,
              ac_type: u % 2 === 0 ? 'split' : 'central',
              board_type: u % 2 === 0 ? 'single-phase' : 'three-phase',
              tax_value: taxValue,
              price_after_tax: priceBeforeTax + taxValue,
              name_full: nameFull,
              sale_id: null,
              active_booking_id: null,
              next_booking_id: null,
              client_id: null,
              files,
            },
            {
              links: [
                { type: PROJECT, id: project.id },
                { type: BUILDING, id: building.id },
              ],
              search: [name, nameFull, status, 4100 + index, 310_000_000 + index * 13],
              counts: unitProjectCounts({ project_id: project.id, status, is_for_rent: forRent }),
            },
          ),
        );
      }
    }
  }

  // Sales of the sold units; the demo client bought the first one.
  const buyers = [demoClient, ...clients];
  let sold = 0;
  let demoClientUnit: (typeof units)[number] | undefined;
  for (const unit of units.filter((candidate) => candidate.status === 'sold')) {
    const buyer = buyers[sold * 3] ?? demoClient;
    const sale = await createEntity(
      SALE,
      {
        reason_for_pay_id: 1 + (sold % 3),
        project_id: unit.project_id,
        building_id: unit.building_id,
        unit_id: unit.id,
        tax_reference_number: 300_000_000 + sold * 101,
        sale_type: sold % 2 === 0 ? 'cash' : 'bank_finance',
        target_type: 'individual',
        status: sold % 3 === 0 ? 'completed' : 'in_progress',
        client_id: buyer.id,
      },
      {
        links: [
          { type: CLIENT, id: buyer.id },
          { type: UNIT, id: unit.id },
        ],
        counts: [{ parent: { type: UNIT, id: unit.id }, counter: SALE_CLIENT }],
      },
    );
    const updated = await updateEntity(
      UNIT,
      unit.id,
      { sale_id: sale.id, client_id: buyer.id },
      { recordName: 'unit' },
    );
    if (buyer.id === demoClient.id) demoClientUnit ??= updated;
    sold++;
  }

  // Active holds of the booked units, and one waiting behind every other one (its clock starts
  // when it is promoted). Most active ones are the demo sales agent's (two per project: below the
  // limit of 3, so the demo agent can still hold one), every third the demo staff user's, with a
  // recorded solvency, so the demo can send it to approval; the waiting ones a sales consultant's. Each takes its agent's
  // and client's guards as a real hold does (shared/domain/bookings/booking-holds.ts).
  const agent = people.roleUsers.sales_agent ?? people.users.staff;
  // One open hold per client and project, as the guard holds it: the next free client of the project.
  const holding = new Set<string>();
  const free = (projectId: number, preferred: { id: number }) => {
    const client =
      [preferred, ...buyers].find((candidate) => !holding.has(`${candidate.id}#${projectId}`)) ?? preferred;
    holding.add(`${client.id}#${projectId}`);
    return client;
  };
  let booked = 0;
  for (const unit of units.filter((candidate) => candidate.status === 'booked')) {
    const holder = free(unit.project_id, booked === 0 ? demoClient : (buyers[booked * 2 + 1] ?? demoClient));
    const book = async (client: { id: number }, status: 'active' | 'waiting', owner: typeof agent) => {
      const id = await nextId(BOOKING);
      const booking = {
        unit_id: unit.id,
        building_id: unit.building_id,
        project_id: unit.project_id,
        client_id: client.id,
        sale_support_user_id: owner.id,
        department_id: owner.department_id ?? null,
        booking_open_at: status === 'active' ? daysFromNow(-2, 10) : null,
        booking_expired_at: status === 'active' ? daysFromNow(5, 10) : null,
        due_at: status === 'active' ? daysFromNow(5, 10) : null,
        hold_hours: 168,
        status,
      };
      return createEntity(BOOKING, booking, {
        id,
        links: [
          { type: UNIT, id: unit.id },
          { type: CLIENT, id: client.id },
        ],
        also: holdTakes({ ...booking, id }, undefined),
      });
    };
    const active = await book(
      booked === 0 ? demoClient : holder,
      'active',
      booked % 3 === 2 ? people.users.staff : agent,
    );
    const next =
      booked % 2 === 0
        ? await book(
            free(unit.project_id, buyers[booked * 2 + 2] ?? demoClient),
            'waiting',
            people.users.salesRep,
          )
        : undefined;
    await updateEntity(
      UNIT,
      unit.id,
      {
        active_booking_id: active.id,
        next_booking_id: next?.id ?? null,
        client_id: active.client_id,
      },
      { recordName: 'unit' },
    );
    // The demo staff user's holds have their solvency recorded (a cash buyer), so the demo can send
    // them to approval.
    if (active.sale_support_user_id === people.users.staff.id)
      await updateFinancialSolvency(
        await readStaffCaller(people.users.staff.id),
        unit.id,
        { purchase_method: 'cash', down_payment_available: 5_000_000 },
        { mayOverride: false, locale: 'en' },
      );
    booked++;
  }

  // Rental requests from clients looking for a home to rent.
  for (const [r, client] of [demoClient, clients[3], clients[7], clients[11]].entries()) {
    if (!client) continue;
    await createEntity(
      RENTAL_REQUEST,
      {
        client_id: client.id,
        unit_name:
          ['2-bedroom apartment', 'Family villa', 'Studio near metro', '3-bedroom townhouse'][r] ?? null,
        bathrooms_count: 1 + r,
      },
      { links: [{ type: CLIENT, id: client.id }] },
    );
  }
  return { projects, buildings, units, demoClientUnit };
}

export type SeededProperty = Awaited<ReturnType<typeof seedProperty>>;
