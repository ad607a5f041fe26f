import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { saveApiKey } from '../../../shared/auth/api-keys';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { seedDefaultBanks } from '../../../shared/domain/sales-support/solvency-banks';
import { allScopes, demoCredentials } from '../demo-credentials';
import { seedAcceptances } from './acceptances';
import { seedBackOffice } from './back-office';
import { seedDisbursements } from './disbursements';
import { seedEventFixtures } from './fixtures';
import { seedGoodsReceipts } from './goods-receipts';
import { seedHr } from './hr';
import { seedHrAttendance } from './hr-attendance';
import { seedHrLeave } from './hr-leave';
import { seedHrLoans } from './hr-loans';
import { seedHrOvertime } from './hr-overtime';
import { seedSelfService } from './hr-self-service';
import { seedInitSaleHold } from './init-sale';
import { seedLeads } from './leads';
import { seedOperations } from './operations';
import { seedPeople } from './people';
import { seedProperty } from './property';
import { seedPurchaseInvoices } from './purchase-invoices';
import { seedPurchaseRequests } from './purchase-requests';
import { seedOverBudgetOrder } from './purchasing';
import { seedRaiseBudgets } from './raise-budgets';
import { seedSaleRefunds } from './refunds';
import { seedScheduleReports } from './schedule-reports';
import { seedStaffNotifications } from './staff-notifications';
import { seedOrderReturn, seedSupplyRequests } from './supply-requests';
import { seedVisits } from './visits';
import { seedWarehouses } from './warehouses';

/**
 * v11: HR (issue 34): shifts, work sites, leave types, holiday calendars and an employee profile per
 *     demo role user;
 * v10: the receipt chain (issue 33): PO 1's receipt of 400 m3 and 60 t posted through the receipts'
 *     store, a disbursement from it, an approved supply request, a pending return, a matched invoice
 *     and one with a price exception, a contractor's contract with milestones, warehouse names unique;
 * v9: purchasing re-seeded (issue 32, STAFF-DOMAIN-2 1.8): three offers, an approved comparison, the
 *     order issued with VAT and partially paid, an over-budget order waiting for its raise budget;
 * v8: purchasing (issue 32): project items, supplier profiles, a supply agreement, orders and
 *     requests with their new fields and money in halalas;
 * v7: the materials catalogue (101, 205 and six more), 101 and 205 referenced by the seeded request;
 * v6: bookings carry their agent, project and hold guards, in their lists (`waiting`, not `queued`);
 * v5: maintenance requests carry their project and technician (staff lists and row scopes);
 * v4: places in both languages with their lists, and the company record (v3 data lacks them);
 * v3: records carry the lists they are in (`list_sets`); v2 data lacks most list items.
 */
const SEED_MARKER = { pk: 'SEED', sk: 'demo-v11' };
const OLDER_MARKERS = [
  'demo-v2',
  'demo-v3',
  'demo-v4',
  'demo-v5',
  'demo-v6',
  'demo-v7',
  'demo-v8',
  'demo-v9',
  'demo-v10',
];

/**
 * Writes the demo data set through the same data layer the handlers use (so counters, links and
 * unique markers hold). Runs once per table: a marker item makes it a no-op on a persisted table.
 */
export async function seedDemoData(log: (line: string) => void = () => undefined): Promise<void> {
  const seeded = await dynamo.send(new GetCommand({ TableName: tableName(), Key: SEED_MARKER }));
  if (seeded.Item) {
    log('demo data already present');
    return;
  }
  for (const older of OLDER_MARKERS) {
    const found = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: { pk: 'SEED', sk: older } }),
    );
    if (found.Item)
      throw new Error(
        'This data directory holds demo data of an earlier version, written before its lists: remove the directory and start again.',
      );
  }
  const started = Date.now();
  const credentials = demoCredentials();
  await saveApiKey(credentials.apiKey, credentials.secretKey, {
    name: 'local-demo',
    scopes: allScopes,
    enabled: true,
  });
  await saveApiKey(`${credentials.apiKey}-system-only`, credentials.secretKey, {
    name: 'local-system-only',
    scopes: ['system'],
    enabled: true,
  });
  log('seeding people...');
  const people = await seedPeople();
  await seedStaffNotifications(people);
  await seedDefaultBanks();
  log('seeding projects, buildings, units, sales and bookings...');
  const property = await seedProperty(people);
  log('seeding discounts, purchasing, rentals and client activity...');
  await seedOperations(people, property);
  const warehouses = await seedWarehouses(people, property);
  log('seeding lands, marketing, subscriptions and back-office enquiries...');
  await seedBackOffice(people, property);
  await seedEventFixtures();
  log('seeding sale refunds...');
  await seedSaleRefunds();
  log('seeding raise-budget requests...');
  await seedRaiseBudgets(people);
  await seedAcceptances(people, property);
  await seedOverBudgetOrder(people);
  // After the acceptances seed: its role index gives the request's procurement step its reviewer.
  await seedPurchaseRequests(people);
  await seedLeads(people);
  await seedVisits(people);
  await seedInitSaleHold(people, property);
  await seedDisbursements(warehouses.main.id);
  // PO 1's receipt of 400 m3 and 60 t into the site store, and a disbursement from it (issue 33).
  await seedGoodsReceipts();
  await seedSupplyRequests();
  // After the warehouses and the order's receipt (issue 33): the invoices bill PO 1's received quantities.
  await seedPurchaseInvoices(people);
  // After the order's receipt: a pending return of part of it.
  await seedOrderReturn();
  log('seeding HR: reference data and employee profiles...');
  const hrProfiles = await seedHr(people);
  // After the profiles: a completed salary certificate (rendered) and a pending letter.
  await seedSelfService(people);
  log('seeding HR: attendance, leave balances and requests, overtime, loans...');
  // 30 days of demo attendance (today left free to check in by hand).
  await seedHrAttendance(hrProfiles);
  await seedHrLeave(hrProfiles);
  // A pending overtime request in the project manager's inbox, and one approved as time off.
  await seedHrOvertime();
  // A pending loan and a disbursed one with three repayments.
  await seedHrLoans();
  // The HR manager's scheduled reports: one run now (a success log with its CSV), one failed log.
  await seedScheduleReports(people);
  await dynamo.send(
    new PutCommand({ TableName: tableName(), Item: { ...SEED_MARKER, seeded_at: new Date().toISOString() } }),
  );
  log(
    `demo data seeded in ${Date.now() - started} ms: ${people.clients.length + 1} clients, ${property.projects.length} projects, ` +
      `${property.buildings.length} buildings, ${property.units.length} units, discounts, a purchase order, a unit rental with its archive`,
  );
}
