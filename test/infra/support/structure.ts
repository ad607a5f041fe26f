import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { type BuildOptions, buildStack } from '../../../infra/build-stack';
import type { RealEstateStack } from '../../../infra/stacks/real-estate-stack';

export interface Synthesized {
  app: App;
  root: RealEstateStack;
}

/**
 * Synthesizes the stacks for tests that check structure only: no function is bundled
 * (`aws:cdk:bundling-stacks` empty), and CDK's built-in CloudFormation validation, which costs
 * seconds per synth, is left to `npm run synth` and test/infra/bundling.test.ts. cdk-nag runs.
 * The templates carry what the CLI adds (the CDKMetadata resource, path and asset metadata), so
 * their resources and sizes are those CloudFormation receives.
 */
export function synthesizeStructure(
  options: BuildOptions & {
    context?: Record<string, unknown>;
    /** Changes the stack before synthesis (a test adding what a check must catch). */
    amend?: (root: RealEstateStack) => void;
  },
): Synthesized {
  const { context, amend, ...build } = options;
  const app = new App({
    context: {
      stage: 'test',
      'aws:cdk:bundling-stacks': [],
      'aws:cdk:version-reporting': true,
      'aws:cdk:enable-path-metadata': true,
      'aws:cdk:enable-asset-metadata': true,
      ...context,
    },
    builtinCloudFormationValidation: false,
  });
  const root = buildStack(app, build);
  amend?.(root);
  Aspects.of(app).add(new AwsSolutionsChecks());
  app.synth();
  return { app, root };
}

/**
 * The cdk-nag AwsSolutions findings of a synth at one level, as `<construct path>: <rule>`. Nested
 * stacks are not cloud-assembly artifacts, so their constructs' findings are the root's; they are
 * read from the assembly already synthesized (`Annotations.fromStack` would synthesize it again).
 */
export const nagFindings = ({ app, root }: Synthesized, level: 'error' | 'warning'): string[] =>
  app
    .synth()
    .getStackArtifact(root.artifactId)
    .messages.filter((message) => message.level === level && /AwsSolutions-/.test(String(message.entry.data)))
    .map((finding) => `${finding.id}: ${String(finding.entry.data).split(':')[0]}`);
