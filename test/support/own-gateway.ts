import type { AddressInfo } from 'node:net';
import { createGateway } from '../../infra/local/gateway';
import { baseUrl, call } from './http';

/**
 * A gateway of this test file's own, in its process, so its handlers read the table `ownDemoData`
 * made: for contract tests whose fixtures (projects, units) would change what the shared table's
 * tests count. `call` takes the shared addresses (as the pagination links name them) and sends
 * them here; `address` the same for a raw `fetch`.
 */
export async function ownGateway() {
  const server = createGateway();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const ownBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  const address = (url: string) => url.replace(baseUrl, ownBase);
  return {
    call: (url: string, options?: Parameters<typeof call>[1]) => call(address(url), options),
    address,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
