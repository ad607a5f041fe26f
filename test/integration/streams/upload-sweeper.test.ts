import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { tableName } from '../../../shared/config/env';
import { dynamo } from '../../../shared/db/client';
import { keys } from '../../../shared/db/keys';
import { sweepExpiredUploads } from '../../../shared/domain/archive/upload-sweeper';
import { putFile, storedSize } from '../../../shared/files/files';
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
  it('deletes the staged object of an upload nobody completed', async () => {
    const { item } = await uploadedButNotCompleted(`abandoned-${Date.now()}.bin`);
    expect(String(item.staging_key)).toMatch(/^staging\//);
    expect(await storedSize(String(item.staging_key))).toBe(5);
    const result = await sweepExpiredUploads({ Records: [removal(item, 'ttl')] });
    expect(result.batchItemFailures).toEqual([]);
    expect(await storedSize(String(item.staging_key))).toBeUndefined();
  });

  it('keeps the staged object when the API removed the pending item, and a completed file always', async () => {
    const byApi = await uploadedButNotCompleted(`kept-${Date.now()}.bin`);
    await sweepExpiredUploads({ Records: [removal(byApi.item, 'api')] });
    expect(await storedSize(String(byApi.item.staging_key))).toBe(5);

    const completed = await uploadedButNotCompleted(`completed-${Date.now()}.bin`);
    const done = await call(`${archive}/complete-upload`, {
      headers: keyHeaders(),
      form: { upload_id: completed.uploadId },
    });
    expect(done.status).toBe(201);
    await sweepExpiredUploads({ Records: [removal(completed.item, 'ttl')] });
    expect(await storedSize(String(completed.item.key))).toBe(5);
  });

  it('sweeps a pending upload written before staging keys (the object at the file key) unless recorded', async () => {
    const { item } = await uploadedButNotCompleted(`legacy-${Date.now()}.bin`);
    const { staging_key: _staged, ...legacy } = item;
    await putFile(String(item.key), Buffer.from('bytes'), 'application/octet-stream');
    await sweepExpiredUploads({ Records: [removal(legacy, 'ttl')] });
    expect(await storedSize(String(item.key))).toBeUndefined();
  });
});
