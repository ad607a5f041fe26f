/**
 * `read` taken between two reads of `reference` that agree, for a test comparing two views of the
 * shared table while files beside it write there: read again, up to five times, until nothing
 * moved in between; else an error naming `what` kept changing.
 */
export async function betweenSteadyReads<T, R>(
  what: string,
  reference: () => Promise<T>,
  read: () => Promise<R>,
): Promise<{ read: R; reference: T }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = await reference();
    const result = await read();
    const after = await reference();
    if (JSON.stringify(before) === JSON.stringify(after)) return { read: result, reference: after };
  }
  throw new Error(`${what} kept changing: no steady read`);
}
