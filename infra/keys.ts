import './quiet-sdk-notice';
import { parseArgs } from 'node:util';
import { APIGatewayClient, GetApiKeyCommand } from '@aws-sdk/client-api-gateway';
import { randomText } from '../shared/auth/hashing';
import { useOperatorRegion } from './operator-region';

/**
 * `npm run keys -- pair --key-id <API Gateway key id> --scopes system,client --table <table name>
 *  [--stage <stage>] [--region <region>]`
 *
 * Gives a deployed usage-plan API key (created by the stack from the `partnerKeys` context) its
 * paired secret: reads the key's value, makes a 48-character secret, stores both only as hashes in
 * the table with the key's scopes, and prints the secret once for the partner.
 * Scopes: client, system, system-user, integrations:<group>, unit-password:read. The region is
 * `--region`, else the stage's (infra/config/stages.ts), else the AWS SDK's (AWS_REGION, the profile).
 */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'key-id': { type: 'string' },
      scopes: { type: 'string' },
      table: { type: 'string' },
      name: { type: 'string' },
      stage: { type: 'string' },
      region: { type: 'string' },
    },
  });
  if (positionals[0] !== 'pair' || !values['key-id'] || !values.scopes || !values.table) {
    throw new Error(
      'usage: npm run keys -- pair --key-id <id> --scopes system,client --table <table name> [--name <partner>] [--stage <stage>] [--region <region>]',
    );
  }
  process.env.TABLE_NAME = values.table;
  useOperatorRegion({ region: values.region, stage: values.stage });
  const key = await new APIGatewayClient({}).send(
    new GetApiKeyCommand({ apiKey: values['key-id'], includeValue: true }),
  );
  if (!key.value) throw new Error(`API key ${values['key-id']} has no readable value`);
  const { saveApiKey } = await import('../shared/auth/api-keys');
  const secret = randomText(48);
  const scopes = values.scopes
    .split(',')
    .map((scope) => scope.trim())
    .filter(Boolean);
  await saveApiKey(key.value, secret, {
    name: values.name ?? key.name ?? values['key-id'],
    scopes,
    enabled: true,
  });
  console.log(`Stored the pair for key ${key.name ?? values['key-id']} with scopes ${scopes.join(', ')}.`);
  console.log(`x-secret-key (shown once, give it to the partner): ${secret}`);
}

main().catch((error: Error) => {
  console.error(`[keys] ${error.message}`);
  process.exit(1);
});
