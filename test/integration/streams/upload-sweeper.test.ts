import '../../support/local-env';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { keys } from '../../../shared/db/keys';
import { sweepExpiredUploads } from '../../../shared/domain/archive/upload-sweeper';
import { storedSize } from '../../../shared/files/files';
import { baseUrl, call, keyHeaders } from '../../support/http';

const archive = `${baseUrl}/system/archive/1`;

/** Starts a presigned upload and PUTs its bytes; answers the pending item as stored. */
async function uploadedButNotCompleted(name: string) {
  const started = await call(`${archive}/upload-url`, { headers: keyHeaders(), form: { name, size: '5' } });
  expect(started.status).toBe(201);
  await fetch(started.body.data.url, { method: 'PUT', body: 'bytes' });
  const pending = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.upload(started.body.data.upload_id) }),
  );
  return { uploadId: started.body.data.upload_id as string, item: pending.Item as Record<string, unknown> };
}

/** The stream record of a deletion, by DynamoDB's TTL or by the API. */
function removal(item: Record<string, unknown>, by: 'ttl' | 'api'): DynamoDBRecord {
  return {
    eventName: 'REMOVE',
    ...(by === 'ttl' ? { userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' } } : {}),
    dynamodb: {
      Keys: marshall({ pk: item.pk, sk: item.sk }) as never,
      OldImage: marshall(item, { removeUndefinedValues: true }) as never,
      SequenceNumber: '1',
    },
  };
}

describe('upload sweeper (TTL deletions of pending uploads, on the table stream)', () => {
  it('deletes the object of an upload nobody completed', async () => {
    const { item } = await uploadedButNotCompleted(`abandoned-${Date.now()}.bin`);
    expect(await storedSize(String(item.key))).toBe(5);
    const result = await sweepExpiredUploads({ Records: [removal(item, 'ttl')] });
    expect(result.batchItemFailures).toEqual([]);
    expect(await storedSize(String(item.key))).toBeUndefined();
  });

  it('keeps the object when the API removed the pending item, or when a file was recorded for it', async () => {
    const byApi = await uploadedButNotCompleted(`kept-${Date.now()}.bin`);
    await sweepExpiredUploads({ Records: [removal(byApi.item, 'api')] });
    expect(await storedSize(String(byApi.item.key))).toBe(5);

    const completed = await uploadedButNotCompleted(`completed-${Date.now()}.bin`);
    const done = await call(`${archive}/complete-upload`, {
      headers: keyHeaders(),
      form: { upload_id: completed.uploadId },
    });
    expect(done.status).toBe(201);
    await sweepExpiredUploads({ Records: [removal(completed.item, 'ttl')] });
    expect(await storedSize(String(completed.item.key))).toBe(5);
  });
});
