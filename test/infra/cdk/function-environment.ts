import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { stageConfigOrDev } from '../../../infra/config/stages';
import { localApiFunction, localResources } from '../../../infra/local/local-resources';
import { apiFunctionEnvironment, type StageResources } from '../../../shared/http/function-environment';
import { mountOf } from '../../../shared/http/route';
import { routeTableSynth } from '../support/shared-synth';
import type { Synthesized } from '../support/structure';

let stacks: Synthesized;
beforeAll(() => {
  stacks = routeTableSynth();
}, 120_000);

/** What every function has from ApiFunction's defaults, not from its module. */
const DEFAULTS = ['LOG_LEVEL', 'NODE_OPTIONS'];
const names: StageResources = {
  tableName: 't',
  bucketName: 'b',
  fieldEncryptionSecretArn: 'f',
  paymentGatewaySecretArn: 'p',
  printRendererFunction: 'r',
  paymentPageUrl: 'u',
  // The stage's own origins (the route table's synth builds the tests' stage, with dev's settings).
  corsOrigins: stageConfigOrDev('test').corsOrigins,
};

describe("each function's environment, in its Lambda and in the local stack", () => {
  it('is the declaration of its module: the same variables in the template as the local stack gives it', () => {
    for (const module of resourceModules) {
      const nested = stacks.root.apis.find((api) => api.group.mount === mountOf(module));
      if (!nested) throw new Error(`no API at ${mountOf(module)}`);
      const description = `Real-estate API ${module.surface}/${module.resource}: ${module.routes.length} operations`;
      const [fn] = Object.values(
        Template.fromStack(nested).findResources('AWS::Lambda::Function', {
          Properties: { Description: description },
        }),
      );
      const deployed = Object.keys(fn?.Properties.Environment.Variables ?? {}).sort();
      const local = localApiFunction(module, localResources({ tableName: 't', bucketName: 'b' }), '-');
      const declared = Object.keys(apiFunctionEnvironment(module, names, '-'));
      expect(deployed, module.resource).toEqual([...declared, ...DEFAULTS].sort());
      // Locally the CORS origins are the local ones; every other variable is the same.
      expect(
        Object.keys(local.environment).filter((name) => name !== 'CORS_ALLOWED_ORIGINS'),
        module.resource,
      ).toEqual(declared.filter((name) => name !== 'CORS_ALLOWED_ORIGINS'));
    }
  });
});
