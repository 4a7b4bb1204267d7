import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MATERIAL_INFORMATION_GUIDANCE, MATERIAL_INFORMATION_LAW } from './material-information-law';

const root = join(__dirname, '..', '..', '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });

describe('the law a listing’s material information answers to', () => {
  it('is the Digital Markets, Competition and Consumers Act 2024, Part 4, Chapter 1, in force since 6 April 2025', () => {
    expect(MATERIAL_INFORMATION_LAW).toBe('Digital Markets, Competition and Consumers Act 2024, Part 4, Chapter 1 (ss. 225–230)');
  });
  it('keeps the Parts A to C of the NTSELAT guidance of November 2023 as the structure, cited as withdrawn', () => {
    expect(MATERIAL_INFORMATION_GUIDANCE).toMatch(/NTSELAT, November 2023/);
    expect(MATERIAL_INFORMATION_GUIDANCE).toMatch(/withdrawn/);
  });
  it('is cited instead of the Consumer Protection from Unfair Trading Regulations 2008 everywhere in the code', () => {
    const citing = ['shared/src', 'functions/src', 'web/src']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => /Unfair Trading\s+(\*\s+)?Regulations\s+(\*\s+)?2008/.test(readFileSync(file, 'utf8')))
      .filter((file) => !file.endsWith('material-information-law.ts'));
    expect(citing).toEqual([]);
  });
});
