import { describe, expect, it } from 'vitest';
import { resourcesOf, synthTemplates } from './app';
import { actionsOf, functionsByName, policyStatementsOf } from './functions';

/**
 * The abandoned-upload sweep runs on a schedule: an EventBridge rule every 6 hours targets its function, which
 * may list and delete in the three content buckets and read the table, and nothing more (no table write, no
 * S3 put, no Scan).
 */
describe('the abandoned-upload sweep', () => {
  const templates = synthTemplates({});
  const functions = functionsByName(templates.app, templates.stateful);

  it('is invoked every 6 hours by an EventBridge rule, and only that rule may invoke it', () => {
    const { logicalId } = functions.get('sweepAbandonedUploads')!;
    const rules = resourcesOf(templates.app, 'AWS::Events::Rule').filter(([, rule]) =>
      (rule.Properties.Targets as { Arn: unknown }[]).some((target) => JSON.stringify(target.Arn) === JSON.stringify({ 'Fn::GetAtt': [logicalId, 'Arn'] })),
    );
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
