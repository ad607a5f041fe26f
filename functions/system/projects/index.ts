import { resourceHandler } from '../../../shared/http/resource-handler';
import { systemListProjects, systemListProjectsSmallData, systemShowProject } from './operations';
import { systemProjects } from './routes';

/** This module's operations by operationId (the OpenAPI document reads them too). */
export const operations = { systemListProjects, systemListProjectsSmallData, systemShowProject };

export const handler = resourceHandler(systemProjects, operations);
