import { saveApiKey } from '../../shared/auth/api-keys';
import { randomText } from '../../shared/auth/hashing';
import type { FirstDeployStep } from './step';

/** The surfaces the apps' key calls (the stack puts it in these usage plans). */
export const APPS_SCOPES = ['client', 'system', 'system-user'];

/**
 * Pairs the stack's `real-estate-<stage>-apps` key with a new 48-character `x-secret-key`, stored
 * only as hashes with the apps' scopes, and prints the secret once. A key holds one secret: one
 * paired already is left alone (a conditional write), as rotating it is `npm run keys` (runbook).
 */
export const appsKeyStep: FirstDeployStep = {
  name: 'apps key',
  async run(run) {
    const { input, printOnce } = run;
    const secretKey = randomText(48);
    const name = `real-estate-${input.stage}-apps`;
    const written = await saveApiKey(
      input.appsKeyValue,
      secretKey,
      { name, scopes: APPS_SCOPES, enabled: true },
      { ifUnpaired: true },
    );
    if (!written) return { written: 0, summary: `already paired (${name})` };
    run.appsPair = { apiKey: input.appsKeyValue, secretKey };
    printOnce(`apps x-secret-key for ${name} (shown once, for the apps' build settings): ${secretKey}`);
    return { written: 1, summary: `${name} paired with scopes ${APPS_SCOPES.join(', ')}` };
  },
};
