import { readFileSync } from 'node:fs';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceModules } from '../../functions/route-table';
import { apiGroupsOf } from '../../infra/stacks/api-layout';
import { type ApiSources, routeTableSources } from '../../infra/stacks/api-sources';
import type { ResourceModule } from '../../shared/http/route';
import {
  apiResourcesOf,
  budgets,
  measureStacks,
  type StackMeasure,
  stackResourcesOf,
} from './support/budgets';
import { type Catalogue, type Projection, projectCatalogue } from './support/projection';
import { nagFindings, type Synthesized, synthesizeStructure } from './support/structure';

const catalogue = JSON.parse(readFileSync('docs/catalogue.json', 'utf8')) as Catalogue;

/** Every template within the budgets, and each API's stack exactly what the route table costs. */
function expectWithinBudgets(synthesized: Synthesized, sources: ApiSources): StackMeasure[] {
  const measures = measureStacks(synthesized);
  for (const measure of measures) {
    expect(measure.resources, `${measure.stack} resources`).toBeLessThanOrEqual(budgets.stackResources);
    expect(measure.outputs, `${measure.stack} outputs`).toBeLessThanOrEqual(budgets.stackOutputs);
    expect(measure.apiResources, `${measure.stack} API resources`).toBeLessThanOrEqual(budgets.apiResources);
    expect(measure.kilobytes, `${measure.stack} KB`).toBeLessThanOrEqual(budgets.templateKilobytes);
  }
  for (const stack of synthesized.root.apis) {
    const measure = measures.find((candidate) => candidate.stack === stack.node.id);
    expect(measure?.apiResources, stack.group.mount).toBe(apiResourcesOf(stack.group));
    expect(measure?.resources, stack.group.mount).toBe(stackResourcesOf(stack.group, sources));
  }
  return measures;
}

describe('stack budgets today (the route table)', () => {
  let synthesized: Synthesized;
  beforeAll(() => {
    synthesized = synthesizeStructure({ modules: resourceModules });
  }, 120_000);

  it('keeps every stack, REST API and template within its budget, as the route table computes', () => {
    const measures = expectWithinBudgets(synthesized, routeTableSources);
    expect(measures).toHaveLength(1 + apiGroupsOf(resourceModules).length);
    console.info(`[budgets] today\n${table(measures)}`);
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

  it('projects every catalogue operation not built yet, in modules of about five operations', () => {
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
    expect(operations.length / projection.modules.length).toBeGreaterThan(4);
    expect(operations.length / projection.modules.length).toBeLessThan(6);
    expect(new Set(operations.map((route) => route.method))).toEqual(new Set(['GET', 'POST', 'DELETE']));
    // Built operations are not projected again: the sales-support area is built whole.
    expect(operations.map((route) => route.path)).not.toContain(
      '/sales-support/saleable-details/{id}/booking/make-booking',
    );
    expect(operations.some((route) => route.path.startsWith('/sales-support/'))).toBe(false);
    // Every staff area gets modules (built or projected), and every staff area route starts with its area.
    const areas = new Set(
      [...resourceModules, ...projection.modules].map((module) => module.area).filter(Boolean),
    );
    expect(areas).toEqual(new Set(['crm', 'sales-support', 'purchasing', 'hr', 'records']));
    for (const module of projection.modules.filter((candidate) => candidate.area))
      for (const route of module.routes) expect(route.path.startsWith(`/${module.area}/`)).toBe(true);
  });

  it('keeps every stack, REST API and template within its budget at the catalogue size', () => {
    const measures = expectWithinBudgets(synthesized, sources);
    const mounts = synthesized.root.apis.map((stack) => stack.group.mount);
    expect(mounts).toEqual(
      expect.arrayContaining(['system-user', 'system-user/sales-support', 'integrations']),
    );
    console.info(`[budgets] projected\n${table(measures)}`);
  });

  it('admits a surface key to every API of the surface: one usage plan per surface across its APIs', () => {
    const root = Template.fromStack(synthesized.root);
    const staffApis = synthesized.root.apis.filter((stack) => stack.group.surface === 'system-user');
    expect(staffApis.length).toBe(6);
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
      [
        'client',
        'system',
        'system-user',
        'system-user/crm',
        'system-user/sales-support',
        'system-user/purchasing',
        'system-user/hr',
        'system-user/records',
        'integrations',
      ]
        .map((mount) => `api/v1/${mount}`)
        .sort(),
    );
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
        `${m.stack.padEnd(28)} ${String(m.resources).padStart(4)} resources ${String(m.outputs).padStart(3)} outputs ${String(m.apiResources).padStart(4)} API resources ${String(m.methods).padStart(4)} methods ${String(m.functions).padStart(3)} functions ${m.kilobytes.toFixed(1).padStart(6)} KB`,
    )
    .join('\n');
