import './quiet-sdk-notice';
import { parseArgs } from 'node:util';
import { useOperatorRegion } from './operator-region';

/**
 * `npm run backfill:lists -- --table <table name> [--stage <stage>] [--region <region>] [DISCOUNT UNIT ...]`
 *
 * Enters the records written before their type declared its lists (shared/db/lists.ts) into those
 * lists: one transaction per record, conditioned on its version, so the API keeps serving and
 * writing while it runs, and a second run only reports what is already listed. Without types, every
 * type that declares lists. The region is `--region`, else the stage's (infra/config/stages.ts), else
 * the AWS SDK's (AWS_REGION, the profile). Point the SDK at DynamoDB Local with AWS_ENDPOINT_URL_DYNAMODB
 * (and AWS_REGION).
 */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { table: { type: 'string' }, stage: { type: 'string' }, region: { type: 'string' } },
  });
  if (!values.table)
    throw new Error(
      'usage: npm run backfill:lists -- --table <table name> [--stage <stage>] [--region <region>] [TYPE ...]',
    );
  process.env.TABLE_NAME = values.table;
  useOperatorRegion({ region: values.region, stage: values.stage });
  // The domain modules declare the lists of their types when loaded.
  const listed = await (await import('./listed-types')).listedTypes();
  const { backfillLists } = await import('../shared/db/lists-backfill');
  const types = positionals.length > 0 ? listed.filter((type) => positionals.includes(type)) : listed;
  if (types.length !== Math.max(positionals.length, types.length) || types.length === 0)
    throw new Error(`types with lists: ${listed.join(', ')}`);
  for (const type of types) {
    const result = await backfillLists(type, (line) => console.log(line));
    console.log(
      `[backfill] ${type} done: ${result.listed} entered, ${result.alreadyListed} already listed, ${result.gone} gone meanwhile`,
    );
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
