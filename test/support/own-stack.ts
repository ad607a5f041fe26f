import { afterAll, beforeAll } from 'vitest';
import { type OwnData, ownDemoData } from './own-data';
import { ownGateway } from './own-gateway';

type OwnGateway = Awaited<ReturnType<typeof ownGateway>>;

/**
 * Runs this test file on demo data of its own behind a gateway of its own (`ownDemoData`,
 * `ownGateway`), for files whose fresh projects and units would change what the shared table's
 * tests count: made in `beforeAll`, stopped in `afterAll` (both registered here). Answers `call`,
 * which sends the shared addresses (as the pagination links name them) to the file's gateway,
 * `address`, that address for a raw `fetch`, and `codeFor`, the code last texted to a phone through the file's outbox.
 */
export function useOwnStack() {
  let data: OwnData | undefined;
  let gateway: OwnGateway | undefined;
  beforeAll(async () => {
    data = await ownDemoData();
    gateway = await ownGateway();
  }, 300_000);
  afterAll(async () => {
    await gateway?.stop();
    await data?.stop();
  });
  const started = <T>(part: T | undefined): T => {
    if (part === undefined)
      throw new Error('useOwnStack: the stack starts in beforeAll, call it from a test');
    return part;
  };
  const call: OwnGateway['call'] = (url, options) => started(gateway).call(url, options);
  const address: OwnGateway['address'] = (url) => started(gateway).address(url);
  const codeFor: OwnData['codeFor'] = (phone) => started(data).codeFor(phone);
  return { call, address, codeFor };
}
