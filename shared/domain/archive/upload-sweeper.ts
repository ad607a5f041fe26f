import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { findEntity } from '../../db/entity-store';
import { deleteFiles } from '../../files/files';
import { UPLOAD_ENTITY } from '../../files/presigned-uploads';
import { inOrder } from '../../streams/in-order';
import { ARCHIVE_FILE } from './archive';

/** A deletion made by DynamoDB's TTL (not by the API completing the upload). */
const byTtl = (record: DynamoDBStreamEvent['Records'][number]) =>
  record.eventName === 'REMOVE' &&
  record.userIdentity?.type === 'Service' &&
  record.userIdentity?.principalId === 'dynamodb.amazonaws.com';

/**
 * Removes the objects of presigned uploads nobody completed. When TTL expires a pending upload, its
 * staged object (if the caller PUT one) is deleted: a staging key never holds a recorded file.
 * Pending uploads written before staging keys existed had the caller PUT to the file's own key:
 * that object is deleted unless a file was recorded with that id after all.
 */
export function sweepExpiredUploads(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  return inOrder(
    event,
    async (record) => {
      const image = record.dynamodb?.OldImage;
      if (!byTtl(record) || !image) return;
      const upload = unmarshall(image as never) as {
        entity_type?: string;
        file_id: number;
        key: string;
        staging_key?: string;
      };
      if (upload.entity_type !== UPLOAD_ENTITY) return;
      if (upload.staging_key) await deleteFiles([upload.staging_key]);
      else if (!(await findEntity(ARCHIVE_FILE, upload.file_id))) await deleteFiles([upload.key]);
    },
    'expired upload not swept',
  );
}
