import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import {
  CloudFormationValidatePlugin,
  type IPolicyValidationContext,
  type PolicyValidationPluginReport,
} from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceModules } from '../../../functions/route-table';
import { acceptedGuardFindings, acceptedValidatorFindings } from '../../../infra/accepted-findings';
import { tableReadActions, tableReadWriteActions } from '../../../infra/constructs/api-function';
import type { JobScheduler } from '../../../infra/constructs/job-scheduler';
import { pascalOf } from '../../../infra/stacks/api-layout';
import { mountOf } from '../../../shared/http/route';
import { controlTowerRulesFor, guardControlOf } from '../support/control-tower';
import { routeTableSynth, variantsSynth } from '../support/shared-synth';
import { nagFindings, type Synthesized, synthesizeStructure } from '../support/structure';

interface Statement {
  Action: string | string[];
  Resource: unknown;
}
interface CheckedTemplate {
  file: string;
  resources: Record<string, { Type: string; Properties?: any; DeletionPolicy?: string }>;
}

let synthesized: Synthesized;
let templates: CheckedTemplate[];
let templatePaths: string[];
let seconds: { synth: number; guard: number; validator: number };

/** The template files of a synth (the root's and each nested stack's). */
function templatesOf({ app }: Synthesized): string[] {
  const { directory } = app.synth();
  return readdirSync(directory)
    .filter((file) => file.endsWith('.template.json'))
    .map((file) => join(directory, file));
}
const checkedTemplate = (file: string): CheckedTemplate => ({
  file,
  resources: JSON.parse(readFileSync(file, 'utf8')).Resources,
});

beforeAll(() => {
  const started = Date.now();
  // With the prod stage's retention: the controls are about what runs in production.
  synthesized = routeTableSynth();
  templatePaths = templatesOf(synthesized);
  templates = templatePaths.map(checkedTemplate);
  seconds = { synth: (Date.now() - started) / 1000, guard: 0, validator: 0 };
}, 180_000);

/** The policy statements of the function `<id>Function` in `template` (its role's default policy). */
const statementsOf = (template: Template, id: string): Statement[] =>
  Object.entries(template.findResources('AWS::IAM::Policy'))
    .filter(([logicalId]) => logicalId.startsWith(`${id}FunctionServiceRoleDefaultPolicy`))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
const actionsOf = (statements: Statement[], service: string) =>
  new Set(statements.flatMap((s) => [s.Action].flat()).filter((action) => action.startsWith(`${service}:`)));
/** The key prefixes a statement names (`"/projects/*"` in `Fn::Join`s of the bucket's ARN). */
const prefixesOf = (statements: Statement[]) =>
  new Set(
    statements.flatMap((s) =>
      [...JSON.stringify(s.Resource).matchAll(/"\/([a-z-]+\/)\*"/g)].map((m) => m[1]),
    ),
  );

const nestedTemplateOf = (mount: string) => {
  const stack = synthesized.root.apis.find((api) => api.group.mount === mount);
  if (!stack) throw new Error(`no API at ${mount}`);
  return Template.fromStack(stack);
};

describe('least privilege', () => {
  it('grants each API function exactly the item actions of its module: no Scan, no stream reads', () => {
    for (const module of resourceModules) {
      const statements = statementsOf(nestedTemplateOf(mountOf(module)), pascalOf(module.resource));
      const expected = module.grants.table === 'read' ? tableReadActions : tableReadWriteActions;
      expect([...actionsOf(statements, 'dynamodb')].sort(), module.resource).toEqual([...expected].sort());
    }
  });

  it('lets only the stream functions read the table stream', () => {
    const readers = templates.flatMap(({ resources }) =>
      Object.entries(resources)
        .filter(([, r]) => r.Type === 'AWS::IAM::Policy')
        .filter(([, r]) => JSON.stringify(r.Properties.PolicyDocument).includes('dynamodb:GetRecords'))
        .map(([id]) => id.replace(/FunctionServiceRole.*/, '')),
    );
    expect(readers.sort()).toEqual(['Notifier', 'UploadSweeper']);
  });

  it("grants a module's function its own key prefixes of the bucket only", () => {
    for (const module of resourceModules) {
      const statements = statementsOf(nestedTemplateOf(mountOf(module)), pascalOf(module.resource));
      const s3 = statements.filter((s) => [s.Action].flat().some((action) => action.startsWith('s3:')));
      const read = module.grants.bucket?.read ?? [];
      const write = module.grants.bucket?.write ?? [];
      expect(prefixesOf(s3), module.resource).toEqual(new Set([...read, ...write]));
      const writes = s3.filter((s) => [s.Action].flat().includes('s3:PutObject'));
      expect(prefixesOf(writes), module.resource).toEqual(new Set(write));
      // Never the whole bucket's objects.
      expect(JSON.stringify(s3), module.resource).not.toMatch(/Arn"\s*},\s*"\/\*"/);
    }
    const archive = statementsOf(nestedTemplateOf('system'), 'Archive');
    const archiveS3 = archive.filter((s) => JSON.stringify(s.Action).includes('s3:'));
    expect([...prefixesOf(archiveS3)].sort()).toEqual(['archives/', 'clients/', 'projects/', 'staging/']);
    expect([...actionsOf(archive, 's3')].sort()).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:ListBucket',
      's3:PutObject',
    ]);
    expect(actionsOf(statementsOf(nestedTemplateOf('system'), 'Units'), 's3')).toEqual(
      new Set(['s3:GetObject']),
    );
  });

  it('grants an action on every resource (`*`) only where the action has no resource to name', () => {
    const onEverything = templates.flatMap(({ resources }) =>
      Object.values(resources)
        .filter((r) => r.Type === 'AWS::IAM::Policy')
        .flatMap((r) => r.Properties.PolicyDocument.Statement as Statement[])
        .filter((s) => [s.Resource].flat().includes('*'))
        .flatMap((s) => [s.Action].flat()),
    );
    expect(new Set(onEverything)).toEqual(
      new Set(['xray:PutTraceSegments', 'xray:PutTelemetryRecords', 'sns:Publish']),
    );
  });

  it('reports a new wildcard grant despite the written cdk-nag suppressions', () => {
    const amended = synthesizeStructure({
      modules: [],
      amend: (root) => {
        const bucket = root.node.findChild('Files') as Bucket;
        bucket.grantRead((root.node.findChild('Scheduler') as JobScheduler).function);
      },
    });
    const errors = nagFindings(amended, 'error').filter((finding) => finding.includes('AwsSolutions-IAM5'));
    expect(errors.some((finding) => finding.includes('/Scheduler/'))).toBe(true);
  });
});

describe('retention', () => {
  it("keeps every log group for the stage's retention, and when the stack goes", () => {
    const logGroups = templates.flatMap(({ resources }) =>
      Object.values(resources).filter((r) => r.Type === 'AWS::Logs::LogGroup'),
    );
    expect(logGroups.length).toBeGreaterThan(resourceModules.length);
    for (const group of logGroups) {
      expect(group.Properties.RetentionInDays).toBe(365);
      expect(group.DeletionPolicy).toBe('Retain');
    }
  });

  it('logs API Gateway errors on every stage, through one account-wide logging role', () => {
    Template.fromStack(synthesized.root).resourceCountIs('AWS::ApiGateway::Account', 1);
    for (const api of synthesized.root.apis)
      Template.fromStack(api).hasResourceProperties('AWS::ApiGateway::Stage', {
        MethodSettings: [
          {
            HttpMethod: '*',
            ResourcePath: '/*',
            LoggingLevel: 'ERROR',
            DataTraceEnabled: false,
            ThrottlingRateLimit: 100,
            ThrottlingBurstLimit: 200,
          },
        ],
      });
  });

  it("expires the files' old versions after 90 days and keeps the log bucket free of ACLs", () => {
    const root = Template.fromStack(synthesized.root);
    root.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'files/' }),
      LifecycleConfiguration: {
        Rules: [
          Match.objectLike({ Id: 'ExpireStagedUploads', Prefix: 'staging/' }),
          { Id: 'ExpireOldVersions', Status: 'Enabled', NoncurrentVersionExpiration: { NoncurrentDays: 90 } },
        ],
      },
    });
    const logBuckets = Object.values(
      root.findResources('AWS::S3::Bucket', {
        Properties: { OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] } },
      }),
    );
    expect(logBuckets).toHaveLength(2);
    for (const bucket of logBuckets) expect(bucket.Properties.AccessControl).toBeUndefined();
    // Server access logs arrive under the log bucket's policy, since there is no ACL to grant them.
    root.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'logging.s3.amazonaws.com' },
            Action: 's3:PutObject',
          }),
        ]),
      },
    });
  });
});

/**
 * The templates of the small synth of every API with one function each, in the prod stage with a
 * custom domain (shared-synth.ts `variantsSynth`): cfn-guard parses a template once per rule, and
 * over the route table's templates it took most of the CDK project's time. Each construct of the
 * route table is there (every API, the root, the domain); what the route table adds is more functions
 * built by the same construct, whose grants the least-privilege checks above read one by one.
 */
const variantTemplates = () => templatesOf(variantsSynth());

describe("AWS's checks over every synthesized template", () => {
  /** Runs one validation plugin over the templates (nested ones too, which CDK's own run skips). */
  const run = (
    plugin: { validate(context: IPolicyValidationContext): PolicyValidationPluginReport },
    paths = templatePaths,
  ) =>
    plugin.validate({
      templatePaths: paths,
      stackTemplates: paths.map((templatePath) => ({
        stackConstructPath: templatePath,
        templatePath,
      })),
      appConstruct: synthesized.app,
    } as unknown as IPolicyValidationContext);
  const findings = (
    report: PolicyValidationPluginReport,
    idOf: (v: (typeof report.violations)[0]) => string,
  ) =>
    report.violations.flatMap((violation) =>
      violation.violatingResources.map(
        (resource) =>
          `${idOf(violation)} ${(resource.templatePath ?? '').split('/').pop()}#${resource.resourceLogicalId}`,
      ),
    );

  it('finds nothing with the Control Tower proactive controls (cfn-guard) but the accepted findings', () => {
    const started = Date.now();
    // Only the rule files about resource types the templates use: a rule on other types cannot fire,
    // and running all of them takes minutes on a busy machine.
    const paths = variantTemplates();
    const types = new Set(
      paths.map(checkedTemplate).flatMap(({ resources }) => Object.values(resources).map((r) => r.Type)),
    );
    const rules = controlTowerRulesFor(types);
    expect(rules.length).toBeGreaterThan(10);
    const report = run(
      new CfnGuardValidator({ controlTowerRulesEnabled: false, rules, maxBuffer: 64 * 1024 * 1024 }),
      paths,
    );
    seconds.guard = (Date.now() - started) / 1000;
    const all = findings(report, guardControlOf);
    const unexpected = all.filter((finding) => !((finding.split(' ')[0] as string) in acceptedGuardFindings));
    expect(unexpected).toEqual([]);
    // Each accepted control still occurs: a fixed one leaves the list.
    expect(new Set(all.map((finding) => finding.split(' ')[0]))).toEqual(
      new Set(Object.keys(acceptedGuardFindings)),
    );
  });

  it("finds nothing with CloudFormation's validator inside aws-cdk-lib but the accepted findings", () => {
    const started = Date.now();
    const report = run(new CloudFormationValidatePlugin());
    seconds.validator = (Date.now() - started) / 1000;
    const all = findings(report, (v) => v.ruleName);
    const unexpected = all.filter(
      (finding) => !((finding.split(' ')[0] as string) in acceptedValidatorFindings),
    );
    expect(unexpected).toEqual([]);
    expect(new Set(all.map((finding) => finding.split(' ')[0]))).toEqual(
      new Set(Object.keys(acceptedValidatorFindings)),
    );
    console.info(
      `[aws-checks] synth ${seconds.synth} s, cfn-guard ${seconds.guard} s, validator ${seconds.validator} s`,
    );
  });
});
