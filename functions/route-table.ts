import type { ApiModule } from '../shared/http/module';
import type { Operation } from '../shared/http/operation';
import { clientModules } from './client/modules';
import { systemModules } from './system/modules';
import { staffModules } from './system-user/modules';

/**
 * Every resource module of the API, from the one list each surface keeps: what the CDK stacks, the
 * local gateway, the OpenAPI document, the events and the tests read. Each module is one Lambda,
 * `functions/<surface>/<resource>/index.ts`, whose operations declare their own routes.
 */
export const resourceModules: readonly ApiModule[] = [...clientModules, ...systemModules, ...staffModules];

/** Every operation by operationId. */
export const operationsById: Readonly<Record<string, Operation>> = Object.fromEntries(
  resourceModules.flatMap((module) => Object.entries(module.operations)),
);

/** The Lambda entry file of a module, relative to the project root. */
export const entryOf = (module: Pick<ApiModule, 'surface' | 'resource'>): string =>
  `functions/${module.surface}/${module.resource}/index.ts`;
