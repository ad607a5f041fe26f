import { afterEach, describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../../../shared/errors';
import { errorResponder } from '../../../shared/http/middleware/error-responder';
import {
  invokePrintRenderer,
  PRINT_RETRY_AFTER_SECONDS,
  renderPrintsInProcess,
} from '../../../shared/prints/print-renderer-client';
import type { PrintRenderRequest } from '../../../shared/prints/print-request';

const request = { key: 'prints/test/late.pdf' } as PrintRenderRequest;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

afterEach(() => {
  renderPrintsInProcess(undefined);
  delete process.env.PRINT_RENDERER_FUNCTION;
});

describe('a print that cannot finish inside API Gateway’s 29 s', () => {
  it('answers the render when it comes in time', async () => {
    process.env.PRINT_RENDERER_FUNCTION = 'renderer';
    renderPrintsInProcess(async () => {
      await pause(10);
      return { key: request.key, size: 3 };
    });
    expect(await invokePrintRenderer(request, 1_000)).toEqual({ key: request.key, size: 3 });
  });

  it('stops waiting at its deadline with a 503 and Retry-After, while the render runs on', async () => {
    process.env.PRINT_RENDERER_FUNCTION = 'renderer';
    let finished = false;
    renderPrintsInProcess(async () => {
      await pause(150);
      finished = true;
      return { key: request.key, size: 3 };
    });
    const started = Date.now();
    const error = await invokePrintRenderer(request, 40).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(Date.now() - started).toBeLessThan(140);
    expect(finished).toBe(false);

    const handled = { event: {}, error, response: undefined } as any;
    await errorResponder().onError?.(handled);
    expect(handled.response.statusCode).toBe(503);
    expect(handled.response.headers['Retry-After']).toBe(String(PRINT_RETRY_AFTER_SECONDS));
    expect(JSON.parse(handled.response.body).message).toMatch(/longer than usual/);
    await pause(150);
    expect(finished).toBe(true);
  });

  it('needs the renderer named, in process too (a module without the prints grant)', async () => {
    renderPrintsInProcess(async () => ({ key: request.key, size: 3 }));
    await expect(invokePrintRenderer(request)).rejects.toThrow('PRINT_RENDERER_FUNCTION');
  });
});
