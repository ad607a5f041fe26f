import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { preflightPlacesOf } from '../../../infra/stacks/api-layout';
import { routeTableSynth } from '../support/shared-synth';
import type { Synthesized } from '../support/structure';

let stacks: Synthesized;
beforeAll(() => {
  stacks = routeTableSynth();
}, 120_000);

const apiTemplate = (mount: string) => {
  const found = stacks.root.apis.find((stack) => stack.group.mount === mount);
  if (!found) throw new Error(`no API at ${mount}`);
  return Template.fromStack(found);
};
const preflights = (template: Template) =>
  Object.values(template.findResources('AWS::ApiGateway::Method', { Properties: { HttpMethod: 'OPTIONS' } }));

describe('CORS preflights (the tests’ stage allows http://localhost:3000)', () => {
  it('answers them on the system and staff APIs from mock OPTIONS methods that need no key', () => {
    for (const mount of ['system', 'system-user', 'system-user/crm', 'system-user/sales-support/sales']) {
      const template = apiTemplate(mount);
      const methods = preflights(template);
      expect(methods.length, mount).toBeGreaterThan(0);
      for (const method of methods) {
        expect(method.Properties.ApiKeyRequired, mount).toBe(false);
        expect(method.Properties.AuthorizationType, mount).toBe('NONE');
        expect(method.Properties.Integration.Type, mount).toBe('MOCK');
      }
      template.hasResourceProperties('AWS::ApiGateway::Resource', { PathPart: '{proxy+}' });
      template.hasResourceProperties('AWS::ApiGateway::Method', {
        HttpMethod: 'OPTIONS',
        Integration: Match.objectLike({
          IntegrationResponses: Match.arrayWith([
            Match.objectLike({
              ResponseParameters: Match.objectLike({
                'method.response.header.Access-Control-Allow-Origin': "'http://localhost:3000'",
              }),
            }),
          ]),
        }),
      });
    }
  });

  it('leaves the client API (the apps) without them', () => {
    expect(preflights(apiTemplate('client'))).toHaveLength(0);
  });

  it('places a greedy OPTIONS where it can serve every deeper path, and descends past a path variable', () => {
    expect(preflightPlacesOf(['/clients', '/clients/{client_id}', '/units/search'])).toEqual({
      options: ['/'],
      greedy: ['/'],
    });
    // The sale tab's paths start with `{sale_id}`: the root cannot take `{proxy+}` beside it.
    expect(preflightPlacesOf(['/{sale_id}/discount', '/{sale_id}/refunds/{refund_id}/print'])).toEqual({
      options: ['/', '/{sale_id}'],
      greedy: ['/{sale_id}'],
    });
  });
});
