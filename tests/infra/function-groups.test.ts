import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jobEntries, jobs } from '@shared/contract/jobs';
import type { Permission } from '@shared/contract/permissions';
import { functionGroups, groupEntries, routeEntries, routesOfGroup } from '@shared/contract/routes';
import { userPoolActions } from '../../infra/lib/permissions';
import { fromRoot } from '../../infra/lib/paths';
import { producer, resourcesOf, synthTemplates, testAdminEmails } from './app';
import { actionsOf, functionsByName, policyStatementsOf, referenceTo } from './functions';

/**
 * The app stack's resources, by rule: each function group brings 6 (its function, role, policy and log group, its
 * API integration and the API's invoke permission) and each route 1 (its API route); each queued or scheduled job of
 * this stack 5 (function, role, policy, log group and its async configuration) and each of its schedules 2 (the rule
 * and its invoke permission); each bootstrap admin 2 (their custom resources). The rest is fixed: the API with its
 * stage, authorizer and access logs, the website (bucket, distribution, its edge functions and deployments), the origin
 * secret, the jobs' dead-letter queue, the site's other custom resources and their providers. CloudFormation allows
 * 500 resources a stack: the rule says how far a new group, route or job takes the stack towards it.
 */
const resourcesPer = { group: 6, route: 1, job: 5, schedule: 2, bootstrapAdmin: 2 } as const;
/**
 * The built SPA's hashed assets get a deployment of their own (2 resources), only when
 * web/dist holds a build: `npm test` runs these tests before it builds the SPA, a developer's tree usually after.
 */
const BUILT_ASSETS_RESOURCES = 2;
const webBuilt = existsSync(fromRoot('web/dist/index.html')) && existsSync(fromRoot('web/dist/assets'));
const FIXED_RESOURCES = 32;
const CLOUDFORMATION_RESOURCE_LIMIT = 500;

// IAM and resource counts do not depend on the bundled code: no bundling, so this file runs fast.
const templates = synthTemplates({ adminEmails: testAdminEmails.join(',') });
const functions = functionsByName(templates.app, templates.stateful, templates.alerts);
const statementsOfGroup = (group: string) => policyStatementsOf(functions.get(group)!.fn, templates.app);
const declared = (group: keyof typeof functionGroups) => new Set<Permission>(routesOfGroup(group).flatMap(([, route]) => route.permissions));

const tableWrites = /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|TransactWriteItems|\*)$/;
const s3Writes = /^s3:(Put|Delete|\*)/;

describe('app stack size', () => {
  const appJobs = jobEntries().filter(([name, job]) => job.invokedBy !== 'cognito' && name !== 'alerts');
  const schedules = appJobs.reduce((n, [, job]) => n + (job.invokedBy === 'schedule' ? 1 : 0) + ('frequentRun' in job ? 1 : 0), 0);
  const expected =
    FIXED_RESOURCES +
    resourcesPer.group * groupEntries().length +
    resourcesPer.route * routeEntries().length +
    resourcesPer.job * appJobs.length +
    resourcesPer.schedule * schedules +
    resourcesPer.bootstrapAdmin * testAdminEmails.length +
    (webBuilt ? BUILT_ASSETS_RESOURCES : 0);

  it('holds the resources its groups, routes and jobs bring by the rule, and the fixed rest', () => {
    const count = Object.keys(templates.app.toJSON().Resources as object).length;
    expect(count).toBe(expected);
    expect(count).toBeLessThan(CLOUDFORMATION_RESOURCE_LIMIT);
  });

  it('costs one resource per route: routes share their group function, its integration and its invoke permission', () => {
    const groups = groupEntries().length;
    expect(resourcesOf(templates.app, 'AWS::ApiGatewayV2::Route')).toHaveLength(routeEntries().length);
    expect(resourcesOf(templates.app, 'AWS::ApiGatewayV2::Integration')).toHaveLength(groups);
    const apiPermissions = resourcesOf(templates.app, 'AWS::Lambda::Permission').filter(([, p]) => p.Properties.Principal === 'apigateway.amazonaws.com');
    expect(apiPermissions).toHaveLength(groups);
  });
});

describe('public functions', () => {
  const publicGroups = groupEntries().filter(([, group]) => group.access === 'public');

  it('exist (the checks below are live)', () => {
    expect(publicGroups.length).toBeGreaterThan(0);
    for (const [group] of publicGroups) expect(functions.get(group), group).toBeDefined();
  });

  for (const [group] of publicGroups) {
    it(`${group} holds no Cognito admin action, no S3 write, and table writes only if one of its routes declares them`, () => {
      const actions = actionsOf(statementsOfGroup(group));
      expect(actions.filter((a) => /^cognito-idp:(Admin|\*)/.test(a) || a === '*')).toEqual([]);
      expect(actions.filter((a) => s3Writes.test(a))).toEqual([]);
      if (!declared(group).has('table:write')) expect(actions.filter((a) => tableWrites.test(a))).toEqual([]);
    });
  }
});

describe('each group function', () => {
  for (const [group] of groupEntries()) {
    it(`${group} holds exactly the union of its routes' declared permissions`, () => {
      const statements = statementsOfGroup(group);
      const actions = new Set(actionsOf(statements));
      const permissions = declared(group);
      const expectedCognito = [...permissions].flatMap((p) => (p in userPoolActions ? userPoolActions[p as keyof typeof userPoolActions] : []));
      expect([...actions].filter((a) => a.startsWith('cognito-idp:')).sort()).toEqual([...new Set(expectedCognito)].sort());
      expect(actions.has('dynamodb:Query')).toBe(permissions.has('table:read'));
      expect(actions.has('dynamodb:PutItem')).toBe(permissions.has('table:write'));
      expect([...actions].some((a) => /Scan|dynamodb:\*/.test(a))).toBe(false);
      for (const bucket of ['images', 'documents', 'heroes'] as const) {
        const onBucket = statements.filter((s) =>
          JSON.stringify(s.Resource)
            .toLowerCase()
            .includes(`portal${bucket === 'heroes' ? 'areaheroes' : `property${bucket}`}bucket`),
        );
        const expected = new Set(
          (['read', 'write', 'delete', 'list'] as const)
            .filter((level) => permissions.has(`${bucket}:${level}`))
            .flatMap(
              (level) => ({ read: ['s3:GetObject'], write: ['s3:PutObject', 's3:DeleteObject'], delete: ['s3:DeleteObject'], list: ['s3:ListBucket'] })[level],
            ),
        );
        expect(new Set(actionsOf(onBucket)), `${group} on ${bucket}`).toEqual(expected);
      }
      const invoked = statements
        .filter((s) => actionsOf([s]).includes('lambda:InvokeFunction'))
        .flatMap((s) => [s.Resource].flat().map((r) => JSON.stringify(r)));
      const expectedJobs = (Object.keys(jobs) as (keyof typeof jobs)[]).filter((job) => permissions.has(`invoke:${job}`));
      const jobArn = (job: string) => {
        const { logicalId, template } = functions.get(job)!;
        return JSON.stringify(referenceTo(templates.app, producer(templates, template), { 'Fn::GetAtt': [logicalId, 'Arn'] }));
      };
      expect(invoked.sort()).toEqual(expectedJobs.map(jobArn).sort());
    });
  }
});
