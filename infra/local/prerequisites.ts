import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { LocalStackError } from './ports';

/**
 * System packages `npm start` and `npm test` need beyond Node. As root (a fresh container or CI) a
 * missing one is installed with apt-get; anyone else is told the exact command to run.
 */
export interface AptPrerequisite {
  /** What is missing, as the user reads it, e.g. 'Java 17 or newer (for DynamoDB Local)'. */
  readonly title: string;
  readonly packages: readonly string[];
  /** Whether it is usable now; a string says what was found instead (e.g. an older version). */
  readonly check: () => true | string | false;
}

/** The major version of `java` on the PATH (`java -version` prints e.g. `openjdk version "17.0.15"` or `"1.8.0_392"`), or undefined. */
export function javaMajorVersion(): { major: number; banner: string } | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  return parseJavaVersion(`${result.stderr}${result.stdout}`);
}

/** `openjdk version "17.0.15" 2025-04-15` -> 17; the old scheme `java version "1.8.0_392"` -> 8; unreadable -> 0. */
export function parseJavaVersion(output: string): { major: number; banner: string } {
  const version = /version "(\d+)(?:\.(\d+))?/.exec(output);
  const major = version ? (version[1] === '1' ? Number(version[2]) : Number(version[1])) : 0;
  return { major, banner: output.split('\n')[0]?.trim() ?? '' };
}

export const java17: AptPrerequisite = {
  title: 'Java 17 or newer (DynamoDB Local runs on it)',
  packages: ['openjdk-17-jre-headless'],
  check: () => {
    const java = javaMajorVersion();
    if (!java) return false;
    return java.major >= 17 || `found: ${java.banner}`;
  },
};

/** The browser the end-to-end tests and the benchmarks run in (playwright.config.ts names the same path). */
export const chromiumPath = '/usr/bin/chromium-headless-shell';

export const chromium: AptPrerequisite = {
  title: `Debian's Chromium headless shell at ${chromiumPath} (the end-to-end tests and the benchmarks run in it)`,
  packages: ['chromium-headless-shell'],
  check: () => existsSync(chromiumPath),
};

export const installCommand = (prerequisite: AptPrerequisite, sudo = true) =>
  `${sudo ? 'sudo ' : ''}apt-get update && ${sudo ? 'sudo ' : ''}apt-get install -y ${prerequisite.packages.join(' ')}`;

export const missingMessage = (prerequisite: AptPrerequisite, found?: string) =>
  `This needs ${prerequisite.title}.${found ? ` (${found})` : ''} Install it with:\n  ${installCommand(prerequisite)}`;

/** The Node every npm script runs on: the `node` devDependency's, which npm puts first on the PATH it gives scripts. */
export const projectNodeMajor = 24;

/**
 * Fails with what to do when a script runs on another Node (e.g. `npx tsx infra/local/start.ts` from a shell whose
 * PATH finds the machine's own Node first): docs/architecture.md section 15.
 */
export function ensureProjectNode(version = process.versions.node): void {
  const major = Number(version.split('.')[0]);
  if (major !== projectNodeMajor) {
    throw new LocalStackError(
      `This runs on Node ${projectNodeMajor}, found Node ${version}. Run it through npm (npm start, npm test, npm run bench): npm puts the project's Node ${projectNodeMajor} (node_modules/.bin/node, installed by npm ci) first on the PATH.`,
    );
  }
}

const isRoot = () => process.getuid?.() === 0;

/**
 * Makes sure each prerequisite is there: installed with apt-get (once per machine) when this process
 * runs as root, otherwise a LocalStackError with the exact command to run.
 */
export function ensurePrerequisites(prerequisites: readonly AptPrerequisite[], log: (line: string) => void = console.log): void {
  for (const prerequisite of prerequisites) {
    const status = prerequisite.check();
    if (status === true) continue;
    const found = typeof status === 'string' ? status : undefined;
    if (!isRoot()) throw new LocalStackError(missingMessage(prerequisite, found));
    log(`Installing ${prerequisite.title} with apt-get (once per machine)...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...prerequisite.packages],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) throw new LocalStackError(`apt-get ${args.join(' ')} failed. ${missingMessage(prerequisite, found)}`);
    }
    const after = prerequisite.check();
    if (after !== true) throw new LocalStackError(missingMessage(prerequisite, typeof after === 'string' ? after : 'still missing after apt-get'));
  }
}
