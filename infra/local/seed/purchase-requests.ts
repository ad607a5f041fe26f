import { approvableTypes } from '../../../shared/domain/acceptances/approvable-records';
import { decideAmong } from '../../../shared/domain/acceptances/engine';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { halalasOfSar } from '../../../shared/domain/money';
import { storePurchaseRequest } from '../../../shared/domain/purchase-requests/store-purchase-request';
import { findByEmailOrPhone, USER } from '../../../shared/domain/users/users';
import { demoRoleEmail, type SeededPeople } from './people';

/**
 * STAFF-DOMAIN-2 1.9, "a second request pending approval in the procurement manager's inbox": the
 * demo procurement officer asks for blocks and cement for demo project 1's masonry line through the
 * store itself (numbered, submitted, material references), and the project's manager approves the
 * first step through the engine, so the request waits for the demo procurement manager. Runs after
 * the acceptances seed, which indexes the roles the steps resolve.
 */
export async function seedPurchaseRequests(people: SeededPeople) {
  const officer = await findByEmailOrPhone(USER, demoRoleEmail('procurement_officer'));
  if (!officer) throw new Error('the demo procurement officer is not seeded');
  const caller = await readStaffCaller(officer.id);
  const request = await storePurchaseRequest(caller, {
    project_id: 1,
    project_item_id: 2,
    type: 'materials',
    priority: 'normal',
    // Three weeks from the seed (a Riyadh date).
    needed_by: new Date(Date.now() + 21 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10),
    title: 'Cement and binding wire for the masonry works',
    note: 'Deliveries to the site store, mornings only.',
    lines: [
      {
        material_id: 103,
        amount: 600,
        estimated_unit_price: halalasOfSar(19.5),
        technical_specifications: 'OPC, 50 kg bags, SASO certified',
      },
      {
        material_id: 207,
        amount: 0.8,
        estimated_unit_price: halalasOfSar(5200),
        technical_specifications: null,
      },
    ],
  });
  if (request.acceptance_id)
    await decideAmong(
      approvableTypes,
      request.acceptance_id,
      { id: people.users.projectManager.id, abilities: ['core.acceptances.decide'] },
      'accept',
      'Quantities match the masonry schedule.',
    );
}
