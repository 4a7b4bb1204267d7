import type { Rule } from 'eslint';

/** See no-import-cycle.js. */
export declare const noImportCycle: Rule.RuleModule;
