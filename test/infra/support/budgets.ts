import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { FUNCTIONS_PER_ERRORS_ALARM } from '../../../infra/constructs/canary-rollouts';
import { type ApiGroup, apiPathsOf, preflightPlacesOf } from '../../../infra/stacks/api-layout';
import type { ApiSources } from '../../../infra/stacks/api-sources';
import { browserSurfaces } from '../../../shared/http/function-environment';
import { resourcePathOf } from '../../../shared/http/route';
import type { Synthesized } from './structure';

/**
 * 60 % of CloudFormation's 500 resources and 200 outputs per stack, of API Gateway's 300 resources
 * per API, and of a template's 1 MB. An API stack that will still grow (the staff core, every staff
 * area, integrations) stays at or under 70 % of its budget at the projected whole catalogue
 * (`growingStackResources`); past `warnStackResources` the test warns, past `stackResources` it fails.
 */
export const budgets = {
  stackResources: 300,
  warnStackResources: 240,
  growingStackResources: 210,
  stackOutputs: 120,
  apiResources: 200,
  templateKilobytes: 600,
};

/** What to do when an API stack nears its budget: the budget test's warning and failure say it. */
export const budgetRemedy =
  'split the API before the budget is reached: give whole resources an API of their own at a longer ' +
  'path prefix inside their present addresses, so no address moves (on the staff surface an area, as ' +
  '`sales-support/sales` was split off `sales-support`: staffAreas in shared/http/route.ts, its plan ' +
  'in infra/area-map.ts, `area` in the modules\' module.ts; docs/infrastructure.md, "Area map")';

/** Whether an API stack will still grow: every staff API and integrations (the client and system APIs are finished). */
export const stillGrows = (group: Pick<ApiGroup, 'surface'>): boolean =>
  group.surface === 'system-user' || group.surface === 'integrations';

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

/**
 * API Gateway resources an API needs: one per distinct path prefix of its routes inside the API, and
 * the `{proxy+}` resources of its CORS preflight.
 */
export function apiResourcesOf(group: ApiGroup): number {
  const prefixes = new Set<string>();
  for (const module of group.modules)
    for (const route of module.routes) {
      const segments = resourcePathOf(module, route).split('/').filter(Boolean);
      for (let depth = 1; depth <= segments.length; depth++) prefixes.add(segments.slice(0, depth).join('/'));
    }
  return prefixes.size + preflightPlaces(group).greedy.length;
}

/**
 * The resources an API's nested stack costs, computed from the route table: 13 for the API itself
 * (access and execution log groups, RestApi, deployment, stage, two validators, two gateway
 * responses, the WAF association, the CodeDeploy application and service role, and the CDKMetadata
 * resource the CLI adds to every stack), one canary errors alarm per ten modules, 8 per module
 * (function, role, policy, log group, one invoke permission, and its version, `live` alias and
 * deployment group), one method per route, one model per JSON body, its API Gateway resources, and
 * its CORS preflight's methods.
 * Each function's health alarm is the root's (infra/constructs/monitoring/monitoring.ts).
 */
export function stackResourcesOf(group: ApiGroup, sources: Pick<ApiSources, 'validationOf'>): number {
  const routes = group.modules.flatMap((module) => module.routes);
  const models = routes.filter((route) => sources.validationOf(route).jsonBodyModel).length;
  const errorAlarms = Math.ceil(group.modules.length / FUNCTIONS_PER_ERRORS_ALARM);
  return (
    13 +
    errorAlarms +
    8 * group.modules.length +
    routes.length +
    models +
    apiResourcesOf(group) +
    preflightMethodsOf(group)
  );
}

/**
 * Where a system or staff API answers CORS preflights (the tests' stages allow an origin), as
 * infra/stacks/api-stack.ts places them; none on the other surfaces.
 */
const preflightPlaces = (group: ApiGroup) =>
  browserSurfaces.includes(group.surface)
    ? preflightPlacesOf(apiPathsOf(group))
    : { options: [] as string[], greedy: [] as string[] };

/** The preflight's mock OPTIONS methods: one at each place, and one on each `{proxy+}`. */
const preflightMethodsOf = (group: ApiGroup): number => {
  const { options, greedy } = preflightPlaces(group);
  return options.length + greedy.length;
};

/** What the budget test says of a synth's stacks: warnings past 240 resources, failures past the budgets. */
export interface BudgetFindings {
  warnings: string[];
  failures: string[];
}

/**
 * Each stack against the budgets, with the remedy in every message: past `warnStackResources` a
 * warning, past `stackResources` (or a growing API past `growingStackResources` at the projected
 * catalogue) a failure. `groupOf` names the API a stack serves (none: the root).
 */
export function budgetFindings(
  measures: readonly StackMeasure[],
  groupOf: (stack: string) => Pick<ApiGroup, 'surface' | 'mount'> | undefined,
  atCatalogue: boolean,
): BudgetFindings {
  const warnings: string[] = [];
  const failures: string[] = [];
  for (const measure of measures) {
    const group = groupOf(measure.stack);
    const remedy = group
      ? budgetRemedy
      : 'the root grows by a health alarm per function and about five resources per API: give the function health alarms a nested stack of their own (infra/constructs/monitoring/monitoring.ts), not the API stacks, which have no room';
    const of = `${measure.stack}${group ? ` (${group.mount})` : ''}: ${measure.resources} resources`;
    if (measure.resources > budgets.stackResources)
      failures.push(`${of}, over the budget of ${budgets.stackResources}: ${remedy}`);
    else if (measure.resources > budgets.warnStackResources)
      warnings.push(`${of}, past ${budgets.warnStackResources} of ${budgets.stackResources}: ${remedy}`);
    if (atCatalogue && group && stillGrows(group) && measure.resources > budgets.growingStackResources)
      failures.push(
        `${of} at the projected catalogue, over ${budgets.growingStackResources} for an API that still grows: ${remedy}`,
      );
    if (measure.outputs > budgets.stackOutputs)
      failures.push(`${measure.stack}: ${measure.outputs} outputs, over ${budgets.stackOutputs}`);
    if (measure.apiResources > budgets.apiResources)
      failures.push(
        `${measure.stack}: ${measure.apiResources} API Gateway resources, over ${budgets.apiResources}: ${remedy}`,
      );
    if (measure.kilobytes > budgets.templateKilobytes)
      failures.push(`${measure.stack}: ${measure.kilobytes} KB, over ${budgets.templateKilobytes} KB`);
  }
  return { warnings, failures };
}
