import { sweepExpiredUploads } from '../../shared/domain/archive/upload-sweeper';

/** Fed by the table's stream (TTL deletions of pending uploads only): removes objects never completed. */
export const handler = sweepExpiredUploads;
