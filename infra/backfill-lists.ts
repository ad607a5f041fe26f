import './local/environment';
import { parseArgs } from 'node:util';

/**
 * `npm run backfill:lists -- --table <table name> [DISCOUNT UNIT ...]`
 *
 * Enters the records written before their type declared its lists (shared/db/lists.ts) into those
 * lists: one transaction per record, conditioned on its version, so the API keeps serving and
 * writing while it runs, and a second run only reports what is already listed. Without types, every
 * type that declares lists. Point the SDK at DynamoDB Local with AWS_ENDPOINT_URL_DYNAMODB.
 */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { table: { type: 'string' } },
  });
  if (!values.table) throw new Error('usage: npm run backfill:lists -- --table <table name> [TYPE ...]');
  process.env.TABLE_NAME = values.table;
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
