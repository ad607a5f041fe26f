/** The equality filters most back-office lists take: one `status` and one `project_id`, each when given. */
export const statusAndProjectFilters = ['status', 'project_id'] as const;

/**
 * The lists a type with those filters declares (`entityType(name, { lists: STATUS_AND_PROJECT_LISTS })`):
 * each filter alone and both together, besides the unfiltered list.
 */
export const STATUS_AND_PROJECT_LISTS = [['status'], ['project_id'], ['status', 'project_id']] as const;

/** The values a list takes for its equality filters (attributes of the entity), each optional. */
export type FilterValues<E, F extends ReadonlyArray<keyof E>> = {
  [Name in F[number]]?: NonNullable<E[Name]> | undefined;
};
