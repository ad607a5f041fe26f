/**
 * A DynamoDB Local process of this test file's own, for a file in the `isolated` project
 * (vitest.config.ts) that writes so much that the shared process slowed it eighteenfold: every
 * write on DynamoDB Local reads through all the stream records the process holds, and the other
 * files' records pile up over the run (docs/performance.md). Import it right after local-env and
 * before any module that creates a client: vitest evaluates a file's imports one after the other,
 * so its top-level await points `DYNAMODB_ENDPOINT` at the new process before the data layer's
 * client is made. The S3 emulator and the gateway stay the shared ones.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll } from 'vitest';
import { spawnDynamoDbLocal } from '../../infra/local/dynamodb/spawn-dynamodb-local';
import { freePort, waitForDynamo } from '../../infra/local/services';
import { localClientOptions } from '../../shared/config/aws';

/**
 * Starts DynamoDB Local on a free port and waits for it; a start that times out (it compiles its
 * launcher each time, and a loaded machine has taken over the minute the wait allows) is stopped,
 * else it would stay behind: the file's afterAll never runs.
 */
async function started(): Promise<{ java: ReturnType<typeof spawnDynamoDbLocal>; endpoint: string }> {
  const port = await freePort();
  const java = spawnDynamoDbLocal({ port, sharedDb: true, stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient(localClientOptions(endpoint));
  try {
    await waitForDynamo(client, java);
    return { java, endpoint };
  } catch (error) {
    java.kill('SIGKILL');
    throw error;
  } finally {
    client.destroy();
  }
}

// One more try before the file fails.
const { java, endpoint } = await started().catch(() => started());
process.env.DYNAMODB_ENDPOINT = endpoint;

afterAll(() => {
  java.kill('SIGKILL');
});
