import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import { App, CloudFormationValidatePlugin, type IPolicyValidationContext } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { acceptedPipelineGuardFindings } from '../../../infra/accepted-findings';
import { pipelineConfig, stages } from '../../../infra/config/stages';
import { connectionUseActions, PipelineStack } from '../../../infra/stacks/pipeline-stack';
import { mountOf } from '../../../shared/http/route';
import { controlTowerRulesFor, guardControlOf } from '../support/control-tower';
import { filledPipeline, filledStages } from '../support/filled-config';

interface Action {
  Name: string;
  RunOrder: number;
  ActionTypeId: { Category: string };
  Configuration?: { EnvironmentVariables?: string; ProjectName?: unknown; StackName?: string };
}
interface Statement {
  Action: string | string[];
  Resource: unknown;
}

let app: App;
let stack: PipelineStack;
let template: Template;
let pipelineStages: Array<{ Name: string; Actions: Action[] }>;

/** The pipeline as `npx cdk synth -c pipeline=true` builds it, from a configuration operations filled in. */
const pipelineProps = {
  pipeline: filledPipeline,
  staging: filledStages.staging,
  prod: filledStages.prod,
  // Structure only: the stages serve the staff core and nothing is bundled.
  modules: resourceModules.filter((module) => mountOf(module) === 'system-user'),
};
const structureOnly = () =>
  new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });

beforeAll(() => {
  app = structureOnly();
  stack = new PipelineStack(app, 'RealEstateApiPipeline', pipelineProps);
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
      ConnectionArn: filledPipeline.source.connectionArn,
      FullRepositoryId: filledPipeline.source.repository,
      BranchName: filledPipeline.source.branch,
    });
  });

  it("lets the source action use the connection with the action of its ARN's prefix", () => {
    const statements = Object.entries(template.findResources('AWS::IAM::Policy'))
      .filter(([id]) => id.includes('Source'))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
    const onConnection = statements.filter((s) => s.Resource === filledPipeline.source.connectionArn);
    expect(onConnection.map((s) => s.Action)).toEqual(['codeconnections:UseConnection']);
    expect(JSON.stringify(template.toJSON())).not.toContain('codestar-connections:UseConnection');
    // A connection made before the rename answers to both prefixes.
    expect(
      connectionUseActions('arn:aws:codestar-connections:me-central-1:410987654321:connection/x'),
    ).toEqual(['codestar-connections:UseConnection', 'codeconnections:UseConnection']);
  });

  it('tests and synthesizes in pipeline mode on Node 22 with Java 17 and poppler-utils', () => {
    template.hasResourceProperties('AWS::CodeBuild::Project', {
      Environment: Match.objectLike({ Image: 'aws/codebuild/standard:7.0' }),
      Source: Match.objectLike({
        BuildSpec: Match.serializedJson(
          Match.objectLike({
            phases: {
              install: {
                'runtime-versions': { nodejs: '22', java: 'corretto17' },
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
    // Every build of ours runs Node 22 (the functions' runtime), none the image's default.
    const runtimes = Object.values(template.findResources('AWS::CodeBuild::Project'))
      .map((project) => project.Properties.Source.BuildSpec)
      .filter((buildSpec): buildSpec is string => typeof buildSpec === 'string' && buildSpec.startsWith('{'))
      .map((buildSpec) => JSON.parse(buildSpec).phases?.install?.['runtime-versions'])
      .filter(Boolean);
    expect(runtimes.length).toBeGreaterThanOrEqual(2);
    for (const runtime of runtimes) expect(runtime.nodejs).toBe('22');
  });

  it('publishes every asset from one project, not one per asset', () => {
    const assets = stageNamed('Assets').Actions;
    expect(assets).toHaveLength(1);
    expect(assets[0]?.Name).toBe('FileAssets');
  });

  it('smoke-tests staging after it deploys, through its domain (the BaseUrl output), as the configured smoke user', () => {
    const deploy = runOrderOf('Staging', 'RealEstateApi-staging.Deploy');
    expect(runOrderOf('Staging', 'SmokeTest')).toBeGreaterThan(deploy);
    const smoke = stageNamed('Staging').Actions.find((action) => action.Name === 'SmokeTest');
    expect(JSON.parse(smoke?.Configuration?.EnvironmentVariables ?? '[]')).toEqual([
      { name: 'SMOKE_BASE_URL', type: 'PLAINTEXT', value: expect.stringMatching(/\.BaseUrl}$/) },
    ]);
    template.hasResourceProperties('AWS::CodeBuild::Project', {
      Environment: Match.objectLike({
        EnvironmentVariables: [
          { Name: 'SMOKE_CREDENTIALS', Type: 'SECRETS_MANAGER', Value: filledStages.staging.smokeSecretName },
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
    expect(Template.fromStack(stack.staging.stack).toJSON().Outputs.BaseUrl.Value).toBe(
      `https://${filledStages.staging.domain.name}/api/v1`,
    );
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

  it('is cross-account ready: a rotated KMS key on the artifacts, each stage in its configured account', () => {
    template.resourceCountIs('AWS::KMS::Key', 1);
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    expect(stack.account).toBe(filledPipeline.env.account);
    expect(stack.staging.stack.account).toBe(filledStages.staging.env.account);
    expect(stack.prod.stack.account).toBe(filledStages.prod.env.account);
    expect(stack.prod.stack.stackName).toBe('RealEstateApi-prod');
    const deployRoles = (stage: string) =>
      JSON.stringify(stageNamed(stage).Actions.filter((action) => action.ActionTypeId.Category === 'Deploy'));
    expect(deployRoles('Staging')).toContain(filledStages.staging.env.account);
    expect(deployRoles('Prod')).toContain(filledStages.prod.env.account);
  });

  it('logs every build to one group kept a year', () => {
    const [group] = Object.keys(template.findResources('AWS::Logs::LogGroup'));
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 365 });
    const projects = Object.values(template.findResources('AWS::CodeBuild::Project'));
    expect(projects.length).toBe(5);
    for (const project of projects)
      expect(JSON.stringify(project.Properties.LogsConfig.CloudWatchLogs)).toContain(`"Ref":"${group}"`);
  });
});

describe('the pipeline stack against the checks the stages pass', () => {
  it('passes cdk-nag AwsSolutions with no unsuppressed finding', () => {
    const findings = app
      .synth()
      .getStackArtifact(stack.artifactId)
      .messages.filter((message) => ['error', 'warning'].includes(message.level))
      .filter((message) => /AwsSolutions-/.test(String(message.entry.data)))
      .map((message) => `${message.id}: ${String(message.entry.data).split(':')[0]}`);
    expect(findings).toEqual([]);
  });

  it("finds nothing with the Control Tower controls (cfn-guard) or CloudFormation's validator but the accepted findings", () => {
    const assembly = app.synth();
    const templatePath = join(assembly.directory, assembly.getStackArtifact(stack.artifactId).templateFile);
    const context = {
      templatePaths: [templatePath],
      stackTemplates: [{ stackConstructPath: templatePath, templatePath }],
      appConstruct: app,
    } as unknown as IPolicyValidationContext;
    const types = new Set(
      Object.values(
        JSON.parse(readFileSync(templatePath, 'utf8')).Resources as Record<string, { Type: string }>,
      ).map((resource) => resource.Type),
    );
    const guard = new CfnGuardValidator({
      controlTowerRulesEnabled: false,
      rules: controlTowerRulesFor(types),
      maxBuffer: 64 * 1024 * 1024,
    }).validate(context);
    const controls = new Set(guard.violations.map(guardControlOf));
    expect([...controls].filter((control) => !(control in acceptedPipelineGuardFindings))).toEqual([]);
    // Each accepted control still occurs: a fixed one leaves the list.
    expect(controls).toEqual(new Set(Object.keys(acceptedPipelineGuardFindings)));
    expect(new CloudFormationValidatePlugin().validate(context).violations).toEqual([]);
  });
});

describe('a configuration that cannot deploy', () => {
  it('is refused with every placeholder of the checked-in example named in one message', () => {
    const build = () =>
      new PipelineStack(structureOnly(), 'RealEstateApiPipeline', {
        ...pipelineProps,
        pipeline: pipelineConfig,
        staging: stages.staging,
        prod: stages.prod,
      });
    expect(build).toThrow(/pipeline\.env\.account: 333333333333 is a placeholder; /);
    expect(build).toThrow(/pipeline\.source\.connectionArn: account 333333333333 is a placeholder/);
    expect(build).toThrow(/stages\.staging\.domain\.name: example\.com is a placeholder/);
    expect(build).toThrow(/stages\.prod\.mailFrom: example\.com is a placeholder/);
  });

  it('is refused for a filled configuration with one field missing, naming it', () => {
    const { domain: _domain, ...staging } = filledStages.staging;
    expect(
      () => new PipelineStack(structureOnly(), 'RealEstateApiPipeline', { ...pipelineProps, staging }),
    ).toThrow(/: stages\.staging\.domain: missing$/);
  });
});
