import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { findEntity } from '../../db/entity-store';
import { deleteFiles } from '../../files/files';
import { inOrder } from '../../streams/in-order';
import { ARCHIVE_FILE, UPLOAD_ENTITY } from './archive';

/** A deletion made by DynamoDB's TTL (not by the API completing the upload). */
const byTtl = (record: DynamoDBStreamEvent['Records'][number]) =>
  record.eventName === 'REMOVE' &&
  record.userIdentity?.type === 'Service' &&
  record.userIdentity?.principalId === 'dynamodb.amazonaws.com';

/**
 * Removes the objects of presigned uploads nobody completed. When TTL expires a pending upload, its
 * object (if the caller PUT one) has no file record: it is deleted, unless a file was recorded with
 * that id after all (a completion that stopped before removing the pending item).
 */
export function sweepExpiredUploads(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  return inOrder(
    event,
    async (record) => {
      const image = record.dynamodb?.OldImage;
      if (!byTtl(record) || !image) return;
      const upload = unmarshall(image as never) as { entity_type?: string; file_id: number; key: string };
      if (upload.entity_type !== UPLOAD_ENTITY) return;
      if (!(await findEntity(ARCHIVE_FILE, upload.file_id))) await deleteFiles([upload.key]);
    },
    'expired upload not swept',
  );
}
