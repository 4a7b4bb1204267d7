import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever the CDK app or the tests are started from. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export const fromRoot = (...parts: string[]) => join(repoRoot, ...parts);
