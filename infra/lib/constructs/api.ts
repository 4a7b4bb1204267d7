import { createHash } from 'node:crypto';
import { type CfnElement, Duration, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpStage,
  type IHttpRouteAuthorizer,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct, type IConstruct } from 'constructs';
import { type RouteDef, type RouteName, routeEntries } from '@shared/routes';
import { globalIndexes } from '../../../functions/src/db/table';
import { PortalFunction } from './portal-function';

/**
 * Cognito actions on the user pool, one set per use, each only what functions/src/cognito.ts calls
 * for it. (ForgotPassword, behind the password-setup link, is a public API and needs no IAM.)
 */
export const userPoolActions = {
  /** create-user: invite (Cognito emails the invitation), place in the role's group, undo if the profile write fails. */
  'users:invite': ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminAddUserToGroup', 'cognito-idp:AdminDeleteUser'],
  /** set-access: find the user, lock it out (disable and end its sessions) or let it back in. */
  'users:setAccess': ['cognito-idp:AdminGetUser', 'cognito-idp:AdminDisableUser', 'cognito-idp:AdminEnableUser', 'cognito-idp:AdminUserGlobalSignOut'],
  /** request-activation: find the user and re-send its invitation (AdminCreateUser with MessageAction RESEND). */
  'users:activate': ['cognito-idp:AdminGetUser', 'cognito-idp:AdminCreateUser'],
} as const satisfies Record<string, readonly `cognito-idp:${string}`[]>;

/** What a route's function may touch beyond its own logs. */
export type Permission =
  | 'table:read'
  | 'table:write'
  /** read: GetObject (and so presigning GETs); write: PutObject and DeleteObject; delete: DeleteObject only. */
  | `${'images' | 'documents' | 'heroes'}:${'read' | 'write' | 'delete'}`
  | keyof typeof userPoolActions
  /** Invoke the lead-webhook function (and be told its name in LEAD_WEBHOOK_FUNCTION). */
  | 'leadWebhook:invoke';

/** Table reads for GET routes, reads and writes otherwise. */
const defaultPermissions = (route: RouteDef): Permission[] => (route.method === 'GET' ? ['table:read'] : ['table:read', 'table:write']);

/**
 * Routes needing more than the default, e.g. `createProperty: ['images:write']`. Keep this list
 * short and explicit: it is the functions' IAM surface.
 */
export const extraPermissions: Partial<Record<RouteName, Permission[]>> = {
  registerInterest: ['leadWebhook:invoke'],
  requestActivation: ['users:activate'],
  createUser: ['users:invite'],
  setAccess: ['users:setAccess'],
  // Property detail and public pages (issue 5): signed document links, clean-up of a deleted property's files.
  getDocumentLink: ['documents:read'],
  getPublicProperty: ['documents:read'],
  deleteProperty: ['images:delete', 'documents:delete'],
};

/** Stage-wide throttling (requests per second, steady and burst). */
export const stageThrottle = { burstLimit: 100, rateLimit: 50 } as const;
/** Tighter throttling for public routes that write (interest registrations, activation emails). */
export const publicWriteThrottle = { burstLimit: 10, rateLimit: 5 } as const;

/** Anyone may call these and each call stores something or sends an email: throttled per route. */
export const publicWriteRoutes = () => routeEntries().filter(([, route]) => route.access === 'public' && route.method !== 'GET');

export const routeKey = (route: RouteDef) => `${route.method} ${route.path}`;

/**
 * Table access is spelled out rather than granted with grantReadData: the read set leaves out Scan
 * (no request path may scan) and names each index instead of `index/*`.
 * Transactions need no actions of their own: IAM checks each item operation inside them.
 */
const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const tableWriteActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const indexArns = (table: ITable) => globalIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`);

export interface ApiProps {
  readonly table: ITable;
  readonly userPool: IUserPool;
  readonly webClient: IUserPoolClient;
  readonly buckets: { readonly images: IBucket; readonly documents: IBucket; readonly heroes: IBucket };
  /** The function posting interest registrations to the lead-automation webhook. */
  readonly leadWebhook: IFunction;
  /** Origins allowed by the CORS preflight. */
  readonly corsOrigins: string[];
  readonly adminEmails: string[];
}

/**
 * The HTTP API: one Lambda per entry of the route table (shared/src/routes.ts), the Cognito JWT
 * authorizer on every route that is not public, CORS preflight, throttling (tighter on the public
 * routes that write) and access logs.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = new Map<RouteName, PortalFunction>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Property investor portal API',
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: props.corsOrigins,
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PUT, CorsHttpMethod.PATCH, CorsHttpMethod.DELETE],
        allowHeaders: ['authorization', 'content-type'],
        maxAge: Duration.hours(1),
      },
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: stageThrottle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: AccessLogFormat.jsonWithStandardFields() },
    });

    // Access tokens carry the app client id as client_id, ID tokens as aud: the authorizer accepts either.
    const jwtAuthorizer = new HttpJwtAuthorizer('CognitoJwt', `https://${props.userPool.userPoolProviderName}`, {
      authorizerName: 'cognito-jwt',
      jwtAudience: [props.webClient.userPoolClientId],
    });

    const environment = {
      TABLE_NAME: props.table.tableName,
      USER_POOL_ID: props.userPool.userPoolId,
      // ForgotPassword (the activation route's password-setup link) is a call on the app client.
      USER_POOL_CLIENT_ID: props.webClient.userPoolClientId,
      IMAGES_BUCKET: props.buckets.images.bucketName,
      DOCUMENTS_BUCKET: props.buckets.documents.bucketName,
      HEROES_BUCKET: props.buckets.heroes.bucketName,
      BOOTSTRAP_ADMIN_EMAILS: props.adminEmails.join(','),
      POWERTOOLS_SERVICE_NAME: 'portal-api',
    };

    const routesByName = new Map<RouteName, IConstruct>();
    for (const [name, route] of routeEntries()) {
      const id = name[0]!.toUpperCase() + name.slice(1);
      const fn = new PortalFunction(this, `${id}Function`, {
        handler: route.handler,
        name,
        description: `${route.method} ${route.path} (${route.access})`,
        environment,
      });
      this.functions.set(name, fn);
      const permissions = [...defaultPermissions(route), ...(extraPermissions[name] ?? [])];
      for (const permission of permissions) this.grant(fn, permission, props);
      if (permissions.includes('leadWebhook:invoke')) fn.addEnvironment('LEAD_WEBHOOK_FUNCTION', props.leadWebhook.functionName);

      const authorizer: IHttpRouteAuthorizer = route.access === 'public' ? new HttpNoneAuthorizer() : jwtAuthorizer;
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${id}Integration`, fn),
        authorizer,
      });
      if (!httpRoute) throw new Error(`Route ${name} was not created`);
      routesByName.set(name, httpRoute);
      if (route.access === 'public') {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `Route ${name} (${route.method} ${route.path}) is public by design in the route table; its handler still resolves an optional caller from a valid token.`,
        });
      }
    }

    // Route settings name routes by key, and the stage fails to deploy if a named route does not exist yet.
    const cfnStage = stage.node.defaultChild as CfnStage;
    cfnStage.routeSettings = Object.fromEntries(
      publicWriteRoutes().map(([, route]) => [
        routeKey(route),
        { ThrottlingBurstLimit: publicWriteThrottle.burstLimit, ThrottlingRateLimit: publicWriteThrottle.rateLimit },
      ]),
    );
    for (const [name] of publicWriteRoutes()) cfnStage.node.addDependency(routesByName.get(name)!);
  }

  /** The API's base URL (the $default stage), without a trailing slash. */
  get url(): string {
    return this.httpApi.apiEndpoint;
  }

  /** Sets an environment variable on every route function, e.g. ALLOWED_ORIGINS once the site's origin exists. */
  addEnvironment(key: string, value: string) {
    for (const fn of this.functions.values()) fn.addEnvironment(key, value);
  }

  private grant(fn: IGrantable, permission: Permission, props: ApiProps) {
    if (permission in userPoolActions) {
      props.userPool.grant(fn, ...userPoolActions[permission as keyof typeof userPoolActions]);
      return;
    }
    if (permission === 'leadWebhook:invoke') {
      // Only the unqualified function (grantInvoke would add `:*`, every version and alias).
      fn.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [props.leadWebhook.functionArn] }));
      return;
    }
    const [resource, level] = permission.split(':') as [string, string];
    if (resource === 'table') {
      fn.grantPrincipal.addToPrincipalPolicy(
        level === 'read'
          ? new PolicyStatement({ actions: tableReadActions, resources: [props.table.tableArn, ...indexArns(props.table)] })
          : new PolicyStatement({ actions: tableWriteActions, resources: [props.table.tableArn] }),
      );
    } else {
      // Object-level actions only (no List, no bucket-level reads), spelled out rather than grantRead's wildcards.
      const bucket = props.buckets[resource as keyof ApiProps['buckets']];
      const actions = { read: ['s3:GetObject'], write: ['s3:PutObject', 's3:DeleteObject'], delete: ['s3:DeleteObject'] }[level] ?? [];
      fn.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [bucket.arnForObjects('*')] }));
      Validations.of(fn as unknown as IConstruct).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${objectsFinding(fn as unknown as IConstruct, bucket)}]`,
        reason: `Object keys are generated per upload, so ${permission} cannot name them; the statement allows only ${actions.join(', ')} on objects of this one bucket.`,
      });
    }
  }
}

/**
 * How cdk-nag spells `<bucket arn>/*` in an IAM5 finding: `<LogicalId.Arn>/*` in the bucket's own stack;
 * from another stack, the weak cross-stack reference CDK renders (Fn::GetStackOutput of the output CDK
 * publishes in the producing stack, named after the reference: 'Publish' + 'Output{Fn::GetAtt...}' + hash).
 */
function objectsFinding(consumer: IConstruct, bucket: IBucket): string {
  const producer = Stack.of(bucket);
  const logicalId = producer.resolve((bucket.node.defaultChild as CfnElement).logicalId) as string;
  if (producer === Stack.of(consumer)) return `<${logicalId}.Arn>/*`;
  const components = ['Publish', `Output${JSON.stringify({ 'Fn::GetAtt': [logicalId, 'Arn'] })}`];
  const hash = createHash('md5').update(components.join('/')).digest('hex').slice(0, 8).toUpperCase();
  const outputName = components.map((c) => c.replace(/[^A-Za-z0-9]/g, '')).join('') + hash;
  const region: unknown = producer.resolve(producer.region);
  return `${JSON.stringify({ 'Fn::GetStackOutput': { StackName: producer.stackName, Region: region, OutputName: outputName } })}/*`;
}
