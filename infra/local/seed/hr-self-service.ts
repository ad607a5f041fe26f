import { abilitiesFor } from '../../../shared/auth/abilities';
import { getEntity } from '../../../shared/db/entity-store';
import { approvableTypesOf } from '../../../shared/domain/acceptances/approvable-types';
import { decideAmong } from '../../../shared/domain/acceptances/engine';
import { readStaffCaller } from '../../../shared/domain/callers/staff-caller';
import { selfServiceApprovable } from '../../../shared/domain/self-service/self-service-acceptance';
import { renderDueLetter } from '../../../shared/domain/self-service/self-service-letters';
import { SELF_SERVICE_REQUEST } from '../../../shared/domain/self-service/self-service-requests';
import { storeSelfServiceRequest } from '../../../shared/domain/self-service/self-service-writes';
import type { SeededPeople } from './people';

/**
 * Self-service demo data (STAFF-DOMAIN-2 2.6), after the HR profiles: the demo employee's salary
 * certificate to Al Rajhi Bank, approved by the demo HR officer with its Arabic PDF rendered
 * (request 1, the examples' show and download), and the employee's experience letter in English
 * waiting in the HR officer's inbox (request 2).
 */
export async function seedSelfService(people: SeededPeople): Promise<void> {
  const employee = people.roleUsers.employee;
  const officer = people.roleUsers.hr_officer;
  if (!employee || !officer) return;
  const caller = await readStaffCaller(employee.id, { abilities: abilitiesFor(['employee']) });
  const certificate = await storeSelfServiceRequest(caller, {
    type: 'salary_certificate',
    addressee: 'مصرف الراجحي',
    language: 'ar',
    purpose: 'فتح حساب بنكي',
  });
  if (certificate.acceptance_id)
    await decideAmong(
      approvableTypesOf([selfServiceApprovable]),
      certificate.acceptance_id,
      { id: officer.id, abilities: ['core.acceptances.decide'] },
      'accept',
      null,
    );
  // The letter is rendered after the decision, as its first download would (here, in the seed).
  const { renderPrintsLocally } = await import('../local-prints');
  await renderPrintsLocally();
  await renderDueLetter(await getEntity(SELF_SERVICE_REQUEST, certificate.id, 'self-service request'));
  await storeSelfServiceRequest(caller, {
    type: 'experience_letter',
    addressee: 'To whom it may concern',
    language: 'en',
    purpose: 'Visa application',
  });
}
