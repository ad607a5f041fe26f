import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { FUNCTIONS_PER_ERRORS_ALARM } from '../../../infra/constructs/canary-rollouts';
import type { ApiGroup } from '../../../infra/stacks/api-layout';
import type { ApiSources } from '../../../infra/stacks/api-sources';
import { resourcePathOf } from '../../../shared/http/route';
import type { Synthesized } from './structure';

/**
 * 60 % of CloudFormation's 500 resources and 200 outputs per stack, of API Gateway's 300 resources
 * per API, and of a template's 1 MB.
 */
export const budgets = { stackResources: 300, stackOutputs: 120, apiResources: 200, templateKilobytes: 600 };

/** What one synthesized template holds. */
export interface StackMeasure {
  stack: string;
  resources: number;
  /** Outputs: a nested stack's include one per value the root reads (each function's name). */
  outputs: number;
  apiResources: number;
  methods: number;
  functions: number;
  kilobytes: number;
}

function measureOne(app: Synthesized['app'], stack: Stack): StackMeasure {
  const text = readFileSync(join(app.outdir, stack.templateFile), 'utf8');
  const template = JSON.parse(text) as { Resources: Record<string, { Type: string }>; Outputs?: object };
  const resources = Object.values(template.Resources);
  const count = (type: string) => resources.filter((resource) => resource.Type === type).length;
  return {
    stack: stack.node.id,
    resources: resources.length,
    outputs: Object.keys(template.Outputs ?? {}).length,
    apiResources: count('AWS::ApiGateway::Resource'),
    methods: count('AWS::ApiGateway::Method'),
    functions: count('AWS::Lambda::Function'),
    kilobytes: Math.round((Buffer.byteLength(text) / 1024) * 10) / 10,
  };
}

/** Every template of a synth (the root, then each API's nested stack), as written to the assembly. */
export const measureStacks = ({ app, root }: Synthesized): StackMeasure[] =>
  [root, ...root.apis].map((stack) => measureOne(app, stack));

/** API Gateway resources an API needs: one per distinct path prefix of its routes inside the API. */
export function apiResourcesOf(group: ApiGroup): number {
  const prefixes = new Set<string>();
  for (const module of group.modules)
    for (const route of module.routes) {
      const segments = resourcePathOf(module, route).split('/').filter(Boolean);
      for (let depth = 1; depth <= segments.length; depth++) prefixes.add(segments.slice(0, depth).join('/'));
    }
  return prefixes.size;
}

/**
 * The resources an API's nested stack costs, computed from the route table: 13 for the API itself
 * (access and execution log groups, RestApi, deployment, stage, two validators, two gateway
 * responses, the WAF association, the CodeDeploy application and service role, and the CDKMetadata
 * resource the CLI adds to every stack), one canary errors alarm per ten modules, 8 per module
 * (function, role, policy, log group, one invoke permission, and its version, `live` alias and
 * deployment group), one method per route, one model per JSON body, and its API Gateway resources.
 * Each function's health alarm is the root's (infra/constructs/monitoring/monitoring.ts).
 */
export function stackResourcesOf(group: ApiGroup, sources: Pick<ApiSources, 'validationOf'>): number {
  const routes = group.modules.flatMap((module) => module.routes);
  const models = routes.filter((route) => sources.validationOf(route).jsonBodyModel).length;
  const errorAlarms = Math.ceil(group.modules.length / FUNCTIONS_PER_ERRORS_ALARM);
  return 13 + errorAlarms + 8 * group.modules.length + routes.length + models + apiResourcesOf(group);
}
