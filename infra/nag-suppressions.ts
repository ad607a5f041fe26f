import type { Stack } from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';

/**
 * cdk-nag AwsSolutions findings we accept, each with the reason. Everything else must pass.
 */
export function addNagSuppressions(stack: Stack): void {
  NagSuppressions.addStackSuppressions(
    stack,
    [
      {
        id: 'AwsSolutions-IAM4',
        reason:
          'Lambda functions use AWSLambdaBasicExecutionRole for their own log streams only; it grants nothing else.',
        appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
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
          "Wildcards come from CDK grants scoped to our own resources: the table's indexes (table/index/*), the bucket's objects (bucket/*), X-Ray trace submission (which has no resource-level permissions) and S3 object actions (s3:GetObject*, ...); and the notifier's sns:Publish, which SNS only accepts on `*` for SMS sent straight to a phone number.",
      },
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
      {
        id: 'AwsSolutions-APIG6',
        reason:
          'Execution logging needs an account-wide CloudWatch role managed outside this stack; structured access logs are enabled on every stage and handlers log every request as JSON.',
      },
      {
        id: 'AwsSolutions-SQS3',
        reason:
          "The notifier's and the upload sweeper's queues are themselves the dead-letter queues of their stream triggers; a queue behind them would only move the same records again.",
      },
      {
        id: 'AwsSolutions-L1',
        reason:
          'Functions run nodejs22.x, the runtime the team supports and tests against; newer runtimes are adopted deliberately.',
      },
    ],
    true,
  );
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
