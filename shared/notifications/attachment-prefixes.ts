import { type FilePrefix, filePrefixes } from '../files/file-prefixes';

/**
 * The bucket's prefixes an e-mail's attachments may live under (the rendered PDFs), and the only
 * ones the notifier may read: the outbox refuses an attachment outside them when it is queued, the
 * stage grants GetObject on exactly these, and the local notifier runs with them
 * (`notifierBucketGrants`, shared/http/function-environment.ts).
 */
export const attachmentPrefixes: readonly FilePrefix[] = [filePrefixes.prints];
