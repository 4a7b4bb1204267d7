import { describe, expect, it } from 'vitest';
import { findScans } from '../support/no-scan';

describe('no-Scan check', () => {
  it('flags Scan commands (and PartiQL statements, which may scan) and nothing else', () => {
    const commands = [
      { command: 'QueryCommand', at: 1 },
      { command: 'GetItemCommand', at: 2 },
      { command: 'ScanCommand', table: 't', at: 3 },
      { command: 'ExecuteStatementCommand', at: 4 },
      { command: 'PutItemCommand', at: 5 },
    ];
    expect(findScans(commands).map((c) => c.command)).toEqual(['ScanCommand', 'ExecuteStatementCommand']);
    expect(findScans(commands.filter((c) => c.at !== 3 && c.at !== 4))).toEqual([]);
  });
});
