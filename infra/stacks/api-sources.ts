import type { ResourceModule, Route } from '../../shared/http/route';
import { lambdaEntryOf } from '../bundling/lambda-entry';
import { requestValidation } from '../openapi/gateway-validation';

/** Where the API stacks read each module's Lambda entry and each route's gateway checks. */
export interface ApiSources {
  entryOf: (module: ResourceModule) => string;
  validationOf: (route: Route) => ReturnType<typeof requestValidation>;
}

/** The real modules' sources: generated bundle entries, checks from the operations' schemas. */
export const routeTableSources: ApiSources = {
  entryOf: lambdaEntryOf,
  validationOf: requestValidation,
};
