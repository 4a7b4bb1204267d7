import sesModule from 'aws-ses-v2-local';

// A CommonJS module with __esModule: Node's ESM loader hands its exports object over as the default.
const sesServer = ((sesModule as unknown as { default?: typeof sesModule }).default ?? sesModule) as typeof sesModule;

/**
 * aws-ses-v2-local: a local SES v2 API (SendEmail) that keeps every message it is sent. Read them at
 * GET {endpoint}/store (JSON) or in a browser at {endpoint}/ (docs/features.md, 'Alert emails'). It keeps them in memory:
 * they are gone when the stack stops.
 */
export interface LocalSes {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startSes(options: { port: number }): Promise<LocalSes> {
  const server = await sesServer({ host: 'localhost', port: options.port });
  return {
    endpoint: `http://localhost:${options.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One message as the emulator stores it (the fields our tests read). */
export interface StoredEmail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  headers?: { name: string; value: string }[];
  at: number;
}
