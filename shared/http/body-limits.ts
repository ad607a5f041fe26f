/** Upload limits of a form body (apart from the parser, which loads only when a form arrives). */
export interface BodyLimits {
  /** Largest accepted file; one byte more is read so an oversized file shows as truncated. */
  maxFileBytes: number;
  /** Hard cap on file parts, far above any route's own limit, so a flood cannot exhaust memory. */
  maxFiles: number;
}

export const defaultBodyLimits: BodyLimits = { maxFileBytes: 4 * 1024 * 1024, maxFiles: 50 };
