/**
 * Findings of AWS's own template checks that we accept, each with its reason (test/infra/cdk/aws-checks.ts
 * runs the checks on every synthesized template and fails on any finding not listed here, and on any
 * listed one that no longer occurs). The templates checked are the prod stage's (logs kept a year).
 */

/** cfn-guard with the Control Tower proactive controls (`@cdklabs/cdk-validator-cfnguard`), by control. */
export const acceptedGuardFindings: Readonly<Record<string, string>> = {
  'CT.LAMBDA.PR.3':
    'Functions run outside a VPC: they reach only AWS service endpoints (DynamoDB, S3, SNS, SES, Secrets Manager) over TLS with IAM; a VPC would add NAT gateways or endpoints and cold-start cost for no private resource.',
  'CT.LAMBDA.PR.2':
    "API Gateway's invoke permissions carry a SourceArn scoped to their own REST API (every stage and method of it), built with Fn::Join, which the rule does not read as a string.",
  'CT.CLOUDWATCH.PR.3':
    'Log groups use CloudWatch Logs encryption at rest with AWS-owned keys; a customer managed key (and its key policy for the logs service) is not required for these logs, which carry no request bodies.',
  'CT.S3.PR.10':
    "Buckets use SSE-S3: S3 server access logging cannot deliver to an SSE-KMS bucket, and presigned download links signed with a function's credentials would each also need kms:Decrypt.",
  'CT.S3.PR.2':
    'The access-log bucket itself has no server access logging: it would log its own log deliveries.',
  'CT.S3.PR.4':
    'No consumer reacts to object events: uploads are completed through the API, which records them.',
  'CT.S3.PR.9':
    'No Object Lock: staged uploads, replaced attachments and expired logs must be deletable; versioning with 90 days of old versions covers accidental overwrites.',
  'CT.CLOUDWATCH.PR.1':
    "The canaries' rollback alarms (one per ten functions, in each API's stack) act through CodeDeploy, whose deployment groups roll back on them; they page nobody because the root's health alarm of each of those functions pages on the same errors.",
  'CT.SQS.PR.1':
    'The queues are themselves the dead-letter queues of the stream triggers and the scheduler; a queue behind them would only move the same records again.',
};

/** CloudFormation's validator inside aws-cdk-lib (`CloudFormationValidatePlugin`), by rule. */
export const acceptedValidatorFindings: Readonly<Record<string, string>> = {
  W2509:
    "A nested stack's parameter named after the payment gateway's secret holds the secret's reference (its ARN), not its value: NoEcho would only hide an ARN.",
};

/**
 * cfn-guard Control Tower findings of the pipeline stack (`RealEstateApiPipeline`, in the tooling
 * account) that we accept, by control. Its resources are CDK Pipelines'.
 */
export const acceptedPipelineGuardFindings: Readonly<Record<string, string>> = {
  'CT.CLOUDWATCH.PR.3':
    'The build log group uses CloudWatch Logs encryption at rest with AWS-owned keys; the builds log test output, no secrets (the smoke credentials reach CodeBuild as a Secrets Manager variable, which CodeBuild masks).',
  'CT.KMS.PR.3':
    "The artifacts key is CDK Pipelines' own, with the key policy CDK writes: the pipeline account and the stage accounts' deploy roles; nothing creates grants on it.",
  'CT.LAMBDA.PR.3':
    "The permissions-broadening check's approval function (CDK's) calls only the CodePipeline API; a VPC would add endpoints for no private resource.",
  'CT.S3.PR.2':
    "The artifacts bucket has no server access logging: it is KMS-encrypted with the pipeline's key, so each object read or write is a KMS call CloudTrail records with its caller.",
  'CT.S3.PR.4': 'No consumer reacts to artifact events: the pipeline itself reads what it wrote.',
  'CT.S3.PR.9':
    'No Object Lock on the artifacts: they expire after half a year by lifecycle; versioning covers an overwrite.',
};
