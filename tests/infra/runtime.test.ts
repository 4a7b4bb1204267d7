import { describe, expect, it } from 'vitest';
import { resourcesOf, synthTemplates } from './app';

/**
 * Every function runs on Node.js 24 (docs/architecture.md section 15) in every stack: the route groups, the jobs, the
 * Cognito trigger, the alerts function and the custom resources CDK writes for us. The one exception is a handler
 * whose runtime CDK chooses and offers no setting for: BucketDeployment's, a Python function.
 */
describe('the functions of every stack', () => {
  const templates = synthTemplates({ adminEmails: 'owner@example.com' });
  const functions = Object.entries(templates).flatMap(([stack, template]) =>
    resourcesOf(template, 'AWS::Lambda::Function').map(([logicalId, fn]) => ({ stack, logicalId, runtime: fn.Properties.Runtime as string })),
  );

  it('run on nodejs24.x, except the handler whose runtime CDK chooses', () => {
    const notNode24 = functions.filter(({ runtime }) => runtime !== 'nodejs24.x');
    expect(notNode24.map(({ stack, logicalId, runtime }) => ({ stack, bucketDeployment: logicalId.startsWith('CustomCDKBucketDeployment'), runtime }))).toEqual(
      [{ stack: 'app', bucketDeployment: true, runtime: expect.stringMatching(/^python/) }],
    );
  });

  it('include the jobs, the Cognito trigger and the custom resources', () => {
    const ids = functions.map(({ stack, logicalId }) => `${stack}/${logicalId}`);
    for (const part of [
      'stateful/AuthCustomMessage',
      'alerts/Alerts',
      'app/JobsLeadWebhook',
      'app/JobsFinishErasures',
      'app/ApiMemberFunction',
      'app/AWS679f53fac',
    ])
      expect(
        ids.some((id) => id.startsWith(part)),
        part,
      ).toBe(true);
  });
});
