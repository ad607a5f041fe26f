/** What time it is, for the scheduler: the system's, or one a test moves by hand. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until `advance` or `set` moves it (tests). */
export function manualClock(start: Date): Clock & { advance(ms: number): void; set(time: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (time) => {
      current = time.getTime();
    },
  };
}
