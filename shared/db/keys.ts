/**
 * Every key of the single table is built here and nowhere else. See README.md beside this file.
 */

/** Zero-padded so that string order is numeric order in sort keys. */
export const sortableId = (id: number): string => String(id).padStart(12, '0');

/** A reference to one entity. */
export interface EntityRef {
  type: string;
  id: number;
}

export const keys = {
  entity: (type: string, id: number) => ({ pk: `${type}#${id}`, sk: type }),
  /** The collection of every live entity of a type, ordered by id (gsi1). */
  collection: (type: string, id: number) => ({ gsi1pk: type, gsi1sk: sortableId(id) }),
  counter: (type: string) => ({ pk: 'COUNTER', sk: type }),
  unique: (kind: string, value: string) => ({ pk: `UNIQUE#${kind}#${value}`, sk: 'UNIQUE' }),
  /** A child listed under its parent (a client's sales, a request's comments), in id order. */
  link: (parent: EntityRef, child: EntityRef) => ({
    pk: `${parent.type}#${parent.id}`,
    sk: `LINK#${child.type}#${sortableId(child.id)}`,
  }),
  linkPrefix: (childType: string) => `LINK#${childType}#`,
  /** A parent's child counts, one attribute per child type. */
  counts: (parent: EntityRef) => ({ pk: `${parent.type}#${parent.id}`, sk: 'COUNTS' }),
  accessToken: (id: number) => ({ pk: `TOKEN#${id}`, sk: 'TOKEN' }),
  /** An owner's sessions, to end them all at once. */
  ownerToken: (ownerType: string, ownerId: number, tokenId: number) => ({
    pk: `TOKENS#${ownerType}#${ownerId}`,
    sk: `TOKEN#${sortableId(tokenId)}`,
  }),
  apiKey: (keyHash: string) => ({ pk: `APIKEY#${keyHash}`, sk: 'APIKEY' }),
  /** The one-time code of a phone number and its send/try counters. */
  otp: (phone: string) => ({ pk: `OTP#${phone}`, sk: 'OTP' }),
  /** A once-per-window marker, e.g. the last forgot-password mail of an address. */
  throttle: (action: string, subject: string) => ({ pk: `THROTTLE#${action}#${subject}`, sk: 'THROTTLE' }),
  /** The sign-in tries and lock of one account name (`client#email#<address>`), known or not. */
  signInAccount: (account: string) => ({ pk: `SIGNIN#ACCOUNT#${account}`, sk: 'SIGNIN' }),
  /** The failed sign-ins of one source (API key and IP) in one fixed window. */
  signInSource: (source: string, window: number) => ({
    pk: `SIGNIN#SOURCE#${source}#${window}`,
    sk: 'SIGNIN',
  }),
  /** A presigned upload waiting for its completion call. */
  upload: (uploadId: string) => ({ pk: `UPLOAD#${uploadId}`, sk: 'UPLOAD' }),
  /** A message waiting for the notifier (SMS or e-mail). */
  outbox: (id: string) => ({ pk: `OUTBOX#${id}`, sk: 'OUTBOX' }),
  /** Which staff member a push device token belongs to now (`sha256` of the token). */
  pushToken: (tokenHash: string) => ({ pk: `PUSH_TOKEN#${tokenHash}`, sk: 'PUSH_TOKEN' }),
  /** A staff member's push devices (a bounded list on one item, read once per push). */
  pushDevices: (userId: number) => ({ pk: `USER#${userId}`, sk: 'PUSH_DEVICES' }),
  /**
   * The stock of one material in one warehouse (quantities on hand, reserved and available, value),
   * under the material, so a material's stock in every warehouse is one query.
   */
  stockBalance: (materialId: number, warehouseId: number) => ({
    pk: `STOCK#${materialId}`,
    sk: `WAREHOUSE#${sortableId(warehouseId)}`,
  }),
  /**
   * An employee's balance of one leave type (days in the ledger, reserved by pending requests,
   * available), under the employee, so every balance of an employee is one query.
   */
  leaveBalance: (employeeId: number, leaveTypeId: number) => ({
    pk: `LEAVE_BALANCE#${employeeId}`,
    sk: `TYPE#${sortableId(leaveTypeId)}`,
  }),
  /** A scheduled job's run for one due time: written once, so two runners cannot both run it. */
  scheduledRun: (job: string, dueAt: string) => ({ pk: `SCHEDULE#${job}`, sk: `RUN#${dueAt}` }),
  /**
   * The upcoming visits of a client or lead (`client#5`, `lead#9`) at one project: `visit_ids`, a
   * number set that empties (and disappears) as they are cancelled, completed or missed.
   */
  visitHold: (visitor: string, projectId: number) => ({
    pk: `VISIT_HOLD#${visitor}#${projectId}`,
    sk: 'VISIT_HOLD',
  }),
  /** One status change of an entity, under it, in version order (the version the change wrote). */
  statusChange: (entity: EntityRef, version: number) => ({
    pk: `${entity.type}#${entity.id}`,
    sk: `STATUS#${sortableId(version)}`,
  }),
  statusChangePrefix: () => 'STATUS#',
  /**
   * One record's membership in a list set value (`status=approved&project_id=2`, or `*` for the
   * unfiltered list); `sortKey` is `listDayKey` or `listValueKey`.
   */
  listMember: (type: string, setValue: string, sortKey: string) => ({
    pk: `LIST#${type}#${setValue}`,
    sk: sortKey,
  }),
  /** A member of a list in creation order: its creation day, then its id. */
  listDayKey: (day: string, id: number) => `${day}#${sortableId(id)}`,
  /** A member of a list ordered by an attribute: its scaled value (a non-negative integer), then its id. */
  listValueKey: (value: number, id: number) => `${String(value).padStart(16, '0')}#${sortableId(id)}`,
  /** The counts of a list filter set value: `total` and one count per block of members. */
  listCounter: (type: string, setValue: string) => ({ pk: `LIST#${type}#${setValue}`, sk: 'COUNT' }),
  /** The one open approval of a record: written with the submission, deleted with the final decision. */
  openAcceptance: (type: string, id: number) => ({
    pk: `ACCEPTANCE_OPEN#${type}#${id}`,
    sk: 'ACCEPTANCE_OPEN',
  }),
  /** A round-robin turn counter (`ADD turn 1`): e.g. whose turn it is to take a project's next lead. */
  roundRobin: (name: string) => ({ pk: `ROUND_ROBIN#${name}`, sk: 'ROUND_ROBIN' }),
  /** A sales agent's open holds at one project (`holds`): the per-agent limit's guard, moved with each hold. */
  agentHolds: (userId: number, projectId: number) => ({
    pk: `BOOKING_HOLDS#${userId}#${projectId}`,
    sk: 'BOOKING_HOLDS',
  }),
  /** The first result of a request sent with an Idempotency-Key (`<scope>` names the operation and caller). */
  idempotency: (scope: string, key: string) => ({ pk: `IDEMPOTENCY#${scope}#${key}`, sk: 'IDEMPOTENCY' }),
  /**
   * The one live offer of a supplier for a purchase request (Q2): `offer_id` names it; written with
   * the first offer, moved (conditioned on the old id) by the offer that replaces it.
   */
  offerSupplier: (requestId: number, supplierId: number) => ({
    pk: `OFFER_SUPPLIER#${requestId}#${supplierId}`,
    sk: 'OFFER_SUPPLIER',
  }),
  /** A staff member holding a role, for the approval steps a role reviews. */
  roleMember: (role: string, userId: number) => ({ pk: `ROLE#${role}`, sk: `USER#${sortableId(userId)}` }),
};

/** The child a link item points at. */
export function linkedChild(sortKey: string): EntityRef {
  const [, type, id] = sortKey.split('#');
  return { type: type as string, id: Number(id) };
}
