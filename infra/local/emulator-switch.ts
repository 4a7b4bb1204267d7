import http, { type Server } from 'node:http';
import { closeServer, listen } from './ports';

/**
 * Takes an emulator that runs in the stack's own process (cognito-local, s3rver) off the network and
 * back, for the outage tests: closed, its port refuses connections as a service that is down would;
 * reopened, it serves the same data again. (DynamoDB Local is a child process: the tests stop it with a
 * signal through its pid file instead.)
 */
export interface EmulatorSwitch {
  down(): Promise<void>;
  up(): Promise<void>;
}

export function serverSwitch(server: Server, port: number, host: string): EmulatorSwitch {
  return {
    down: async () => {
      if (server.listening) await closeServer(server);
    },
    up: async () => {
      if (!server.listening) await listen(server, port, host);
    },
  };
}

export type SwitchableEmulator = 'cognito' | 's3';

/**
 * The tests' control of the emulators: `PUT /emulators/{cognito|s3}` with `{"running": false}` takes one
 * down, `{"running": true}` brings it back. Listens on a free loopback port, named in stack.json.
 */
export async function startEmulatorControl(emulators: Record<SwitchableEmulator, EmulatorSwitch>): Promise<{ url: string; stop(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const name = /^\/emulators\/(\w+)$/.exec(req.url ?? '')?.[1];
      const emulator = name && Object.hasOwn(emulators, name) ? emulators[name as SwitchableEmulator] : undefined;
      if (req.method !== 'PUT' || !emulator) {
        res.writeHead(404).end();
        return;
      }
      const { running } = JSON.parse(body || '{}') as { running?: boolean };
      (running === false ? emulator.down() : emulator.up()).then(
        () => res.writeHead(204).end(),
        (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
      );
    });
  });
  const stop = await listen(server, 0, '127.0.0.1');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the emulator control server has no port');
  return { url: `http://127.0.0.1:${address.port}`, stop };
}
