import { S3Client } from '@aws-sdk/client-s3';
import { localS3Options } from '../config/aws';

/** One S3 client per container, created at module load. */
export const s3 = new S3Client(localS3Options(process.env.S3_ENDPOINT));
