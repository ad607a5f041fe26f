/**
 * The Lambda entry of a projected module, which has no code yet: structure-only synths never bundle
 * it, so it only has to exist.
 */
export const handler = (): never => {
  throw new Error('a projected module has no code');
};
