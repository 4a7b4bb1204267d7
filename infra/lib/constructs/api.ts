import { Duration, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
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
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { type RouteDef, type RouteName, routeEntries } from '@shared/routes';
import { globalIndexes } from '../../../functions/src/db/table';
import { PortalFunction } from './portal-function';

/** What a route's function may touch beyond its own logs. */
export type Permission =
  | 'table:read'
  | 'table:write'
  | `${'images' | 'documents' | 'heroes'}:${'read' | 'write'}`
  | 'users:admin';

/** Table reads for GET routes, reads and writes otherwise. */
const defaultPermissions = (route: RouteDef): Permission[] => (route.method === 'GET' ? ['table:read'] : ['table:read', 'table:write']);

/**
 * Routes needing more than the default, e.g. `createProperty: ['images:write']` or
 * `createUser: ['users:admin']`. Keep this list short and explicit: it is the functions' IAM surface.
 */
export const extraPermissions: Partial<Record<RouteName, Permission[]>> = {};

/**
 * Table access is spelled out rather than granted with grantReadData: the read set leaves out Scan
 * (no request path may scan) and names each index instead of `index/*`.
 * Transactions need no actions of their own: IAM checks each item operation inside them.
 */
const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const tableWriteActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const indexArns = (table: ITable) => globalIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`);

/** Cognito actions behind 'users:admin' (inviting, disabling and signing out users, managing groups). */
const userAdminActions = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminResetUserPassword',
];

export interface ApiProps {
  readonly table: ITable;
  readonly userPool: IUserPool;
  readonly webClient: IUserPoolClient;
  readonly buckets: { readonly images: IBucket; readonly documents: IBucket; readonly heroes: IBucket };
  /** Origins allowed by the CORS preflight. */
  readonly corsOrigins: string[];
  readonly adminEmails: string[];
}

/**
 * The HTTP API: one Lambda per entry of the route table (shared/src/routes.ts), the Cognito JWT
 * authorizer on every route that is not public, CORS preflight, throttling and access logs.
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
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { burstLimit: 100, rateLimit: 50 },
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
      IMAGES_BUCKET: props.buckets.images.bucketName,
      DOCUMENTS_BUCKET: props.buckets.documents.bucketName,
      HEROES_BUCKET: props.buckets.heroes.bucketName,
      BOOTSTRAP_ADMIN_EMAILS: props.adminEmails.join(','),
      POWERTOOLS_SERVICE_NAME: 'portal-api',
    };

    for (const [name, route] of routeEntries()) {
      const id = name[0]!.toUpperCase() + name.slice(1);
      const fn = new PortalFunction(this, `${id}Function`, {
        handler: route.handler,
        name,
        description: `${route.method} ${route.path} (${route.access})`,
        environment,
      });
      this.functions.set(name, fn);
      for (const permission of [...defaultPermissions(route), ...(extraPermissions[name] ?? [])]) this.grant(fn, permission, props);

      const authorizer: IHttpRouteAuthorizer = route.access === 'public' ? new HttpNoneAuthorizer() : jwtAuthorizer;
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${id}Integration`, fn),
        authorizer,
      });
      if (route.access === 'public' && httpRoute) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `Route ${name} (${route.method} ${route.path}) is public by design in the route table; its handler still resolves an optional caller from a valid token.`,
        });
      }
    }
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
    const [resource, level] = permission.split(':') as [string, string];
    if (resource === 'table') {
      fn.grantPrincipal.addToPrincipalPolicy(
        level === 'read'
          ? new PolicyStatement({ actions: tableReadActions, resources: [props.table.tableArn, ...indexArns(props.table)] })
          : new PolicyStatement({ actions: tableWriteActions, resources: [props.table.tableArn] }),
      );
    } else if (resource === 'users') {
      props.userPool.grant(fn, ...userAdminActions);
    } else {
      const bucket = props.buckets[resource as keyof ApiProps['buckets']];
      if (level === 'read') bucket.grantRead(fn);
      else {
        bucket.grantPut(fn);
        bucket.grantDelete(fn);
      }
    }
  }
}
