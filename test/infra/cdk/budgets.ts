import { readFileSync } from 'node:fs';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { staffAreaMap } from '../../../infra/area-map';
import { stages } from '../../../infra/config/stages';
import { type ApiGroup, apiGroupsOf } from '../../../infra/stacks/api-layout';
import { type ApiSources, routeTableSources } from '../../../infra/stacks/api-sources';
import { areaOfPath, type ResourceModule, staffAreas } from '../../../shared/http/route';
import {
  apiResourcesOf,
  budgetFindings,
  budgetRemedy,
  measureStacks,
  type StackMeasure,
  stackResourcesOf,
  stillGrows,
} from '../support/budgets';
import { type Catalogue, type Projection, projectCatalogue } from '../support/projection';
import { routeTableSynth } from '../support/shared-synth';
import { nagFindings, type Synthesized, synthesizeStructure } from '../support/structure';

const catalogue = JSON.parse(readFileSync('docs/catalogue.json', 'utf8')) as Catalogue;

/**
 * Every template within the budgets (a warning past 240 resources, with the remedy), and each
 * API's stack exactly what its routes cost.
 */
function expectWithinBudgets(
  synthesized: Synthesized,
  sources: ApiSources,
  atCatalogue: boolean,
): StackMeasure[] {
  const measures = measureStacks(synthesized);
  const groupOf = (id: string) => synthesized.root.apis.find((stack) => stack.node.id === id)?.group;
  const { warnings, failures } = budgetFindings(measures, groupOf, atCatalogue);
  for (const warning of warnings) console.warn(`[budgets] ${warning}`);
  expect(failures).toEqual([]);
  for (const stack of synthesized.root.apis) {
    const measure = measures.find((candidate) => candidate.stack === stack.node.id);
    expect(measure?.apiResources, stack.group.mount).toBe(apiResourcesOf(stack.group));
    expect(measure?.resources, stack.group.mount).toBe(stackResourcesOf(stack.group, sources));
  }
  return measures;
}

describe('the budget findings', () => {
  const measure = (stack: string, resources: number): StackMeasure => ({
    stack,
    resources,
    outputs: 10,
    apiResources: 50,
    methods: 40,
    functions: 8,
    kilobytes: 200,
  });
  const groups: Record<string, Pick<ApiGroup, 'surface' | 'mount'>> = {
    staff: { surface: 'system-user', mount: 'system-user/crm' },
    system: { surface: 'system', mount: 'system' },
  };

  it('warns past 240 resources and fails past 300, with the remedy in the message', () => {
    const { warnings, failures } = budgetFindings(
      [measure('staff', 241), measure('system', 240)],
      (stack) => groups[stack],
      false,
    );
    expect(warnings).toEqual([expect.stringContaining(budgetRemedy)]);
    expect(warnings[0]).toContain('system-user/crm');
    expect(failures).toEqual([]);
    const over = budgetFindings([measure('system', 301)], (stack) => groups[stack], false);
    expect(over.failures).toEqual([expect.stringContaining(budgetRemedy)]);
    expect(over.warnings).toEqual([]);
  });

  it('fails an API that still grows past 210 at the projected catalogue; the finished ones have 300', () => {
    const measures = [measure('staff', 211), measure('system', 280)];
    expect(budgetFindings(measures, (stack) => groups[stack], false).failures).toEqual([]);
    const { failures } = budgetFindings(measures, (stack) => groups[stack], true);
    expect(failures).toEqual([
      expect.stringMatching(/system-user\/crm.*over 210 for an API that still grows/),
    ]);
    expect(stillGrows({ surface: 'integrations' })).toBe(true);
    expect(stillGrows({ surface: 'client' })).toBe(false);
  });
});

describe('stack budgets today (the route table)', () => {
  let synthesized: Synthesized;
  beforeAll(() => {
    synthesized = routeTableSynth();
  }, 120_000);

  it('keeps every stack, REST API and template within its budget, as the route table computes', () => {
    const measures = expectWithinBudgets(synthesized, routeTableSources, false);
    expect(measures).toHaveLength(1 + apiGroupsOf(resourceModules).length);
    console.info(`[budgets] today\n${table(measures)}`);
  });

  it('splits the sale tab off sales-support: both halves well under the 210 of an API that grows', () => {
    const measures = measureStacks(synthesized);
    for (const mount of ['system-user/sales-support', 'system-user/sales-support/sales']) {
      const stack = synthesized.root.apis.find((candidate) => candidate.group.mount === mount);
      const measure = measures.find((candidate) => candidate.stack === stack?.node.id);
      expect(measure?.resources, mount).toBeLessThanOrEqual(180);
    }
  });
});

describe('stack budgets projected to the whole catalogue', () => {
  let projection: Projection;
  let sources: ApiSources;
  let synthesized: Synthesized;
  beforeAll(() => {
    projection = projectCatalogue(catalogue, resourceModules);
    const projected = new Set<ResourceModule>(projection.modules);
    sources = {
      // Projected modules have no code: a structure-only synth never bundles their entry.
      entryOf: (module) =>
        projected.has(module) ? 'test/infra/support/no-code.ts' : routeTableSources.entryOf(module),
      validationOf: (route) =>
        projection.validation.get(route.operationId) ?? routeTableSources.validationOf(route),
    };
    synthesized = synthesizeStructure({
      modules: [...resourceModules, ...projection.modules],
      sources,
      context: {
        domainName: 'api.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
      },
    });
  }, 180_000);

  it("puts a monthly quota on the partners' plan (integrations) only: the apps' one shared key has none", () => {
    const plans = Object.values(
      Template.fromStack(synthesized.root).findResources('AWS::ApiGateway::UsagePlan'),
    );
    const quotas = Object.fromEntries(
      plans.map((plan) => [plan.Properties.UsagePlanName, plan.Properties.Quota?.Limit ?? null]),
    );
    expect(quotas).toEqual({
      'real-estate-client-test': null,
      'real-estate-system-test': null,
      'real-estate-system-user-test': null,
      'real-estate-integrations-test': stages.dev.limits.integrations.monthlyQuota,
    });
  });

  it('projects every catalogue operation not built yet where the area map places it, about three a function', () => {
    const operations = projection.modules.flatMap((module) => module.routes);
    const builtAndProjected = resourceModules.flatMap((module) => module.routes).length + operations.length;
    const catalogued = Object.values(catalogue).filter(Array.isArray).flat().length;
    expect(builtAndProjected).toBeGreaterThanOrEqual(catalogued);
    // Exactly the catalogue's operations whose summaries no built route carries yet.
    const built = new Set(resourceModules.flatMap((module) => module.routes.map((route) => route.summary)));
    const unbuilt = Object.values(catalogue)
      .filter(Array.isArray)
      .flat()
      .filter((summary) => !built.has(summary));
    expect(operations.length).toBe(unbuilt.length);
    // About three operations a function (the system surface's density), a records family one function:
    // each group takes the fewest functions of at most three operations (an average would fall as
    // whole areas are built and the small remainders of groups are left: issue 33's invoices).
    const functions = projection.modules.filter((module) => module.area !== 'records');
    for (const module of functions) expect(module.routes.length, module.resource).toBeLessThanOrEqual(3);
    const groups = new Map<string, number[]>();
    for (const module of functions) {
      const group = `${module.surface} ${module.resource.replace(/-\d+$/, '')}`;
      groups.set(group, [...(groups.get(group) ?? []), module.routes.length]);
    }
    for (const [group, sizes] of groups)
      expect(sizes.length, group).toBe(Math.ceil(sizes.reduce((sum, size) => sum + size, 0) / 3));
    const families = Object.keys(staffAreaMap.records.families ?? {});
    expect(projection.modules.filter((module) => module.area === 'records')).toHaveLength(families.length);
    expect(new Set(operations.map((route) => route.method))).toEqual(new Set(['GET', 'POST', 'DELETE']));
    // Built operations are not projected again: the sales-support areas are built whole.
    expect(operations.map((route) => route.path)).not.toContain(
      '/sales-support/saleable-details/{id}/booking/make-booking',
    );
    expect(operations.some((route) => route.path.startsWith('/sales-support/'))).toBe(false);
    // Every staff area gets modules (built or projected), and every staff route is in its area's API.
    const areas = new Set(
      [...resourceModules, ...projection.modules].map((module) => module.area).filter(Boolean),
    );
    expect(areas).toEqual(new Set(staffAreas));
    for (const module of projection.modules.filter((candidate) => candidate.surface === 'system-user'))
      for (const route of module.routes) expect(areaOfPath(route.path), route.path).toBe(module.area);
  });

  it('keeps every stack, REST API and template within its budget at the catalogue size, growing APIs at 210', () => {
    const measures = expectWithinBudgets(synthesized, sources, true);
    const mounts = synthesized.root.apis.map((stack) => stack.group.mount);
    expect(mounts).toEqual(
      expect.arrayContaining(['system-user', 'system-user/sales-support/sales', 'integrations']),
    );
    console.info(`[budgets] projected\n${table(measures)}`);
  });

  it('admits a surface key to every API of the surface: one usage plan per surface across its APIs', () => {
    const root = Template.fromStack(synthesized.root);
    const staffApis = synthesized.root.apis.filter((stack) => stack.group.surface === 'system-user');
    expect(staffApis.length).toBe(1 + staffAreas.length);
    const plans = Object.values(root.findResources('AWS::ApiGateway::UsagePlan')).map(
      (plan) => plan.Properties as { UsagePlanName: string; ApiStages: unknown[] },
    );
    const staffPlan = plans.find((plan) => plan.UsagePlanName === 'real-estate-system-user-test');
    expect(staffPlan?.ApiStages).toHaveLength(staffApis.length);
    expect(plans).toHaveLength(4);
  });

  it('maps every API under the one domain, so the apps keep one base_url and one system_user_url', () => {
    const root = Template.fromStack(synthesized.root);
    const mappings = Object.values(root.findResources('AWS::ApiGatewayV2::ApiMapping')).map(
      (mapping) => (mapping.Properties as { ApiMappingKey: string }).ApiMappingKey,
    );
    expect(mappings.sort()).toEqual(
      ['client', 'system', 'system-user', ...staffAreas.map((area) => `system-user/${area}`), 'integrations']
        .map((mount) => `api/v1/${mount}`)
        .sort(),
    );
    expect(mappings).toContain('api/v1/system-user/sales-support/sales');
    root.resourceCountIs('AWS::ApiGateway::DomainName', 1);
  });

  it('passes cdk-nag AwsSolutions at the catalogue size with the written suppressions', () => {
    expect(nagFindings(synthesized, 'error')).toEqual([]);
    expect(nagFindings(synthesized, 'warning')).toEqual([]);
  });
});

const table = (measures: StackMeasure[]) =>
  measures
    .map(
      (m) =>
        `${m.stack.padEnd(40)} ${String(m.resources).padStart(4)} resources ${String(m.outputs).padStart(3)} outputs ${String(m.apiResources).padStart(4)} API resources ${String(m.methods).padStart(4)} methods ${String(m.functions).padStart(3)} functions ${m.kilobytes.toFixed(1).padStart(6)} KB`,
    )
    .join('\n');
