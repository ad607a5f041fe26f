import './quiet-sdk-notice';
import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { resourceModules } from '../functions/route-table';
import { buildStack } from './build-stack';

/**
 * The CDK app. Context (cdk.json or `-c`): `stage` (default dev), `domainName` + `certificateArn`
 * for the custom domain, `partnerKeys` (JSON list of {name, surfaces}), `throttleRate`, `throttleBurst`,
 * `mailFrom` (the verified SES sender, default no-reply@example.com), `pushApplications` (JSON: per
 * stage, the SNS platform application ARN of each device platform, `{"prod": {"android": ...}}`).
 */
const app = new App();
buildStack(app, { modules: resourceModules });
Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
app.synth();
