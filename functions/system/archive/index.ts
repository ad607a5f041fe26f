import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemCreateArchiveFolder } from './create-folder';
import { systemExploreArchive } from './explore-archive';
import { systemArchive } from './routes';

export const handler = resourceHandler(systemArchive, { systemExploreArchive, systemCreateArchiveFolder });
