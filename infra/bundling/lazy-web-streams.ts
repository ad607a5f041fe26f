/**
 * Bundled in place of `node:stream/web` (an esbuild alias in infra/constructs/api-function.ts).
 * middy's core imports ReadableStream only for streamed responses, which this API never uses, yet
 * loading Node's web streams costs every cold start ~4 ms. This stand-in defers to the real class
 * on first use, so `instanceof ReadableStream` still works.
 */
// biome-ignore lint/complexity/noStaticOnlyClass: it stands in for a class, so `instanceof` must work on it
export class ReadableStream {
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof globalThis.ReadableStream;
  }
}
