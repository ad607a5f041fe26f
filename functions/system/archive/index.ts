import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemCreateArchiveFolder } from './create-folder';
import { systemExploreArchive } from './explore-archive';
import {
  systemCompleteArchiveUpload,
  systemCreateArchiveUploadUrl,
  systemDownloadArchiveFile,
  systemUploadArchiveFile,
} from './files';
import { systemArchive } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = {
  systemExploreArchive,
  systemCreateArchiveFolder,
  systemUploadArchiveFile,
  systemCreateArchiveUploadUrl,
  systemCompleteArchiveUpload,
  systemDownloadArchiveFile,
};

export const handler = resourceHandler(systemArchive, operations);
