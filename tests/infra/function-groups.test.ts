import { describe, expect, it } from 'vitest';
import { jobs } from '@shared/contract/jobs';
import type { Permission } from '@shared/contract/permissions';
import { functionGroups, groupEntries, routeEntries, routesOfGroup } from '@shared/contract/routes';
import { userPoolActions } from '../../infra/lib/permissions';
import { producer, resourcesOf, synthTemplates, testAdminEmails } from './app';
import { actionsOf, functionsByName, policyStatementsOf, referenceTo } from './functions';

/**
 * The app stack's resource budget. Each group function takes 6 resources (function, role, policy, log group,
 * integration, invoke permission), each route 1, each scheduled job 7 (function, role, policy, log group, rule, its
 * permission, its async configuration); the API, stage and authorizer, the website and the bootstrap admins a few
 * more. The custom resources share one role rather than each adding a policy (infra/lib/constructs/custom-resource-role.ts).
 * The budget (raised from 190 for the deal pack's function of its own, ARCHITECTURE section 16; from 200 for the buyer
 * checks' two groups, their 14 routes and their two daily jobs, ARCHITECTURE section 14; from 245 for the reservations'
 * four groups (the investor's, the admin's, the agreement and card payment, Stripe's webhook), their 15 routes and the
 * hold-expiry job with its frequent run, section 14; from 300 for the deals' three groups (the investor's, the admin's
 * board and the acceptance that opens a deal, each apart because the 320 KB bundles had no room for the others' code)
 * and their 10 routes; from 340 for a deal's messages and documents: the investor's documents and uploads and the
 * admins' correspondence (messages, documents, the memorandum of sale's PDF) are two groups of their own, for the same
 * reason, with their 12 routes, and the fall-through, whose hand-over of the listing fits in neither; and the daily deal
 * chaser) leaves some room, far from CloudFormation's 500, and fails at once if functions go back
 * to one per route.
 */
const APP_STACK_RESOURCE_BUDGET = 360;

// IAM and resource counts do not depend on the bundled code: no bundling, so this file runs fast.
const templates = synthTemplates({ adminEmails: testAdminEmails.join(',') });
const functions = functionsByName(templates.app, templates.stateful, templates.alerts);
const statementsOfGroup = (group: string) => policyStatementsOf(functions.get(group)!.fn, templates.app);
const declared = (group: keyof typeof functionGroups) => new Set<Permission>(routesOfGroup(group).flatMap(([, route]) => route.permissions));

const tableWrites = /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|TransactWriteItems|\*)$/;
const s3Writes = /^s3:(Put|Delete|\*)/;

describe('app stack size', () => {
  it(`stays within its budget of ${APP_STACK_RESOURCE_BUDGET} resources`, () => {
    const count = Object.keys(templates.app.toJSON().Resources as object).length;
    expect(count).toBeLessThanOrEqual(APP_STACK_RESOURCE_BUDGET);
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
