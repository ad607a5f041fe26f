import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { demoCredentials } from '../../../infra/local/demo-credentials';
import { responsesFileOf, responsesOf } from '../../../infra/openapi/module-examples';
import { postmanCollection } from '../../../infra/openapi/postman';
import { PUBLISHED_OTP } from '../../../infra/openapi/published-examples';
import { OTP } from '../../../infra/openapi/request-examples';
import { secretsIn } from '../../../infra/openapi/secrets';
import { baseUrl } from '../../support/http';

// The demo password is published (README, request examples); `{otp}` only marks where the
// texted code goes, and the document shows a made-up code there. No other secret may be.
const published = [demoCredentials().password, OTP, PUBLISHED_OTP];

describe('examples hold no secret (door code, token, hash, OTP code, URL signature)', () => {
  it.each(resourceModules.map((module) => [responsesFileOf(module), module] as const))(
    '%s',
    (file, module) => {
      const found = secretsIn(responsesOf(module), published);
      expect(
        found,
        `${file}: recapture it (npm run openapi:examples -- ${module.surface}/${module.resource})`,
      ).toEqual([]);
    },
  );

  it('in the served OpenAPI document', async () => {
    const response = await fetch(`${baseUrl}/openapi.json`);
    expect(response.status).toBe(200);
    expect(secretsIn(await response.json(), published)).toEqual([]);
  });

  it('in the Postman collection', () => {
    expect(secretsIn(postmanCollection(), published)).toEqual([]);
  });
});
