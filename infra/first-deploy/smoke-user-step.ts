import { saveApiKey } from '../../shared/auth/api-keys';
import { randomText } from '../../shared/auth/hashing';
import type { SmokeCredentials } from '../smoke/smoke-test';
import { createStaffUser, existingHolder, oneTimePassword } from './staff-users';
import { alreadyPresent, type FirstDeployRun, type FirstDeployStep } from './step';

/** The role holding exactly `smokeAbilitiesOf(resourceModules)` (shared/auth/abilities.ts). */
export const SMOKE_ROLE = 'smoke';

/**
 * The key pair the smoke user calls with. A key holds one secret (shared/auth/api-keys.ts), so the
 * smoke user cannot have a secret of its own on the apps' key: with a key of its own (a `smoke`
 * entry of `partnerKeys`) it pairs that with `system-user` only; without, it calls with the apps'
 * pair, whose secret is known only in the run that paired it.
 */
async function smokePair(run: FirstDeployRun): Promise<{ apiKey: string; secretKey: string }> {
  const { input } = run;
  if (input.smokeKeyValue) {
    const secretKey = randomText(48);
    const paired = await saveApiKey(
      input.smokeKeyValue,
      secretKey,
      { name: `real-estate-${input.stage}-smoke`, scopes: ['system-user'], enabled: true },
      { ifUnpaired: true },
    );
    return {
      apiKey: input.smokeKeyValue,
      secretKey: paired ? secretKey : '<its x-secret-key, paired before>',
    };
  }
  return (
    run.appsPair ?? { apiKey: input.appsKeyValue, secretKey: '<the apps x-secret-key, printed when paired>' }
  );
}

/**
 * The pipeline's smoke user: a staff user holding only the `smoke` role (one read per staff API),
 * its random password and key pair printed once as the JSON the pipeline's secret holds, with the
 * command that stores it. Skipped when the e-mail is already the smoke user's, and on a stage without
 * a smoke secret (prod) unless `--smoke-email` asks for one.
 */
export const smokeUserStep: FirstDeployStep = {
  name: 'smoke user',
  async run(run) {
    const { input, printOnce } = run;
    if (!input.smokeEmail)
      return {
        written: 0,
        summary: `skipped: stage ${input.stage} names no smoke secret and no --smoke-email was given`,
      };
    const existing = await existingHolder(input.smokeEmail, SMOKE_ROLE);
    if (existing) return alreadyPresent(`(user #${existing.id}, ${existing.email})`);
    const password = oneTimePassword();
    const user = await createStaffUser(
      { name: 'Smoke test', email: input.smokeEmail, job_title: 'Pipeline smoke test', roles: [SMOKE_ROLE] },
      password,
    );
    const credentials: SmokeCredentials = {
      ...(await smokePair(run)),
      emailOrPhone: user.email,
      password,
    };
    // One line carries the secret: the command that stores it, or the JSON alone for a stage the
    // pipeline does not smoke-test.
    const json = JSON.stringify(credentials);
    printOnce(
      input.smokeSecret
        ? `smoke user credentials (shown once), to store in the pipeline account: aws secretsmanager create-secret --region ${input.smokeSecret.region} --name ${input.smokeSecret.name} --secret-string '${json}'`
        : `smoke user credentials (shown once): ${json}`,
    );
    return { written: 1, summary: `user #${user.id} ${user.email} written with the ${SMOKE_ROLE} role` };
  },
};
