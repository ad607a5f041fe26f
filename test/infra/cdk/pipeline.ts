import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { pipelineConfig, stages } from '../../../infra/config/stages';
import { PipelineStack } from '../../../infra/stacks/pipeline-stack';
import { mountOf } from '../../../shared/http/route';

interface Action {
  Name: string;
  RunOrder: number;
  ActionTypeId: { Category: string };
  Configuration?: { EnvironmentVariables?: string; ProjectName?: unknown; StackName?: string };
}

let stack: PipelineStack;
let template: Template;
let pipelineStages: Array<{ Name: string; Actions: Action[] }>;

// Structure only: the stages serve the staff core (the smoke test's API) and nothing is bundled.
beforeAll(() => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  stack = new PipelineStack(app, 'RealEstateApiPipeline', {
    pipeline: pipelineConfig,
    staging: stages.staging,
    prod: stages.prod,
    modules: resourceModules.filter((module) => mountOf(module) === 'system-user'),
  });
  template = Template.fromStack(stack);
  const [pipeline] = Object.values(template.findResources('AWS::CodePipeline::Pipeline'));
  pipelineStages = pipeline?.Properties.Stages;
}, 120_000);

const stageNamed = (name: string) => {
  const found = pipelineStages.find((stage) => stage.Name === name);
  if (!found) throw new Error(`no pipeline stage ${name}`);
  return found;
};
const runOrderOf = (stage: string, action: string) =>
  stageNamed(stage).Actions.find((candidate) => candidate.Name === action)?.RunOrder ?? Number.NaN;

describe('the deploy pipeline', () => {
  it('runs source, synth, self-update, assets, staging, then prod', () => {
    expect(pipelineStages.map((stage) => stage.Name)).toEqual([
      'Source',
      'Build',
      'UpdatePipeline',
      'Assets',
      'Staging',
      'Prod',
    ]);
    const [source] = stageNamed('Source').Actions;
    expect(source?.ActionTypeId).toMatchObject({ Category: 'Source', Provider: 'CodeStarSourceConnection' });
    expect(source?.Configuration).toMatchObject({
      ConnectionArn: pipelineConfig.source.connectionArn,
      FullRepositoryId: pipelineConfig.source.repository,
      BranchName: pipelineConfig.source.branch,
    });
  });

  it('tests and synthesizes in pipeline mode on Node 20 with Java 17 and poppler-utils', () => {
    template.hasResourceProperties('AWS::CodeBuild::Project', {
      Environment: Match.objectLike({ Image: 'aws/codebuild/standard:7.0' }),
      Source: Match.objectLike({
        BuildSpec: Match.serializedJson(
          Match.objectLike({
            phases: {
              install: {
                'runtime-versions': { nodejs: '20', java: 'corretto17' },
                commands: [Match.stringLikeRegexp('poppler-utils'), 'npm install --no-audit --no-fund'],
              },
              build: {
                commands: ['npm test', 'npm run test:deep', 'npx cdk synth --quiet -c pipeline=true'],
              },
            },
          }),
        ),
      }),
    });
  });

  it('smoke-tests staging after it deploys, against the staff API output, as the configured smoke user', () => {
    const deploy = runOrderOf('Staging', 'RealEstateApi-staging.Deploy');
    expect(runOrderOf('Staging', 'SmokeTest')).toBeGreaterThan(deploy);
    const smoke = stageNamed('Staging').Actions.find((action) => action.Name === 'SmokeTest');
    expect(JSON.parse(smoke?.Configuration?.EnvironmentVariables ?? '[]')).toEqual([
      { name: 'SMOKE_API_URL', type: 'PLAINTEXT', value: expect.stringMatching(/\.systemuserUrl}$/) },
    ]);
    template.hasResourceProperties('AWS::CodeBuild::Project', {
      Environment: Match.objectLike({
        EnvironmentVariables: [
          { Name: 'SMOKE_CREDENTIALS', Type: 'SECRETS_MANAGER', Value: stages.staging.smokeSecretName },
        ],
      }),
      Source: Match.objectLike({
        BuildSpec: Match.serializedJson(
          Match.objectLike({
            phases: Match.objectLike({ build: { commands: ['npx tsx infra/smoke/smoke.ts'] } }),
          }),
        ),
      }),
    });
  });

  it('deploys prod only after the permissions-broadening check, then a manual approval', () => {
    const check = runOrderOf('Prod', 'CheckPermissions.Check');
    const confirm = runOrderOf('Prod', 'CheckPermissions.Confirm');
    const approval = runOrderOf('Prod', 'PromoteToProd');
    const prepare = runOrderOf('Prod', 'RealEstateApi-prod.Prepare');
    expect(check).toBeLessThan(confirm);
    expect(confirm).toBeLessThan(approval);
    expect(approval).toBeLessThan(prepare);
    const kinds = stageNamed('Prod').Actions.map((action) => action.ActionTypeId.Category);
    expect(kinds.filter((kind) => kind === 'Approval')).toHaveLength(2);
    // The check's CLI is pinned to major 2 (the newest major cannot read these assemblies).
    const checkProject = Object.entries(template.findResources('AWS::CodeBuild::Project')).find(([id]) =>
      id.includes('CDKSecurityCheck'),
    );
    const buildSpec = JSON.stringify(checkProject?.[1].Properties.Source.BuildSpec);
    expect(buildSpec).toContain('npm install -g aws-cdk@2');
    expect(buildSpec).not.toMatch(/npm install -g aws-cdk\\+"/);
  });

  it('is cross-account ready: a KMS key on the artifacts, each stage in its configured account', () => {
    template.resourceCountIs('AWS::KMS::Key', 1);
    expect(stack.account).toBe(pipelineConfig.env.account);
    expect(stack.staging.stack.account).toBe(stages.staging.env?.account);
    expect(stack.prod.stack.account).toBe(stages.prod.env?.account);
    expect(stack.prod.stack.stackName).toBe('RealEstateApi-prod');
    const deployRoles = (stage: string) =>
      JSON.stringify(stageNamed(stage).Actions.filter((action) => action.ActionTypeId.Category === 'Deploy'));
    expect(deployRoles('Staging')).toContain(`${stages.staging.env?.account}`);
    expect(deployRoles('Prod')).toContain(`${stages.prod.env?.account}`);
  });
});
