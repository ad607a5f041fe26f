/**
 * Every key of the single table is built here and nowhere else. See README.md beside this file.
 */

/** Zero-padded so that string order is numeric order in sort keys. */
export const sortableId = (id: number): string => String(id).padStart(12, '0');

export const keys = {
  entity: (type: string, id: number) => ({ pk: `${type}#${id}`, sk: type }),
  /** The collection of every live entity of a type, newest id last (gsi1). */
  collection: (type: string, id: number) => ({ gsi1pk: type, gsi1sk: sortableId(id) }),
  counter: (type: string) => ({ pk: 'COUNTER', sk: type }),
  unique: (kind: string, value: string) => ({ pk: `UNIQUE#${kind}#${value}`, sk: 'UNIQUE' }),
  accessToken: (id: number) => ({ pk: `TOKEN#${id}`, sk: 'TOKEN' }),
  apiKey: (keyHash: string) => ({ pk: `APIKEY#${keyHash}`, sk: 'APIKEY' }),
};
