import { ArnFormat, Duration, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpStage,
  type IHttpRouteAuthorizer,
  LogGroupLogDestination,
  SecurityPolicy,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct, type IConstruct } from 'constructs';
import type { JobName } from '@shared/contract/jobs';
import { type FunctionGroup, type RouteName, groupEntries, routeEntries, routeKey, routesOfGroup } from '@shared/contract/routes';
import { writeGroupEntry } from '../group-entries';
import { writeRouteSlice } from '../route-slices';
import { grantPermissions } from '../permissions';
import { PortalFunction } from './portal-function';

/** Stage-wide throttling (requests per second, steady and burst). */
export const stageThrottle = { burstLimit: 100, rateLimit: 50 } as const;
/** Tighter throttling for public routes that write (interest registrations, activation emails). */
export const publicWriteThrottle = { burstLimit: 10, rateLimit: 5 } as const;

/** Anyone may call these and each call stores something or sends an email: throttled per route. */
export const publicWriteRoutes = () => routeEntries().filter(([, route]) => route.access === 'public' && route.method !== 'GET');

export interface ApiProps {
  readonly table: ITable;
  readonly userPool: IUserPool;
  readonly webClient: IUserPoolClient;
  readonly buckets: { readonly images: IBucket; readonly documents: IBucket; readonly heroes: IBucket };
  /** The job functions routes may invoke (`invoke:<job>` in the route table). */
  readonly jobs: Partial<Record<JobName, PortalFunction>>;
  /** Environment every function gets (table, user pool, bucket names, ...). */
  readonly environment: Record<string, string>;
  /** The SSM SecureString parameter with the property webhooks' signing secret (`webhookSecret:read`). */
  readonly webhookSecretParameterName?: string;
  /** The SSM SecureString parameter with the key of the signed unsubscribe links (`alertSecret:read`). */
  readonly alertSecretParameterName?: string;
  /** The SSM parameter with the site's origin, for the links a route makes (`appOrigin:read`: Stripe's way back). */
  readonly appOriginParameterName?: string;
  /** The SSM SecureString parameters with the Stripe API key and webhook signing secret (`stripeSecrets:read`). */
  readonly stripeParameterNames?: { readonly secretKey: string; readonly webhookSecret: string };
  /** The secret CloudFront sends in its origin header; every function group checks it first (functions/src/http/origin-check.ts). */
  readonly originSecret: ISecret;
  /** The API's own custom domain: its execute-api endpoint is then switched off, so only this name (CloudFront's origin) reaches it. */
  readonly customDomain?: { readonly domainName: string; readonly certificateArn: string };
}

/**
 * The HTTP API: one Lambda per function group of the route table (shared/src/contract/routes.ts), dispatching on
 * the routeKey to its routes' handlers, with IAM equal to the union of its routes' permissions; the
 * Cognito JWT authorizer on every route that is not public, no CORS (same origin through CloudFront), throttling (tighter on the
 * public routes that write) and access logs.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = new Map<FunctionGroup, PortalFunction>();
  private readonly customDomainName?: string;
  private readonly domainName?: DomainName;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Property investor portal API',
      createDefaultStage: false,
      // No CORS: the SPA calls the API under /api on the site's own CloudFront origin (see Web).
      // With a custom domain, CloudFront reaches the API there and nobody needs the execute-api hostname.
      disableExecuteApiEndpoint: props.customDomain !== undefined,
    });
    const domainName = props.customDomain
      ? new DomainName(this, 'DomainName', {
          domainName: props.customDomain.domainName,
          certificate: Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn),
          securityPolicy: SecurityPolicy.TLS_1_2,
        })
      : undefined;
    this.customDomainName = props.customDomain?.domainName;
    this.domainName = domainName;

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: stageThrottle,
      ...(domainName ? { domainMapping: { domainName } } : {}),
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: AccessLogFormat.jsonWithStandardFields() },
    });

    // Access tokens carry the app client id as client_id, ID tokens as aud: the authorizer accepts either.
    const jwtAuthorizer = new HttpJwtAuthorizer('CognitoJwt', `https://${props.userPool.userPoolProviderName}`, {
      authorizerName: 'cognito-jwt',
      jwtAudience: [props.webClient.userPoolClientId],
    });

    const targets = {
      table: props.table,
      userPool: props.userPool,
      buckets: props.buckets,
      jobs: props.jobs,
      webhookSecretParameterName: props.webhookSecretParameterName,
      alertSecretParameterName: props.alertSecretParameterName,
      stripeParameterNames: props.stripeParameterNames,
      appOriginParameterName: props.appOriginParameterName,
    };
    const routesByName = new Map<RouteName, IConstruct>();
    for (const [group, definition] of groupEntries()) {
      const routes = routesOfGroup(group);
      const id = group[0]!.toUpperCase() + group.slice(1);
      const fn = new PortalFunction(this, `${id}Function`, {
        entry: writeGroupEntry(group),
        routeSlice: writeRouteSlice(group),
        name: group,
        description: `${definition.description} (${definition.access}, ${routes.length} routes)`,
        environment: props.environment,
        ...(definition.timeoutSeconds ? { timeout: Duration.seconds(definition.timeoutSeconds) } : {}),
        ...(definition.memorySize ? { memorySize: definition.memorySize } : {}),
        ...('nativeModules' in definition ? { nativeModules: definition.nativeModules } : {}),
        ...('pdfFonts' in definition ? { pdfFonts: definition.pdfFonts } : {}),
      });
      this.functions.set(group, fn);
      grantPermissions(
        fn,
        routes.flatMap(([, route]) => route.permissions),
        targets,
      );
      this.grantOriginSecret(fn, props.originSecret);

      // One integration and one invoke permission (for this API) per function, whatever its number of routes.
      const integration = new HttpLambdaIntegration(`${id}Integration`, fn, { scopePermissionToRoute: false });
      for (const [name, route] of routes) {
        if (route.access !== definition.access) throw new Error(`Route ${name} is ${route.access} but its group ${group} is ${definition.access}`);
        const authorizer: IHttpRouteAuthorizer = route.access === 'public' ? new HttpNoneAuthorizer() : jwtAuthorizer;
        const [httpRoute] = this.httpApi.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration, authorizer });
        if (!httpRoute) throw new Error(`Route ${name} was not created`);
        routesByName.set(name, httpRoute);
        if (route.access === 'public') {
          Validations.of(httpRoute).acknowledge({
            id: 'AwsSolutions-APIG4',
            reason: `Route ${name} (${route.method} ${route.path}) is public by design in the route table (shared/src/contract/routes.ts): no authorizer, and its handler never sees a caller (authorize() answers none for public routes).`,
          });
        }
      }
    }
    for (const [name, route] of routeEntries()) {
      if (!routesByName.has(name)) throw new Error(`Route ${name} names the unknown function group ${route.group}`);
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

  /** Every function group reads the origin secret through SSM's Secrets Manager reference (origin-check.ts). */
  private grantOriginSecret(fn: PortalFunction, secret: ISecret) {
    const reference = `/aws/reference/secretsmanager/${secret.secretName}`;
    fn.addEnvironment('ORIGIN_SECRET_PARAMETER', reference);
    fn.addToRolePolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }));
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [
          Stack.of(this).formatArn({ service: 'ssm', resource: 'parameter', resourceName: reference.slice(1), arnFormat: ArnFormat.SLASH_RESOURCE_NAME }),
        ],
      }),
    );
  }

  /** The API's base URL (the $default stage), without a trailing slash: its custom domain when it has one. */
  get url(): string {
    return this.customDomainName ? `https://${this.customDomainName}` : this.httpApi.apiEndpoint;
  }

  /** Where the custom domain's DNS record must point (undefined without a custom domain). */
  get regionalDomainName(): string | undefined {
    return this.domainName?.regionalDomainName;
  }

  /** Sets an environment variable on every group function, e.g. APP_ORIGIN once the site's origin exists. */
  addEnvironment(key: string, value: string) {
    for (const fn of this.functions.values()) fn.addEnvironment(key, value);
  }
}
