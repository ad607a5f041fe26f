import { fromLocalFixture } from '../../../infra/openapi/postman-scripts';
import type { LocalFixtures, ModuleExamples } from '../../../infra/openapi/request-examples';

/**
 * A working request for each operation of system-user/self-service, on the demo data of `npm
 * start`: the examples' caller (the demo staff user, an admin) asks for an experience letter (the
 * fixture first cancels the one a previous run left open, so the one-open rule lets it in again);
 * request 1 is the demo employee's completed, rendered salary certificate (infra/local/seed/hr-self-service.ts).
 */
export const fixtures: LocalFixtures = {
  'self-service/no-open-letter': async () => {
    const { cancelOpenRequest } = await import('../../../shared/domain/self-service/self-service-writes');
    const { demoCredentials } = await import('../../../infra/local/demo-credentials');
    const { findByEmailOrPhone, USER } = await import('../../../shared/domain/users/users');
    const staff = await findByEmailOrPhone(USER, demoCredentials().staffEmail);
    return { id: await cancelOpenRequest(staff?.id ?? 0, 'experience_letter') };
  },
};

export const examples: ModuleExamples = {
  staffMySelfService: {},
  staffSelfServiceFormData: {},
  staffStoreSelfService: {
    body: {
      type: 'experience_letter',
      addressee: 'To whom it may concern',
      language: 'en',
      purpose: 'Visa application',
    },
    localFixture: 'self-service/no-open-letter',
    postman: { prerequest: fromLocalFixture('self-service/no-open-letter', {}) },
  },
  staffShowMySelfService: { path: { id: '1' } },
};
