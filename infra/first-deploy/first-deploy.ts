import '../quiet-sdk-notice';
import { parseArgs } from 'node:util';
import { pipelineConfig, stages } from '../config/stages';
import { useOperatorRegion } from '../operator-region';
import { holidaysFile } from './hr-files';
import { tolerancesFile, warehousesFile } from './purchasing-files';
import type { FirstDeployInput } from './step';
import { suppliersFile } from './suppliers-file';

const USAGE = `usage: npm run first-deploy -- --stage <stage> --table <TableName output> --admin-email <e-mail>
  [--admin-name <name>] [--send-password] [--region <region>] [--apps-key-value <value>]
  [--smoke-key-value <value>] [--smoke-email <e-mail>] [--company-name <name>] [--company-name-ar <name>]
  [--suppliers <file.json>] [--warehouses <file.json>] [--tolerances <file.json>]
  [--holidays <file.json>]
The table is the stack's TableName output:
  aws cloudformation describe-stacks --stack-name RealEstateApi-<stage> --query "Stacks[0].Outputs[?OutputKey=='TableName'].OutputValue" --output text`;

/**
 * `npm run first-deploy -- --stage staging --table <TableName output> --admin-email a@b.c`
 *
 * Sets up a deployed stage's table so a staff member can sign in (docs/operations-runbook.md, "First
 * deploy"): reference data, the company record, the apps' key pair, the first admin and the smoke
 * user, each step skipped when its records exist. This part talks to AWS (the region, the keys'
 * values from API Gateway); the steps write through the domain code (run-first-deploy.ts), which the
 * tests run against DynamoDB Local with `--apps-key-value`.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      stage: { type: 'string' },
      region: { type: 'string' },
      table: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-name': { type: 'string' },
      'send-password': { type: 'boolean', default: false },
      'apps-key-value': { type: 'string' },
      'smoke-key-value': { type: 'string' },
      'smoke-email': { type: 'string' },
      'company-name': { type: 'string' },
      'company-name-ar': { type: 'string' },
      suppliers: { type: 'string' },
      warehouses: { type: 'string' },
      tolerances: { type: 'string' },
      holidays: { type: 'string' },
    },
  });
  const stage = values.stage;
  const adminEmail = values['admin-email'];
  // The CloudFormation client is not a dependency: the table's name comes from the stack's output.
  if (!stage || !values.table || !adminEmail?.includes('@')) throw new Error(USAGE);
  process.env.TABLE_NAME = values.table;
  const region = useOperatorRegion({ region: values.region, stage });
  console.log(`[first-deploy] stage ${stage}, table ${values.table}, region ${region}`);

  const { apiKeyValueNamed } = await import('./aws-keys');
  const appsKeyValue = values['apps-key-value'] ?? (await apiKeyValueNamed(`real-estate-${stage}-apps`));
  if (!appsKeyValue)
    throw new Error(`stage ${stage} has no API key real-estate-${stage}-apps: deploy it first`);
  // A key of the smoke user's own is looked up only when the apps' key was (not in the local tests).
  const smokeKeyValue =
    values['smoke-key-value'] ??
    (values['apps-key-value'] ? undefined : await apiKeyValueNamed(`real-estate-${stage}-smoke`));
  const smokeSecretName = (stages as Record<string, { smokeSecretName?: string }>)[stage]?.smokeSecretName;
  const input: FirstDeployInput = {
    stage,
    adminEmail,
    adminName: values['admin-name'] ?? 'Administrator',
    sendPassword: values['send-password'] ?? false,
    appsKeyValue,
    smokeKeyValue,
    smokeEmail: values['smoke-email'] ?? (smokeSecretName ? `smoke.${stage}@example.com` : undefined),
    smokeSecret: smokeSecretName ? { name: smokeSecretName, region: pipelineConfig.env.region } : undefined,
    companyName: values['company-name'] ?? 'Company name (to be filled in)',
    companyNameAr: values['company-name-ar'] ?? 'اسم الشركة (يستكمل لاحقا)',
    suppliers: values.suppliers ? suppliersFile(values.suppliers) : undefined,
    warehouses: values.warehouses ? warehousesFile(values.warehouses) : undefined,
    tolerances: values.tolerances ? tolerancesFile(values.tolerances) : undefined,
    holidays: values.holidays ? holidaysFile(values.holidays) : undefined,
  };
  // The data layer reads the region and the table when it is loaded: only now.
  const { runFirstDeploy } = await import('./run-first-deploy');
  const reports = await runFirstDeploy(input, (line) => console.log(line));
  if (reports.some((report) => report.step === 'admin' && report.written > 0))
    console.log(
      '[first-deploy] the staff API has no change-password operation yet: the admin keeps the one-time ' +
        'password in a password manager until it does (runbook, "First deploy").',
    );
}

main().catch((error: Error) => {
  const hint =
    error.message === 'Region is missing' ? ": pass --region, or set AWS_REGION or the profile's region" : '';
  console.error(`[first-deploy] ${error.message}${hint}`);
  process.exit(1);
});
