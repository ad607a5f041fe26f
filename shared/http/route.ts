/** Route table types. Route lists are plain data: CDK, the local gateway and OpenAPI all read them. */

export type Surface = 'client' | 'system' | 'system-user' | 'integrations';
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** Who may call a route: any valid key pair, or a key pair plus a client or staff bearer token. */
export type Access = { kind: 'keys' } | { kind: 'client' } | { kind: 'staff'; ability?: string };

export interface Route {
  method: HttpMethod;
  /** Path inside the surface, with `{name}` parameters, e.g. `/clients/{client_id}/update`. */
  path: string;
  /** Unique across the API; also the name of the operation in the resource's handler map. */
  operationId: string;
  /** The operation's name in the specification's catalogue. */
  summary: string;
  access: Access;
}

/** One Lambda function: a resource module of a surface and the routes it serves. */
export interface ResourceModule {
  surface: Surface;
  /** Folder under functions/<surface>/, e.g. `clients`. */
  resource: string;
  /** For integrations: the partner group whose key scope the routes need. */
  group?: string;
  /** What the function may do with the table and the bucket: the CDK grants exactly this. */
  grants: { table: 'read' | 'readwrite'; bucket?: 'read' | 'readwrite'; fieldEncryption?: true };
  routes: readonly Route[];
}

/** The path segment under `/api/v1` where each surface is mounted. */
export const surfaceMount: Record<Surface, string> = {
  client: 'client',
  system: 'system',
  'system-user': 'system-user',
  integrations: 'integrations',
};

/** The key scope a module's routes need: the surface, or `integrations:<group>`. */
export const requiredScope = (module: Pick<ResourceModule, 'surface' | 'group'>): string =>
  module.surface === 'integrations' ? `integrations:${module.group}` : module.surface;
