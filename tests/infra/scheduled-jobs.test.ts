import { describe, expect, it } from 'vitest';
import { resourcesOf, synthTemplates } from './app';
import { actionsOf, functionsByName, policyStatementsOf } from './functions';

const templates = synthTemplates({});
const functions = functionsByName(templates.app, templates.stateful);

/** The EventBridge rules that target a job's function. */
const rulesTargeting = (logicalId: string) =>
  resourcesOf(templates.app, 'AWS::Events::Rule').filter(([, rule]) =>
    (rule.Properties.Targets as { Arn: unknown }[]).some((target) => JSON.stringify(target.Arn) === JSON.stringify({ 'Fn::GetAtt': [logicalId, 'Arn'] })),
  );

/**
 * The abandoned-upload sweep runs on a schedule: an EventBridge rule every 6 hours targets its function, which
 * may list and delete in the three content buckets and read the table, and nothing more (no table write, no
 * S3 put, no Scan).
 */
describe('the abandoned-upload sweep', () => {
  it('is invoked every 6 hours by an EventBridge rule, and only that rule may invoke it', () => {
    const { logicalId } = functions.get('sweepAbandonedUploads')!;
    const rules = rulesTargeting(logicalId);
    expect(rules).toHaveLength(1);
    expect(rules[0]![1].Properties).toMatchObject({ ScheduleExpression: 'rate(6 hours)', State: 'ENABLED' });
    const permissions = resourcesOf(templates.app, 'AWS::Lambda::Permission').filter(([, p]) => JSON.stringify(p.Properties.FunctionName).includes(logicalId));
    expect(permissions.map(([, p]) => p.Properties.Principal)).toEqual(['events.amazonaws.com']);
  });

  it('may read the table and list and delete in the three content buckets, and nothing else', () => {
    const actions = [...new Set(actionsOf(policyStatementsOf(functions.get('sweepAbandonedUploads')!.fn, templates.app)))].sort();
    expect(actions.filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:'))).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
      's3:DeleteObject',
      's3:ListBucket',
    ]);
  });
});

/**
 * The UK Sanctions List import runs daily from an EventBridge rule, downloads the list from `-c sanctionsListUrl` (the
 * FCDO's published file unless set), and may read and write the table and write to the private documents bucket only.
 */
describe('the UK Sanctions List import', () => {
  it('is invoked daily by an EventBridge rule', () => {
    const rules = rulesTargeting(functions.get('importSanctionsList')!.logicalId);
    expect(rules.map(([, rule]) => rule.Properties.ScheduleExpression)).toEqual(['rate(1 day)']);
  });

  it("downloads the FCDO's published file, or the URL the deployment names", () => {
    const url = (template: typeof templates.app) =>
      functionsByName(template).get('importSanctionsList')!.fn.Properties.Environment.Variables.SANCTIONS_LIST_URL as string;
    expect(url(templates.app)).toBe('https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml');
    expect(url(synthTemplates({ sanctionsListUrl: 'https://mirror.example.com/list.xml' }).app)).toBe('https://mirror.example.com/list.xml');
  });

  it('may read and write the table and write to the documents bucket, and nothing else', () => {
    const actions = [...new Set(actionsOf(policyStatementsOf(functions.get('importSanctionsList')!.fn, templates.app)))].sort();
    const s3 = actions.filter((a) => a.startsWith('s3:'));
    expect(s3).toEqual(['s3:DeleteObject', 's3:PutObject']);
    expect(actions.filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:') && !a.startsWith('dynamodb:') && !a.startsWith('s3:'))).toEqual([]);
    expect(actions).not.toContain('dynamodb:Scan');
  });
});
