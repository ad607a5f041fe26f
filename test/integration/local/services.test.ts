import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';

/** Local addresses of the sockets listening on `port` (Linux /proc/net/tcp and tcp6, hex as the kernel writes it). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => (fields[1] as string).split(':')[0] as string),
  );
}

/** 127.0.0.1, ::1 and ::ffff:127.0.0.1 as /proc writes them (IPv4 words in host byte order). */
const LOOPBACK = new Set([
  '0100007F',
  '00000000000000000000000001000000',
  '0000000000000000FFFF00000100007F',
]);

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
  });
}

const otherAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((address) => address && !address.internal && address.family === 'IPv4')
  .map((address) => address?.address as string);

describe('the local services (npm start) listen on the loopback interface only', () => {
  it.runIf(process.platform === 'linux').each([
    ['DynamoDB Local', 'DYNAMODB_ENDPOINT'],
    ['the S3 emulator', 'S3_ENDPOINT'],
  ])('%s listens on 127.0.0.1 only, not on every interface', async (_name, variable) => {
    const port = Number(new URL(process.env[variable] as string).port);
    const addresses = listeningAddresses(port);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(LOOPBACK.has(address), `listening on ${address}`).toBe(true);
    expect(await accepts('127.0.0.1', port)).toBe(true);
    for (const address of otherAddresses) expect(await accepts(address, port), address).toBe(false);
  });
});
