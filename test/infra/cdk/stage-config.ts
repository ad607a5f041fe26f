import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { type StageConfig, stages } from '../../../infra/config/stages';
import { RealEstateStage } from '../../../infra/stages/real-estate-stage';

/** A stage as the app and the pipeline build it, serving one small API (the CRM's; nothing bundled). */
function templatesOf(config: StageConfig): Template[] {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  const stage = new RealEstateStage(app, config.name, {
    config,
    modules: resourceModules.filter((module) => module.area === 'crm'),
  });
  return [stage.stack, ...stage.stack.apis].map((stack) => Template.fromStack(stack));
}

describe("a stage's configuration, end to end", () => {
  // Each deployed stage, and dev: every value differs between them, so a default would show.
  it.each([stages.staging, stages.prod, stages.dev])(
    'keeps $name logs for its own retention and pages its own recipients',
    (config) => {
      const templates = templatesOf(config);
      const logGroups = templates.flatMap((template) =>
        Object.values(template.findResources('AWS::Logs::LogGroup')),
      );
      // Functions outside the APIs, the API's access and execution logs, its functions.
      expect(logGroups.length).toBeGreaterThanOrEqual(7);
      for (const group of logGroups) expect(group.Properties.RetentionInDays).toBe(config.logRetention);

      const [root] = templates;
      const endpoints = Object.values(root?.findResources('AWS::SNS::Subscription') ?? {}).map(
        (subscription) => subscription.Properties.Endpoint,
      );
      expect(endpoints.sort()).toEqual([...config.alarmEmails].sort());
    },
    120_000,
  );

  it('has stages whose retention and recipients differ from dev, or the test above would prove nothing', () => {
    for (const config of [stages.staging, stages.prod]) {
      expect(config.logRetention).not.toBe(stages.dev.logRetention);
      expect(config.alarmEmails).not.toEqual(stages.dev.alarmEmails);
      expect(config.alarmEmails.length).toBeGreaterThan(0);
    }
  });
});
