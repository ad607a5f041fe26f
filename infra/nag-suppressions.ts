import { CfnElement, type Stack } from 'aws-cdk-lib';
import type { CodePipeline } from 'aws-cdk-lib/pipelines';
import { NagSuppressions } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { filePrefixes } from '../shared/files/file-prefixes';
import type { RealEstateStack } from './stacks/real-estate-stack';

/** `<LogicalId.Arn>` as cdk-nag spells a resource's ARN in a finding (also from a nested stack). */
function arnToken(stack: Stack, path: string): string {
  const construct = stack.node.findChild(path.split('/')[0] as string);
  const found = path
    .split('/')
    .slice(1)
    .reduce<IConstruct>((scope, id) => scope.node.findChild(id), construct);
  const resource = found instanceof CfnElement ? found : found.node.defaultChild;
  if (!(resource instanceof CfnElement)) throw new Error(`${path} has no CloudFormation resource`);
  return `<${stack.getLogicalId(resource)}.Arn>`;
}

/**
 * cdk-nag AwsSolutions findings we accept, each with the reason and as narrow as cdk-nag allows:
 * IAM findings name the exact resources (`appliesTo`), so a new wildcard is reported; the others
 * are scoped to the resources they concern. Everything else must pass.
 */
export function addNagSuppressions(stack: RealEstateStack): void {
  const table = arnToken(stack, 'Table');
  const files = arnToken(stack, 'Files');
  NagSuppressions.addStackSuppressions(
    stack,
    [
      {
        id: 'AwsSolutions-IAM4',
        reason:
          "Lambda functions use AWSLambdaBasicExecutionRole for their own log streams only; API Gateway's account-wide logging role uses AmazonAPIGatewayPushToCloudWatchLogs, made for it: neither grants anything else.",
        appliesTo: [
          'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
          'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs',
        ],
      },
      {
        id: 'AwsSolutions-IAM4',
        reason:
          "Each API's CodeDeploy service role uses AWSCodeDeployRoleForLambdaLimited: the alias shifts, alarm reads and hook invocations of Lambda canaries, which CodeDeploy documents as that role's policy.",
        appliesTo: [
          'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSCodeDeployRoleForLambdaLimited',
        ],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "Item actions on the table reach its indexes (table/index/*), which Query needs; each module's bucket grant is its own key prefixes (bucket/<prefix>*, shared/files/file-prefixes.ts), never the whole bucket.",
        appliesTo: [
          `Resource::${table}/index/*`,
          ...Object.values(filePrefixes).map((prefix) => `Resource::${files}/${prefix}*`),
        ],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'Invoking a function by ARN is granted on its versions and aliases too (arn:*): the scheduler invokes the jobs function, the print modules the print renderer.',
        appliesTo: [
          `Resource::${arnToken(stack, 'Scheduler/Function')}:*`,
          `Resource::${arnToken(stack, 'PrintRenderer/Function')}:*`,
        ],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "Actions with no resource to name: X-Ray trace submission (every function) and the notifier's sns:Publish of SMS straight to a phone number. test/infra/cdk/aws-checks.ts holds that no other action is granted on `*`.",
        appliesTo: ['Resource::*'],
      },
      {
        id: 'AwsSolutions-L1',
        reason:
          'Functions run nodejs22.x, the runtime the team supports and tests against; newer runtimes are adopted deliberately.',
      },
    ],
    true,
  );
  for (const api of stack.apis)
    NagSuppressions.addStackSuppressions(api, [
      {
        id: 'AwsSolutions-APIG2',
        reason:
          'Each method has a request validator for its required headers and path parameters; bodies are validated by the handlers with the same zod schemas that produce the Laravel-style 422 bodies the apps expect.',
      },
      {
        id: 'AwsSolutions-APIG4',
        reason:
          'Every method requires a usage-plan API key; the paired secret key and Sanctum-style bearer tokens are verified in the shared middleware (bearer tokens are not Cognito or IAM principals).',
      },
      {
        id: 'AwsSolutions-COG4',
        reason:
          "Authentication uses partner key pairs and the API's own bearer tokens, not Cognito user pools.",
      },
    ]);
  // The dead-letter queues of the stream triggers and the scheduler: a queue behind them would only
  // move the same records again.
  for (const owner of ['Notifier', 'UploadSweeper', 'Scheduler']) {
    const queue = stack.node.tryFindChild(owner)?.node.tryFindChild('DeadLetters');
    if (queue)
      NagSuppressions.addResourceSuppressions(queue, [
        {
          id: 'AwsSolutions-SQS3',
          reason: `${owner}'s queue is itself a dead-letter queue; a queue behind it would only move the same records again.`,
        },
      ]);
  }
  // Secrets not rotated by a rotation Lambda, each for its own reason (only these two secrets).
  const unrotated: Record<string, string> = {
    FieldEncryptionKey:
      'The field-encryption key is not rotated automatically: rotation must re-encrypt every stored field, which a versioned-key migration does deliberately.',
    PaymentGatewaySecret:
      "The webhook signing secret is issued by the payment gateway and shared with it: it is rotated in the gateway's console and put here by hand, not by a rotation Lambda.",
  };
  for (const [id, reason] of Object.entries(unrotated)) {
    const secret = stack.node.tryFindChild(id);
    if (secret) NagSuppressions.addResourceSuppressions(secret, [{ id: 'AwsSolutions-SMG4', reason }], true);
  }
}

/**
 * cdk-nag AwsSolutions findings of the pipeline stack we accept, each with its reason: all are
 * grants CDK Pipelines writes for its own roles (the artifacts, the builds' logs and reports, the
 * bootstrap roles it assumes); `appliesTo` names them, so a wildcard of ours would still be reported.
 */
export function addPipelineNagSuppressions(stack: Stack & { pipeline: CodePipeline }): void {
  const artifacts = stack.pipeline.pipeline.artifactBucket.node.defaultChild as CfnElement;
  const approve = stack.node.findAll().find((child) => child.node.path.endsWith('/CDKPipelinesAutoApprove'));
  const approveFunction = approve?.node.defaultChild;
  NagSuppressions.addStackSuppressions(
    stack,
    [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "CDK Pipelines' grants on the pipeline's own artifacts bucket and its KMS key (CDK's read/write action families), to the pipeline's own roles; the bucket holds this pipeline's artifacts only.",
        appliesTo: [
          `Resource::<${stack.getLogicalId(artifacts)}.Arn>/*`,
          'Action::s3:GetObject*',
          'Action::s3:GetBucket*',
          'Action::s3:List*',
          'Action::s3:DeleteObject*',
          'Action::s3:Abort*',
          'Action::kms:ReEncrypt*',
          'Action::kms:GenerateDataKey*',
        ],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "CodeBuild's own log streams and test reports of each project, named after the project (CodeBuild creates them per build).",
        appliesTo: [
          {
            regex: `/^Resource::arn:<AWS::Partition>:(logs:${stack.region}:${stack.account}:log-group:\\/aws\\/codebuild\\/|codebuild:${stack.region}:${stack.account}:report-group\\/).*$/`,
          },
        ],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "The self-update assumes the CDK bootstrap roles it deploys and publishes with (any role name, restricted by CDK to the bootstrap roles' tag); the broadening check's approval function is invoked on its versions.",
        appliesTo: [
          `Resource::arn:*:iam::${stack.account}:role/*`,
          ...(approveFunction instanceof CfnElement
            ? [`Resource::<${stack.getLogicalId(approveFunction)}.Arn>:*`]
            : []),
        ],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "CDK Pipelines' actions with no narrower resource in its roles: the self-update's cloudformation:DescribeStacks and s3:ListBucket, the asset project's CodeBuild calls, the approval function's codepipeline:PutApprovalResult and the check's sts:AssumeRole, both conditioned on CDK's tags.",
        appliesTo: ['Resource::*'],
      },
      {
        id: 'AwsSolutions-IAM4',
        reason:
          "The broadening check's approval function (CDK's) writes its own log streams with AWSLambdaBasicExecutionRole and nothing else.",
        appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
      },
      {
        id: 'AwsSolutions-S1',
        reason:
          "The artifacts bucket is KMS-encrypted with the pipeline's key, so every object read or write is a KMS call that CloudTrail records with its caller; only the pipeline's roles reach it.",
      },
    ],
    true,
  );
}
