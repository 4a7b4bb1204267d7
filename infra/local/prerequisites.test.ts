import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalStackError } from './ports';
import { ensureProjectNode, ensurePrerequisites, installCommand, java17, parseJavaVersion, type AptPrerequisite } from './prerequisites';

describe('parseJavaVersion', () => {
  it('reads the major version of both version schemes', () => {
    expect(parseJavaVersion('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment').major).toBe(17);
    expect(parseJavaVersion('openjdk version "21" 2023-09-19').major).toBe(21);
    expect(parseJavaVersion('java version "1.8.0_392"').major).toBe(8);
    expect(parseJavaVersion('something else').major).toBe(0);
  });
});

describe('ensurePrerequisites', () => {
  afterEach(() => vi.restoreAllMocks());
  const missing: AptPrerequisite = { title: 'a tool', packages: ['some-package'], check: () => 'found: version 11' };

  it('names the exact apt command when not root', () => {
    vi.spyOn(process, 'getuid').mockReturnValue(1000);
    expect(() => ensurePrerequisites([missing], () => undefined)).toThrow(
      `(found: version 11) Install it with:\n  sudo apt-get update && sudo apt-get install -y some-package`,
    );
  });

  it('does nothing when everything is there', () => {
    expect(() => ensurePrerequisites([{ ...missing, check: () => true }])).not.toThrow();
  });

  it('installs Java 17 with the headless JRE', () => {
    expect(installCommand(java17)).toBe('sudo apt-get update && sudo apt-get install -y openjdk-17-jre-headless');
  });
});

describe('ensureProjectNode', () => {
  it('accepts the Node 24 the npm scripts put first on the PATH', () => {
    expect(() => ensureProjectNode('24.21.0')).not.toThrow();
    expect(() => ensureProjectNode(process.versions.node)).not.toThrow();
  });

  it('refuses another Node with the command to use instead', () => {
    expect(() => ensureProjectNode('20.20.2')).toThrow(/This runs on Node 24, found Node 20\.20\.2\. Run it through npm \(npm start, npm test/);
    expect(() => ensureProjectNode('26.0.0')).toThrow(LocalStackError);
  });
});
