import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webConfigSchema } from '@shared/contract/config';
import { jobs } from '@shared/contract/jobs';
import { groupEntries, routeEntries, routes } from '@shared/contract/routes';
import { globalIndexes, tableKeys, ttlAttribute } from '../../functions/src/db/table';
import { bundleSizes } from '../../infra/lib/bundle-sizes';
import { publicWriteThrottle, stageThrottle } from '../../infra/lib/constructs/api';
import { FUNCTION_NAME_METADATA } from '../../infra/lib/constructs/portal-function';
import { stackNames } from '../../infra/lib/portal-app';
import { producer, resourcesOf, type Resource, type SynthesizedPortal, synthPortal, synthTemplates, testAdminEmails, webAlone } from './app';
import { actionsOf, customResourceStatementsOf, functionsByName as functionsIn, policyStatementsOf as statementsOf, referenceTo } from './functions';

let portal: SynthesizedPortal;
beforeAll(() => {
  portal = synthPortal();
});
afterAll(() => portal?.cleanUp());

const stateful = () => portal.templates.stateful;
const app = () => portal.templates.app;
const alerts = () => portal.templates.alerts;

/** The group functions and the jobs, by the name each carries in its template metadata. */
const functionsByName = () => functionsIn(stateful(), alerts(), app());
const policyStatementsOf = (fn: Resource, template = app()) => statementsOf(fn, template);

describe('stateful stack: users', () => {
  it('has an invitation-only user pool signing in with email, retained and fixed', () => {
    const [[logicalId, pool]] = resourcesOf(stateful(), 'AWS::Cognito::UserPool') as [[string, Resource]];
    expect(logicalId).toBe('PortalUserPool');
    expect(pool.DeletionPolicy).toBe('Retain');
    expect(pool.Properties.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(true);
    expect(pool.Properties.UsernameAttributes).toEqual(['email']);
    expect(pool.Properties.DeletionProtection).toBe('ACTIVE');
  });

  it('asks for 8 characters and no composition rules', () => {
    stateful().hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: { MinimumLength: 8, RequireLowercase: false, RequireUppercase: false, RequireNumbers: false, RequireSymbols: false },
      },
    });
  });

  it('has the groups admin and investor, retained', () => {
    const groups = resourcesOf(stateful(), 'AWS::Cognito::UserPoolGroup');
    expect(groups.map(([, group]) => group.Properties.GroupName).sort()).toEqual(['admin', 'investor']);
    for (const [, group] of groups) expect(group.DeletionPolicy).toBe('Retain');
  });

  it('gives the SPA an SRP client without a secret (and the API the admin password flow, to ask for a password again before an erasure)', () => {
    const [[, client]] = resourcesOf(stateful(), 'AWS::Cognito::UserPoolClient') as [[string, Resource]];
    expect(client.Properties.ExplicitAuthFlows.sort()).toEqual(['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH']);
    expect(client.Properties.GenerateSecret).toBe(false);
  });

  it('answers password resets for unknown emails like for known ones', () => {
    stateful().hasResourceProperties('AWS::Cognito::UserPoolClient', { PreventUserExistenceErrors: 'ENABLED' });
  });

  it('renders Cognito emails with the CustomMessage trigger, which can find the site origin', () => {
    const trigger = functionsByName().get('customMessage');
    expect(trigger).toBeDefined();
    stateful().hasResourceProperties('AWS::Cognito::UserPool', { LambdaConfig: { CustomMessage: { 'Fn::GetAtt': [trigger!.logicalId, 'Arn'] } } });
    expect(trigger!.fn.Properties.Environment.Variables.APP_ORIGIN_PARAMETER).toBe(portal.appOriginParameterName);
    app().hasResourceProperties('AWS::SSM::Parameter', { Name: portal.appOriginParameterName });
    // Without -c webUrl the origin is only known to the app stack: the trigger must not be given a stale one.
    expect(trigger!.fn.Properties.Environment.Variables.APP_ORIGIN).toBeUndefined();
  });

  it('lets the trigger read the origin parameter and nothing else', () => {
    const trigger = functionsByName().get('customMessage')!;
    const statements = policyStatementsOf(trigger.fn, stateful());
    expect(statements).toHaveLength(1);
    expect(statements[0]!.Action).toBe('ssm:GetParameter');
    const arn = JSON.stringify(statements[0]!.Resource);
    expect(arn).toContain(`:parameter${portal.appOriginParameterName}"`);
    expect(arn).not.toContain('*');
  });

  it('gives the trigger the site origin directly when -c webUrl names it', () => {
    const { stateful: template } = synthTemplates({ webUrl: 'https://portal.example.com/' });
    const [trigger] = resourcesOf(template, 'AWS::Lambda::Function').filter(([, fn]) => fn.Metadata?.[FUNCTION_NAME_METADATA] === 'customMessage');
    expect(trigger![1].Properties.Environment.Variables.APP_ORIGIN).toBe('https://portal.example.com');
  });
});

describe('stateful stack: data', () => {
  it('has one on-demand table with PITR and deletion protection, retained under a fixed id', () => {
    const tables = resourcesOf(stateful(), 'AWS::DynamoDB::Table');
    expect(tables).toHaveLength(1);
    const [[logicalId, table]] = tables as [[string, Resource]];
    expect(logicalId).toBe('PortalTable');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
  });

  it('expires items through the TTL attribute of functions/src/db/table.ts (throttle counters)', () => {
    expect(ttlAttribute).toBe('expires_at');
    stateful().hasResourceProperties('AWS::DynamoDB::Table', { TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true } });
  });

  it('has TTL on the very attribute the code writes the expiry of registrations, document opens and throttle windows to', async () => {
    process.env.TABLE_NAME ??= 'portal-test';
    const { interestRegistrationEntity } = await import('../../functions/src/db/entities/interest-registration');
    const { documentAccessEntity } = await import('../../functions/src/db/entities/document-access');
    const { throttleEntity } = await import('../../functions/src/db/entities/throttle');
    const expiresAt = 1_900_000_000;
    const written = [
      interestRegistrationEntity.create({ email: 'a@example.com', createdAt: '2026-01-01T00:00:00.000Z', expiresAt }).params(),
      documentAccessEntity
        .create({
          id: 'd',
          subjectType: 'property',
          subjectId: 'p',
          subjectTitle: 't',
          document: 'epcDocument',
          documentLabel: 'EPC',
          userId: 'u',
          at: '2026-01-01T00:00:00.000Z',
          expiresAt,
        })
        .params(),
      throttleEntity.create({ bucket: 'b', count: 1, expiresAt }).params(),
    ] as { Item: Record<string, unknown> }[];
    const [[, table]] = resourcesOf(stateful(), 'AWS::DynamoDB::Table') as [[string, Resource]];
    expect(table.Properties.TimeToLiveSpecification).toEqual({ AttributeName: ttlAttribute, Enabled: true });
    for (const { Item } of written) expect(Item[table.Properties.TimeToLiveSpecification.AttributeName]).toBe(expiresAt);
  });

  it('uses the key schema and indexes of functions/src/db/table.ts', () => {
    const [[, table]] = resourcesOf(stateful(), 'AWS::DynamoDB::Table') as [[string, Resource]];
    expect(table.Properties.KeySchema).toEqual([
      { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
    ]);
    const expected = globalIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: index.projection === 'ALL' ? { ProjectionType: 'ALL' } : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] },
    }));
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(expected);
  });
});

describe('buckets', () => {
  const contentBuckets = ['PortalPropertyImagesBucket', 'PortalPropertyDocumentsBucket', 'PortalAreaHeroesBucket'];
  const allPublicAccessBlocked = { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true };

  it('has the three content buckets, encrypted, versioned and retained under fixed ids', () => {
    const buckets = Object.fromEntries(resourcesOf(stateful(), 'AWS::S3::Bucket'));
    for (const id of contentBuckets) {
      expect(buckets[id], id).toBeDefined();
      expect(buckets[id]!.DeletionPolicy).toBe('Retain');
      expect(buckets[id]!.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      expect(buckets[id]!.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
      // Without a custom domain (this synth) the app stack writes each bucket's CORS rule, naming the
      // CloudFront origin (infra/lib/constructs/upload-cors.ts; tests/infra/uploads.test.ts checks both ways).
      expect(buckets[id]!.Properties.CorsConfiguration, id).toBeUndefined();
      const cors = resourcesOf(app(), 'Custom::AWS')
        .map(([, r]) => JSON.stringify(r.Properties.Create))
        .filter((call) => call.includes('PutBucketCors') && call.includes(id));
      expect(cors, id).toHaveLength(1);
      expect(cors[0]).toMatch(/AllowedMethods\\":\[[^\]]*PUT[^\]]*\]/);
      expect(cors[0]).toMatch(/AllowedMethods\\":\[[^\]]*POST[^\]]*\]/);
    }
  });

  it('blocks all public access on every bucket of both stacks', () => {
    const buckets = [...resourcesOf(stateful(), 'AWS::S3::Bucket'), ...resourcesOf(app(), 'AWS::S3::Bucket')];
    expect(buckets.length).toBeGreaterThanOrEqual(5);
    for (const [id, bucket] of buckets) expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual(allPublicAccessBlocked);
  });

  it('refuses plain-HTTP access to every bucket', () => {
    for (const template of [stateful(), app()]) {
      const buckets = resourcesOf(template, 'AWS::S3::Bucket').map(([id]) => id);
      const policies = resourcesOf(template, 'AWS::S3::BucketPolicy');
      for (const id of buckets) {
        const policy = policies.find(([, p]) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: id }));
        expect(policy, id).toBeDefined();
        expect(policy![1].Properties.PolicyDocument.Statement).toContainEqual(
          expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        );
      }
    }
  });

  it('lets CloudFront read only the public prefix of the image and hero buckets', () => {
    const statementsFor = (bucket: string) =>
      resourcesOf(stateful(), 'AWS::S3::BucketPolicy')
        .filter(([, p]) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: bucket }))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Principal?: { Service?: string }; Resource: unknown }[])
        .filter((s) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(JSON.stringify(statementsFor('PortalPropertyImagesBucket').map((s) => s.Resource))).toContain('/property-images/*');
    expect(JSON.stringify(statementsFor('PortalAreaHeroesBucket').map((s) => s.Resource))).toContain('/area-heroes/*');
    expect(statementsFor('PortalPropertyDocumentsBucket')).toEqual([]);
  });
});

describe('app stack: API', () => {
  it('is an HTTP API with a Cognito JWT authorizer for the web client', () => {
    app().resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    app().hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP', CorsConfiguration: Match.absent() });
    const [[, authorizer]] = resourcesOf(app(), 'AWS::ApiGatewayV2::Authorizer') as [[string, Resource]];
    expect(authorizer.Properties.AuthorizerType).toBe('JWT');
    expect(authorizer.Properties.IdentitySource).toEqual(['$request.header.Authorization']);
    const issuer = authorizer.Properties.JwtConfiguration.Issuer['Fn::Join'][1];
    expect(issuer[0]).toBe('https://');
    expect(JSON.stringify(issuer[1])).toContain('PortalUserPoolProviderName');
    expect(JSON.stringify(authorizer.Properties.JwtConfiguration.Audience)).toContain('PortalWebClient');
  });

  it('throttles and logs the default stage', () => {
    app().hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 100, ThrottlingRateLimit: 50 },
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('throttles the public write routes tighter than the stage, after creating them', () => {
    const [[, stage]] = resourcesOf(app(), 'AWS::ApiGatewayV2::Stage') as [[string, Resource & { DependsOn?: string[] }]];
    const tight = { ThrottlingBurstLimit: 10, ThrottlingRateLimit: 5 };
    expect(stage.Properties.RouteSettings).toEqual({
      'POST /interest-registrations': tight,
      'POST /account-activation': tight,
      'POST /alert-unsubscribe': tight,
      // Stripe sends a webhook again later when it is throttled (HTTP 429), as after any answer but a 2xx.
      'POST /webhooks/stripe': tight,
    });
    expect(publicWriteThrottle.burstLimit).toBeLessThan(stageThrottle.burstLimit);
    expect(publicWriteThrottle.rateLimit).toBeLessThan(stageThrottle.rateLimit);
    // Every public route that writes is listed (a new one cannot be forgotten).
    const publicWrites = routeEntries()
      .filter(([, r]) => r.access === 'public' && r.method !== 'GET')
      .map(([, r]) => `${r.method} ${r.path}`);
    expect(Object.keys(stage.Properties.RouteSettings).sort()).toEqual(publicWrites.sort());
    // The stage fails to deploy if a route it names does not exist yet.
    const routeIds = Object.fromEntries(resourcesOf(app(), 'AWS::ApiGatewayV2::Route').map(([id, r]) => [r.Properties.RouteKey as string, id]));
    for (const key of publicWrites) expect(stage.DependsOn, key).toContain(routeIds[key]);
  });

  it('has exactly one route per route-table entry, guarded by its access level', () => {
    const routes = resourcesOf(app(), 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);
    expect(routes.map((r) => r.RouteKey).sort()).toEqual(
      routeEntries()
        .map(([, r]) => `${r.method} ${r.path}`)
        .sort(),
    );
    for (const [name, route] of routeEntries()) {
      const deployed = routes.find((r) => r.RouteKey === `${route.method} ${route.path}`)!;
      if (route.access === 'public') {
        expect(deployed.AuthorizationType, name).toBe('NONE');
        expect(deployed.AuthorizerId, name).toBeUndefined();
      } else {
        expect(deployed.AuthorizationType, name).toBe('JWT');
        expect(deployed.AuthorizerId, name).toBeDefined();
      }
    }
  });

  it("sends each route to its group's Node.js 24 arm64 function, one function per group", () => {
    const functions = functionsByName();
    const integrations = Object.fromEntries(resourcesOf(app(), 'AWS::ApiGatewayV2::Integration'));
    const routes = resourcesOf(app(), 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);
    const targets = new Set<string>();
    for (const [name, route] of routeEntries()) {
      const fn = functions.get(route.group);
      expect(fn, name).toBeDefined();
      expect(fn!.fn.Properties.Runtime).toBe('nodejs24.x');
      expect(fn!.fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn!.fn.Properties.Handler).toBe('index.handler');
      const deployed = routes.find((r) => r.RouteKey === `${route.method} ${route.path}`)!;
      const integrationId = (JSON.stringify(deployed.Target).match(/"Ref":"([^"]+)"/) ?? [])[1]!;
      expect(JSON.stringify(integrations[integrationId]?.Properties.IntegrationUri), name).toContain(`"${fn!.logicalId}"`);
      targets.add(fn!.logicalId);
    }
    expect(targets.size).toBe(groupEntries().length);
  });

  it('configures every group function from the deployed resources', () => {
    const functions = functionsByName();
    for (const [group] of groupEntries()) {
      const variables = functions.get(group)!.fn.Properties.Environment.Variables;
      for (const key of ['TABLE_NAME', 'USER_POOL_ID', 'IMAGES_BUCKET', 'DOCUMENTS_BUCKET', 'HEROES_BUCKET', 'POWERTOOLS_SERVICE_NAME']) {
        expect(variables[key], `${group} ${key}`).toBeDefined();
      }
      expect(variables.BOOTSTRAP_ADMIN_EMAILS).toBe(testAdminEmails.map((e) => e.toLowerCase()).join(','));
      // Same origin under /api: the functions send no CORS headers on AWS.
      expect(variables.ALLOWED_ORIGINS, group).toBeUndefined();
      expect(JSON.stringify(variables.USER_POOL_CLIENT_ID), group).toContain('PortalWebClient');
      expect(variables.APP_ORIGIN, group).toEqual({
        'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^WebDistribution/), 'DomainName'] }]],
      });
    }
  });

  it("gives no deployed function the local stack's clock (the buyer checks' LOCAL_CLOCK_FILE is local only)", () => {
    for (const [name, { fn }] of functionsByName()) expect(fn.Properties.Environment?.Variables?.LOCAL_CLOCK_FILE, name).toBeUndefined();
  });

  it('points the group functions at -c webUrl when it is given', () => {
    const { app: template } = synthTemplates({ webUrl: 'https://portal.example.com' });
    const groupFunctions = resourcesOf(template, 'AWS::Lambda::Function').filter(([, fn]) =>
      groupEntries().some(([group]) => fn.Metadata?.[FUNCTION_NAME_METADATA] === group),
    );
    expect(groupFunctions).toHaveLength(groupEntries().length);
    for (const [id, fn] of groupFunctions) expect(fn.Properties.Environment.Variables.APP_ORIGIN, id).toBe('https://portal.example.com');
  });

  it('gives each function exactly the Cognito actions its code calls, on the user pool only', () => {
    const expected: Record<string, string[]> = {
      // createUser (with its repair and undo), setAccess, resendInvitation, the details dialog and the list
      adminUsers: [
        'cognito-idp:AdminAddUserToGroup',
        'cognito-idp:AdminCreateUser',
        'cognito-idp:AdminDeleteUser',
        'cognito-idp:AdminDisableUser',
        'cognito-idp:AdminEnableUser',
        'cognito-idp:AdminGetUser',
        'cognito-idp:AdminUserGlobalSignOut',
        'cognito-idp:ListUsers',
      ],
      // The activation job, not the public route that queues it.
      sendActivation: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminGetUser'],
      // A member erasing their own account: the password asked for again, then their login found and deleted.
      account: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser', 'cognito-idp:AdminInitiateAuth'],
      // The hourly finish of erasures left unfinished: the login found and deleted.
      finishErasures: ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser'],
    };
    const functions = functionsByName();
    for (const name of [...groupEntries().map(([group]) => group), ...Object.keys(jobs).filter((job) => job !== 'customMessage')]) {
      const { fn, template } = functions.get(name)!;
      const statements = policyStatementsOf(fn, template).filter((s) => actionsOf([s]).some((a) => a.startsWith('cognito-idp:')));
      expect([...new Set(actionsOf(statements))].sort(), name).toEqual(expected[name] ?? []);
      for (const statement of statements) {
        expect(
          actionsOf([statement]).every((a) => a.startsWith('cognito-idp:')),
          name,
        ).toBe(true);
        expect(JSON.stringify(statement.Resource), name).toContain('PortalUserPoolArn');
        expect(JSON.stringify(statement.Resource), name).not.toContain('*');
      }
    }
  });

  it("lets registerInterest's and requestActivation's function, the admin's lead resend, the admin catalogue's alert fan-out, the erasures (the notice to the lead webhook, the cancelling of the member's holds), the reservations' refunds, an investor's cancellation and a deal's fall-through, and no other, invoke their jobs and only those", () => {
    const functions = functionsByName();
    // A job in another stack (the alerts job) is named by the import of that stack's export.
    const jobArn = (job: string) =>
      referenceTo(app(), producer(portal.templates, functions.get(job)!.template), { 'Fn::GetAtt': [functions.get(job)!.logicalId, 'Arn'] });
    for (const [group] of groupEntries()) {
      const { fn } = functions.get(group)!;
      const lambdaStatements = policyStatementsOf(fn).filter((s) => actionsOf([s]).some((a) => a.startsWith('lambda:')));
      const variables = fn.Properties.Environment.Variables;
      if (group === routes.registerInterest.group) {
        expect(routes.requestActivation.group).toBe(group);
        expect(lambdaStatements).toEqual([{ Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: [jobArn('leadWebhook'), jobArn('sendActivation')] }]);
        expect(variables.LEAD_WEBHOOK_FUNCTION).toEqual({ Ref: functions.get('leadWebhook')!.logicalId });
        expect(variables.SEND_ACTIVATION_FUNCTION).toEqual({ Ref: functions.get('sendActivation')!.logicalId });
      } else if (group === routes.resendLead.group || group === routes.eraseMyAccount.group) {
        // An admin resends a lead the webhook never took; an erasure (by an admin or the member) tells the lead webhook
        // (the same job) and has the hold-expiry job cancel the member's open holds: those two, and nothing else.
        expect(routes.eraseMember.group).toBe(routes.resendLead.group);
        expect(lambdaStatements, group).toEqual([
          { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: [jobArn('expireReservationHolds'), jobArn('leadWebhook')] },
        ]);
        expect(variables.EXPIRE_RESERVATION_HOLDS_FUNCTION, group).toEqual({ Ref: functions.get('expireReservationHolds')!.logicalId });
        expect(variables.LEAD_WEBHOOK_FUNCTION, group).toEqual({ Ref: functions.get('leadWebhook')!.logicalId });
        expect(variables.SEND_ACTIVATION_FUNCTION, group).toBeUndefined();
      } else if (group === routes.updateProperty.group) {
        // An admin's publish, price fall or back-to-Available queues the alert fan-out: that job, and nothing else.
        expect([routes.createProperty.group, routes.patchProperty.group]).toEqual([group, group]);
        expect(lambdaStatements, group).toEqual([{ Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: jobArn('alerts') }]);
        expect(variables.ALERTS_FUNCTION, group).toEqual(referenceTo(app(), producer(portal.templates, alerts()), { Ref: functions.get('alerts')!.logicalId }));
        expect(variables.LEAD_WEBHOOK_FUNCTION, group).toBeUndefined();
      } else if (group === routes.cancelMyReservation.group || group === routes.endDeal.group) {
        // An investor's cancellation inside 14 days of a card payment, or a deal's fall-through with the fee to refund,
        // queues its Stripe refund, and of an accepted reservation with nobody next in line, the listing's alert
        // fan-out: those two jobs only. The sourcer's refund and bank payment (which expires an open checkout) are on
        // the fall-through's function, sales' admin side.
        expect([routes.refundReservation.group, routes.recordBankPayment.group]).toEqual([routes.endDeal.group, routes.endDeal.group]);
        expect(lambdaStatements, group).toEqual([
          { Action: 'lambda:InvokeFunction', Effect: 'Allow', Resource: [jobArn('refundCardPayment'), jobArn('alerts')] },
        ]);
        expect(variables.REFUND_CARD_PAYMENT_FUNCTION, group).toEqual({ Ref: functions.get('refundCardPayment')!.logicalId });
        expect(variables.ALERTS_FUNCTION, group).toEqual(referenceTo(app(), producer(portal.templates, alerts()), { Ref: functions.get('alerts')!.logicalId }));
      } else {
        expect(lambdaStatements, group).toEqual([]);
        expect(variables.LEAD_WEBHOOK_FUNCTION, group).toBeUndefined();
        expect(variables.SEND_ACTIVATION_FUNCTION, group).toBeUndefined();
        expect(variables.ALERTS_FUNCTION, group).toBeUndefined();
      }
    }
  });

  it('never lets a function Scan, and a function whose routes only read holds no write', () => {
    const functions = functionsByName();
    for (const [group] of groupEntries()) {
      const actions = actionsOf(policyStatementsOf(functions.get(group)!.fn));
      expect(actions, group).toContain('dynamodb:Query');
      expect(
        actions.some((a) => /Scan|dynamodb:\*/.test(a)),
        group,
      ).toBe(false);
      const routesOnlyRead = routeEntries().every(
        ([, route]) => route.group !== group || (route.method === 'GET' && !route.permissions.some((p) => p.endsWith(':write') || p.endsWith(':delete'))),
      );
      if (routesOnlyRead)
        expect(
          actions.filter((a) => /Put|Update|Delete|Write/.test(a)),
          group,
        ).toEqual([]);
    }
    expect(
      routeEntries()
        .filter(([, route]) => route.group === 'publicRead')
        .every(([, route]) => route.method === 'GET'),
    ).toBe(true);
  });
});

describe('app stack: activation job', () => {
  const job = () => functionsByName().get('sendActivation')!;

  it('is a function of its own that no route serves, never retried by Lambda', () => {
    const integrations = resourcesOf(app(), 'AWS::ApiGatewayV2::Integration').map(([, i]) => JSON.stringify(i.Properties.IntegrationUri));
    expect(integrations.some((uri) => uri.includes(`"${job().logicalId}"`))).toBe(false);
    const configs = resourcesOf(app(), 'AWS::Lambda::EventInvokeConfig').map(([, c]) => c.Properties);
    const config = configs.find((c) => JSON.stringify(c.FunctionName) === JSON.stringify({ Ref: job().logicalId }));
    expect(config!.MaximumRetryAttempts).toBe(0);
  });

  it('knows the user pool and its app client, and may only find users and re-send invitations', () => {
    const variables = job().fn.Properties.Environment.Variables;
    expect(JSON.stringify(variables.USER_POOL_ID)).toContain('PortalUserPool');
    expect(JSON.stringify(variables.USER_POOL_CLIENT_ID)).toContain('PortalWebClient');
    expect(actionsOf(policyStatementsOf(job().fn)).sort()).toEqual(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminGetUser']);
  });
});

describe('app stack: lead webhook', () => {
  const webhook = () => functionsByName().get('leadWebhook')!;

  it('is a function of its own that no route serves, with time for its own three attempts', () => {
    const { logicalId, fn } = webhook();
    expect(fn.Properties.Runtime).toBe('nodejs24.x');
    expect(fn.Properties.Architectures).toEqual(['arm64']);
    expect(fn.Properties.Timeout).toBeGreaterThanOrEqual(15);
    expect(fn.Properties.Timeout).toBeLessThanOrEqual(30);
    const integrations = resourcesOf(app(), 'AWS::ApiGatewayV2::Integration').map(([, i]) => JSON.stringify(i.Properties.IntegrationUri));
    expect(integrations.some((uri) => uri.includes(`"${logicalId}"`))).toBe(false);
  });

  it('is never retried by Lambda, since it retries itself and never throws', () => {
    const configs = resourcesOf(app(), 'AWS::Lambda::EventInvokeConfig').map(([, c]) => c.Properties);
    const config = configs.find((c) => JSON.stringify(c.FunctionName) === JSON.stringify({ Ref: webhook().logicalId }));
    expect(config).toBeDefined();
    expect(config!.MaximumRetryAttempts).toBe(0);
    expect(config!.MaximumEventAgeInSeconds).toBeGreaterThanOrEqual(60);
    expect(config!.MaximumEventAgeInSeconds).toBeLessThanOrEqual(6 * 3600);
  });

  it('may only write its logs and record the delivery on the registration (no Scan, no other resource)', () => {
    const statements = policyStatementsOf(webhook().fn);
    const actions = actionsOf(statements);
    expect(
      actions.every((a) => a.startsWith('dynamodb:')),
      actions.join(),
    ).toBe(true);
    expect(actions).not.toContain('dynamodb:Scan');
    for (const statement of statements) expect(JSON.stringify(statement.Resource)).toContain('PortalTable');
  });

  it('posts to -c leadWebhookUrl, and has no URL (logs and skips) without it', () => {
    expect(webhook().fn.Properties.Environment.Variables.LEAD_WEBHOOK_URL).toBeUndefined();
    const { app: template } = synthTemplates({ leadWebhookUrl: 'https://hooks.example.com/lead' });
    const [configured] = resourcesOf(template, 'AWS::Lambda::Function').filter(([, fn]) => fn.Metadata?.[FUNCTION_NAME_METADATA] === 'leadWebhook');
    expect(configured![1].Properties.Environment.Variables.LEAD_WEBHOOK_URL).toBe('https://hooks.example.com/lead');
    // The welcome email goes to the same webhook from the admin users' function, and the erasure notices of the
    // erasures it finishes from the hourly job, and only from there.
    const withUrl = resourcesOf(template, 'AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Environment?.Variables?.LEAD_WEBHOOK_URL);
    expect(withUrl.map(([, fn]) => fn.Metadata?.[FUNCTION_NAME_METADATA]).sort()).toEqual(['adminUsers', 'finishErasures', 'leadWebhook']);
  });
});

describe('stateful stack: email delivery', () => {
  it("uses Cognito's own sender by default, and SES from a verified identity with -c sesFromEmail", () => {
    expect(JSON.stringify(stateful().toJSON())).not.toContain('DEVELOPER');
    const { stateful: template } = synthTemplates({ sesFromEmail: 'portal@mail.example.com' });
    const [[, pool]] = resourcesOf(template, 'AWS::Cognito::UserPool') as [[string, Resource]];
    const { EmailSendingAccount, From, SourceArn } = pool.Properties.EmailConfiguration;
    expect({ EmailSendingAccount, From }).toEqual({ EmailSendingAccount: 'DEVELOPER', From: 'Off-Market Property Portal <portal@mail.example.com>' });
    expect(JSON.stringify(SourceArn)).toMatch(/:ses:eu-west-2:.*:identity\/mail\.example\.com/);
  });

  it('refuses an sesFromEmail that is not an email address', () => {
    expect(() => synthTemplates({ sesFromEmail: 'not-an-email' })).toThrow(/sesFromEmail must be an email address/);
  });
});

describe('app stack: website', () => {
  it('serves the SPA through CloudFront with security headers', () => {
    const [[, distribution]] = resourcesOf(app(), 'AWS::CloudFront::Distribution') as [[string, Resource]];
    const config = distribution.Properties.DistributionConfig;
    expect(config.DefaultRootObject).toBe('index.html');
    const [[policyId, policy]] = resourcesOf(app(), 'AWS::CloudFront::ResponseHeadersPolicy') as [[string, Resource]];
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.FrameOptions.FrameOption).toBe('DENY');
    expect(headers.ContentTypeOptions).toBeDefined();
    expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    // The API is same-origin (/api): connect-src names no API host.
    expect(csp).toContain("connect-src 'self' https://cognito-idp.");
    expect(csp).not.toContain('ApiEndpoint');
    expect(csp).toContain('https://cognito-idp.');
  });

  it('serves the public image prefixes from their buckets through origin access control', () => {
    const [[, distribution]] = resourcesOf(app(), 'AWS::CloudFront::Distribution') as [[string, Resource]];
    const config = distribution.Properties.DistributionConfig;
    const origins = new Map<string, { DomainName: unknown; OriginAccessControlId?: unknown }>(config.Origins.map((o: { Id: string }) => [o.Id, o]));
    for (const [pattern, bucket] of [
      ['property-images/*', 'PortalPropertyImagesBucket'],
      ['area-heroes/*', 'PortalAreaHeroesBucket'],
    ]) {
      const behavior = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);
      expect(behavior, pattern).toBeDefined();
      const origin = origins.get(behavior.TargetOriginId)!;
      expect(JSON.stringify(origin.DomainName)).toContain(bucket);
      expect(origin.OriginAccessControlId).toBeDefined();
    }
    // Every S3 origin goes through origin access control (the API origin of the share pages is https-only, see share-pages.test.ts).
    for (const origin of origins.values()) if ('S3OriginConfig' in origin) expect(origin.OriginAccessControlId).toBeDefined();
  });

  it('rewrites deep links to /index.html but leaves files alone', () => {
    const [, fn] = (resourcesOf(app(), 'AWS::CloudFront::Function') as [string, Resource][]).find(([, f]) =>
      String(f.Properties.FunctionCode).includes('/index.html'),
    )!;
    const handler = new Function(`${fn.Properties.FunctionCode}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
    const uriFor = (uri: string) => handler({ request: { uri } }).uri;
    expect(uriFor('/dashboard')).toBe('/index.html');
    expect(uriFor('/property/7b1c2d')).toBe('/index.html');
    expect(uriFor('/')).toBe('/index.html');
    expect(uriFor('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(uriFor('/config.json')).toBe('/config.json');
  });

  it('writes a config.json matching webConfigSchema at deploy time', () => {
    const deployments = resourcesOf(app(), 'Custom::CDKBucketDeployment').map(([, d]) => d.Properties);
    const withConfig = deployments.find((d) => (d.SourceMarkers ?? []).some((m: object) => Object.keys(m).length > 0))!;
    expect(withConfig).toBeDefined();
    const configIndex = withConfig.SourceMarkers.findIndex((m: object) => Object.keys(m).length > 0);
    const assetDir = join(portal.cdkApp.outdir, `asset.${withConfig.SourceObjectKeys[configIndex].replace(/\.zip$/, '')}`);
    const raw = readFileSync(join(assetDir, 'config.json'), 'utf8');
    // The deployment substitutes each marker with its deployed value; stand in plausible ones.
    const deployedValues: Record<string, string> = {};
    for (const [marker, value] of Object.entries(withConfig.SourceMarkers[configIndex] as Record<string, unknown>)) {
      const ref = JSON.stringify(value);
      deployedValues[marker] = ref.includes('ApiEndpoint')
        ? 'https://abc123.execute-api.eu-west-2.amazonaws.com'
        : ref.includes('DomainName')
          ? 'd111111abcdef8.cloudfront.net'
          : ref.includes('AWS::Region') && !ref.includes('GetStackOutput')
            ? 'eu-west-2'
            : 'deployed-id';
    }
    const config = webConfigSchema.parse(JSON.parse(raw.replace(/<<marker:0xbaba:\d+>>/g, (m) => deployedValues[m]!)));
    expect(config).toMatchObject({
      region: 'eu-west-2',
      authFlow: 'USER_SRP_AUTH',
      apiUrl: '/api',
      imageBaseUrl: 'https://d111111abcdef8.cloudfront.net',
      heroImageBaseUrl: 'https://d111111abcdef8.cloudfront.net',
      brand: portal.settings.brand,
    });
    expect(config.cognitoEndpoint).toBeUndefined();
    expect(JSON.stringify(withConfig.SourceMarkers[configIndex])).toContain('PortalWebClient');
  });
});

describe('website before `npm run build:web`', () => {
  it('still synthesizes, deploying a placeholder page and warning', () => {
    const { app, stack, web, cleanUp } = webAlone();
    const template = Template.fromStack(stack);
    const deployments = resourcesOf(template, 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(1);
    const [[, deployment]] = deployments as [[string, Resource]];
    const pages = (deployment.Properties.SourceObjectKeys as string[]).map((key) => join(app.outdir, `asset.${key.replace(/\.zip$/, '')}`));
    const page = pages.map((dir) => join(dir, 'index.html')).find((file) => existsSync(file));
    expect(readFileSync(page!, 'utf8')).toContain('npm run build:web');
    Annotations.fromStack(stack).hasWarning(`/${web.node.path}`, Match.stringLikeRegexp('npm run build:web'));
    cleanUp();
  });
});

describe('bootstrap admins', () => {
  it('invites each configured email by Cognito email and adds it to the admin group', () => {
    const calls = resourcesOf(app(), 'Custom::AWS').map(([, r]) => JSON.stringify(r.Properties.Create));
    for (const email of testAdminEmails.map((e) => e.toLowerCase())) {
      const invite = calls.find((c) => c.includes('AdminCreateUser') && c.includes(email));
      expect(invite, email).toBeDefined();
      expect(invite).toContain('\\"DesiredDeliveryMediums\\":[\\"EMAIL\\"]');
      expect(invite).toContain('email_verified');
      const membership = calls.find((c) => c.includes('AdminAddUserToGroup') && c.includes(email));
      expect(membership, email).toContain('\\"GroupName\\":\\"admin\\"');
    }
  });

  it('allows the invitation calls on the user pool only, under their IAM names', () => {
    const statements = customResourceStatementsOf(app()).filter((s) => actionsOf([s]).some((a) => a.startsWith('cognito-idp:')));
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect([statement.Action].flat().sort()).toEqual(['cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminCreateUser']);
      expect(JSON.stringify(statement.Resource)).toContain('PortalUserPoolArn');
    }
  });
});

describe('app stack custom resources', () => {
  it('run on one provider whose one role holds their SDK calls, with no policy per custom resource', () => {
    const customResources = resourcesOf(app(), 'Custom::AWS');
    // Web ACL read, distribution id write, CORS of the three buckets, and two per bootstrap admin.
    expect(customResources).toHaveLength(5 + 2 * testAdminEmails.length);
    expect(resourcesOf(app(), 'AWS::IAM::Policy').filter(([id]) => /CustomResourcePolicy/.test(id))).toEqual([]);
    const statements = customResourceStatementsOf(app());
    expect(actionsOf(statements).sort()).toEqual([
      'cognito-idp:AdminAddUserToGroup',
      'cognito-idp:AdminCreateUser',
      's3:PutBucketCORS',
      'ssm:DeleteParameter',
      'ssm:GetParameter',
      'ssm:PutParameter',
    ]);
    for (const statement of statements) expect(JSON.stringify(statement.Resource)).not.toContain('*');
    const resourcesOfAction = (action: string) => statements.filter((s) => actionsOf([s]).includes(action)).map((s) => JSON.stringify(s.Resource));
    expect(resourcesOfAction('ssm:GetParameter')).toEqual([expect.stringContaining(`:parameter/${stackNames.edge}/web-acl-arn"`)]);
    const cors = JSON.parse(resourcesOfAction('s3:PutBucketCORS')[0]!) as unknown[];
    expect(cors.map((r) => JSON.stringify(r).match(/Portal(\w+)BucketArn/)?.[1]).sort()).toEqual(['AreaHeroes', 'PropertyDocuments', 'PropertyImages']);
  });
});

describe('stack boundaries', () => {
  it('keeps the stateful stack independent of the app stack', () => {
    expect(portal.stacks.app.dependencies).toContain(portal.stacks.stateful);
    expect(portal.stacks.stateful.dependencies).toEqual([]);
    expect(portal.stacks.stateful.terminationProtection).toBe(true);
  });

  it('deploys the alerts stack after the stateful stack and before the app stack, whose property writes queue its job', () => {
    expect(portal.stacks.alerts.dependencies).toEqual([portal.stacks.stateful]);
    expect(portal.stacks.app.dependencies).toContain(portal.stacks.alerts);
    expect(portal.stacks.monitoring.dependencies).toContain(portal.stacks.alerts);
  });
});

describe('alerts stack', () => {
  const job = () => functionsByName().get('alerts')!;

  it('holds the alerts job, with its dead-letter queue, and no route serves it', () => {
    expect(job().template).toBe(alerts());
    expect(resourcesOf(alerts(), 'AWS::Lambda::Function').map(([id]) => id)).toEqual([job().logicalId]);
    expect(resourcesOf(alerts(), 'AWS::SQS::Queue')).toHaveLength(1);
    const integrations = resourcesOf(app(), 'AWS::ApiGatewayV2::Integration').map(([, i]) => JSON.stringify(i.Properties.IntegrationUri));
    expect(integrations.some((uri) => uri.includes(job().logicalId))).toBe(false);
  });

  it('runs the job every minute with EventBridge Scheduler to send the Instant batches now due, with its own event', () => {
    const schedules = resourcesOf(alerts(), 'AWS::Scheduler::Schedule').filter(([, s]) => s.Properties.ScheduleExpression === 'rate(1 minute)');
    expect(schedules).toHaveLength(1);
    const { Target, State } = schedules[0]![1].Properties;
    expect(State).toBe('ENABLED');
    expect(Target.Arn).toEqual({ 'Fn::GetAtt': [job().logicalId, 'Arn'] });
    expect(JSON.parse(Target.Input as string)).toEqual({ sweep: 'instant' });
  });

  it('runs the job once a day with EventBridge Scheduler as a digest run, and the schedules may invoke that function only', () => {
    const schedules = resourcesOf(alerts(), 'AWS::Scheduler::Schedule').filter(([, s]) => s.Properties.ScheduleExpression !== 'rate(1 minute)');
    expect(schedules).toHaveLength(1);
    const { Target, ScheduleExpression, State } = schedules[0]![1].Properties;
    expect(ScheduleExpression).toBe(`rate(${jobs.alerts.rateHours} hours)`);
    expect(State).toBe('ENABLED');
    expect(Target.Arn).toEqual({ 'Fn::GetAtt': [job().logicalId, 'Arn'] });
    // No listing event's ids: the handler sends the Daily digests.
    expect(JSON.parse(Target.Input as string)).toEqual({ digest: 'daily' });
    const roleId = Target.RoleArn['Fn::GetAtt'][0] as string;
    const statements = resourcesOf(alerts(), 'AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    expect(actionsOf(statements)).toEqual(['lambda:InvokeFunction']);
    expect(JSON.stringify(statements[0]!.Resource)).toContain(job().logicalId);
  });

  it('may read and write the table, read the unsubscribe key and the site origin, and without -c sesFromEmail send no email', () => {
    const { fn, template } = job();
    const statements = policyStatementsOf(fn, template);
    const actions = [...new Set(actionsOf(statements))].sort();
    expect(actions.filter((a) => !a.startsWith('dynamodb:'))).toEqual(['ssm:GetParameter']);
    expect(actions).toContain('dynamodb:Query');
    expect(actions).toContain('dynamodb:PutItem');
    expect(actions.some((a) => /Scan/.test(a))).toBe(false);
    const parameters = statements.filter((s) => actionsOf([s]).includes('ssm:GetParameter')).map((s) => JSON.stringify(s.Resource));
    expect(parameters.some((arn) => arn.includes(`:parameter${portal.settings.alertSecretParameter}"`))).toBe(true);
    expect(parameters.some((arn) => arn.includes(`:parameter${portal.appOriginParameterName}"`))).toBe(true);
    const variables = fn.Properties.Environment.Variables;
    expect(variables.APP_ORIGIN_PARAMETER).toBe(portal.appOriginParameterName);
    expect(variables.ALERT_SECRET_PARAMETER).toBe(portal.settings.alertSecretParameter);
    // Deployed before the site exists: the origin comes from the parameter, never a stale value.
    expect(variables.APP_ORIGIN).toBeUndefined();
    expect(variables.SES_FROM_EMAIL).toBeUndefined();
  });

  it('sends from the -c sesFromEmail identity (the address or its domain) and takes -c webUrl as the origin', () => {
    const { alerts: template } = synthTemplates({ sesFromEmail: 'portal@mail.example.com', webUrl: 'https://portal.example.com' });
    const [[, fn]] = resourcesOf(template, 'AWS::Lambda::Function') as [[string, Resource]];
    expect(fn.Properties.Environment.Variables.SES_FROM_EMAIL).toBe('portal@mail.example.com');
    expect(fn.Properties.Environment.Variables.APP_ORIGIN).toBe('https://portal.example.com');
    const send = policyStatementsOf(fn, template).filter((s) => actionsOf([s]).includes('ses:SendEmail'));
    expect(send).toHaveLength(1);
    expect(actionsOf(send)).toEqual(['ses:SendEmail']);
    const identities = JSON.stringify(send[0]!.Resource);
    expect(identities).toMatch(/:ses:eu-west-2:.*:identity\/portal@mail\.example\.com/);
    expect(identities).toMatch(/:identity\/mail\.example\.com/);
  });
});

describe('function bundles', () => {
  // A tripwire, not a budget: what users feel is a function's cold start, which `npm run bench` measures for every
  // group (its import in a fresh Node process beside a hello-world bundle). Bytes barely predict it; this bound only
  // catches a heavy dependency pulled in by accident (the PDF functions, with pdfmake and a font, are the largest by
  // design). Do not raise it for a library: find what pulled it in.
  const TRIPWIRE_BYTES = 2.5 * 1024 * 1024;
  it('keeps every function bundle under the 2.5 MB tripwire', () => {
    const sizes = bundleSizes(portal.cdkApp.outdir);
    expect(sizes.map((s) => s.name).sort()).toEqual([...functionsByName().keys()].sort());
    for (const { name, bytes } of sizes) expect(bytes, name).toBeLessThanOrEqual(TRIPWIRE_BYTES);
  });
});
