import { spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import net from 'node:net';

/** A start-up problem the developer can fix; start.ts prints its message without a stack trace. */
export class LocalStackError extends Error {
  override name = 'LocalStackError';
}

export interface NamedPort {
  name: string;
  port: number;
  /** What usually holds this port when it is busy. */
  usualSuspect: string;
}

/** True when nothing listens on the port (on any interface). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port }, () => probe.close(() => resolve(true)));
  });
}

/** The process listening on a port, e.g. "java (pid 4242)", when `ss` can tell. */
export function portHolder(port: number): string | undefined {
  const result = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const match = /users:\(\("([^"]+)",pid=(\d+)/.exec(result.stdout ?? '');
  return match ? `${match[1]} (pid ${match[2]})` : undefined;
}

/** The ports something listens on, in the given order, each with its holder when `ss` can tell. */
export async function busyPorts<T extends { port: number }>(ports: T[]): Promise<(T & { holder: string | undefined })[]> {
  const busy: (T & { holder: string | undefined })[] = [];
  for (const entry of ports) {
    if (await isPortFree(entry.port)) continue;
    busy.push({ ...entry, holder: portHolder(entry.port) });
  }
  return busy;
}

/** Fails with one message naming every busy port, who holds it (when known) and the likely cause. */
export async function assertPortsFree(ports: NamedPort[]): Promise<void> {
  const busy = (await busyPorts(ports)).map(
    ({ name, port, usualSuspect, holder }) => `  - port ${port} (${name}) is in use${holder ? ` by ${holder}` : ''}: probably ${usualSuspect}.`,
  );
  if (busy.length > 0) {
    throw new LocalStackError(
      `Cannot start the local stack, ports are busy:\n${busy.join('\n')}\n` +
        'Stop the other process (Ctrl-C in its terminal, or kill the pid above) and try again.',
    );
  }
}

/** Listens on host:port (rejects when that fails, e.g. the port is busy) and returns how to stop the server. */
export async function listen(server: Server, port: number, host: string): Promise<() => Promise<void>> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return () => closeServer(server);
}

/** Stops the server, closing its open (keep-alive) connections too so it does not wait for them. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
