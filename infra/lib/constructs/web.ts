import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, Fn, Stack, Validations } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  Signing,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, type ISource, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { WebConfig } from '@shared/contract/config';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/src/http/origin-header';
import { fromRoot } from '../paths';
import { contentSecurityPolicy, frameOrigins, securityHeaders } from '../security-headers';
import type { PortalSettings } from '../settings';
import { cdnPrefixes } from './storage';

export interface WebProps {
  /** The HTTP API's URL (its custom domain, or execute-api): the origin of /api/* and of the API-rendered pages. */
  readonly apiUrl: string;
  /** CloudFront sends its `current` value in ORIGIN_VERIFY_HEADER to the API, which refuses requests without it. */
  readonly originSecret: ISecret;
  /** The CLOUDFRONT-scope WAF web ACL (made in us-east-1 by the edge stack) guarding the distribution. */
  readonly webAclArn?: string;
  readonly userPool: IUserPool;
  readonly webClient: IUserPoolClient;
  readonly buckets: { readonly images: IBucket; readonly documents: IBucket; readonly heroes: IBucket };
  readonly logBucket: IBucket;
  readonly settings: PortalSettings;
  /** The built SPA (`npm run build:web`); a placeholder page is deployed when it is missing. */
  readonly distDir?: string;
}

/** Rewrites client-side routes (a last path segment without a file extension) to the SPA shell. */
const spaRewrite = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * Link previews: /public-property/{id} and /public-property-full/{id} go to the API's share route, which
 * answers the SPA's index.html with that property's Open Graph tags (crawlers run no JavaScript).
 */
const shareRewrite = `function handler(event) {
  var request = event.request;
  var match = request.uri.match(/^\\/(public-property|public-property-full)\\/([^\\/]+)\\/?$/);
  request.uri = match ? '/share/' + (match[1] === 'public-property-full' ? 'full' : 'peek') + '/' + match[2] : '/share/peek/-';
  return request;
}`;

/**
 * Area insight pages: /area-insights/{slug} goes to the API's page route, which answers the SPA's
 * index.html with that area's title, meta, canonical, Open Graph, JSON-LD and readable text.
 */
const areaPageRewrite = `function handler(event) {
  var request = event.request;
  var match = request.uri.match(/^\\/area-insights\\/([^\\/]+)\\/?$/);
  request.uri = match ? '/pages/area-insights/' + match[1] : '/pages/area-insights/-';
  return request;
}`;

/** /api/x reaches the API's /x (the HTTP API's $default stage has no path prefix). */
const apiPathRewrite = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.replace(/^\\/api(?=\\/|$)/, '') || '/';
  return request;
}`;

/** Where the SPA calls the API: a path on the site's own origin, so no CORS is needed anywhere. */
export const apiBasePath = '/api';

const placeholderPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body><h1>The web app was not built before this deployment</h1>
<p>Run <code>npm run build:web</code> and deploy again (<code>npx cdk deploy --all</code>).</p></body></html>`;

/**
 * The SPA on CloudFront: a private bucket behind origin access control, deep links served by
 * index.html, security headers, the public image prefixes of the content buckets, and config.json
 * written at deploy time with the deployed ids and URLs.
 */
export class Web extends Construct {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const region = Stack.of(this).region;

    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
    });
    Validations.of(this.siteBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'Holds only the built SPA, written by the deployment; every read goes through CloudFront, whose access logs are enabled.',
    });

    const originAccessControl = new S3OriginAccessControl(this, 'OriginAccessControl', { signing: Signing.SIGV4_ALWAYS });
    // The content buckets live in the stateful stack and already allow this account's distributions
    // to read their public prefix (see Storage), so these origins only attach the access control.
    const contentOrigin = (bucket: IBucket) => S3BucketOrigin.withBucketDefaults(bucket, { originAccessControlId: originAccessControl.originAccessControlId });

    const responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Portal security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: siteContentSecurityPolicy(props, region), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(securityHeaders.strictTransportSecurityMaxAgeSeconds),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: securityHeaders.permissionsPolicy, override: true }],
      },
    });

    const publicImages = (bucket: IBucket): BehaviorOptions => ({
      origin: contentOrigin(bucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
    });

    // The public property pages come from the API's share route (index.html plus that property's preview
    // tags), the area insight pages from its page route, and /sitemap.xml and /robots.txt from the API too.
    // Cached for a minute at most, keyed on the path only, so a burst of crawlers costs one call.
    // The secret header proves a request came through this distribution (and its WAF): a rotation is a new
    // `current` in the secret and a redeploy of this stack (docs/deploying.md, 'Rotating the origin secret').
    const apiOrigin = new HttpOrigin(Fn.select(2, Fn.split('/', props.apiUrl)), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret.secretValueFromJson('current').unsafeUnwrap() },
    });
    const apiPagesCache = new CachePolicy(this, 'SharePagesCache', {
      comment: 'Public pages rendered by the API (link previews, area pages, sitemap)',
      defaultTtl: Duration.minutes(1),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(5),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const apiPages = (rewrite?: CloudFrontFunction): BehaviorOptions => ({
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: apiPagesCache,
      responseHeadersPolicy,
      ...(rewrite ? { functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: rewrite }] } : {}),
    });
    const sharePages = apiPages(
      new CloudFrontFunction(this, 'ShareRewrite', {
        comment: 'Public property pages to the API share route',
        code: FunctionCode.fromInline(shareRewrite),
        runtime: FunctionRuntime.JS_2_0,
      }),
    );
    const areaPages = apiPages(
      new CloudFrontFunction(this, 'AreaPageRewrite', {
        comment: 'Area insight pages to the API page route',
        code: FunctionCode.fromInline(areaPageRewrite),
        runtime: FunctionRuntime.JS_2_0,
      }),
    );

    // The API itself, same origin: every method, never cached, every viewer header but Host forwarded
    // (the Authorization header included), /api stripped by a viewer-request function.
    const apiBehavior: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy,
      functionAssociations: [
        {
          eventType: FunctionEventType.VIEWER_REQUEST,
          function: new CloudFrontFunction(this, 'ApiPathRewrite', {
            comment: 'Strip /api before the HTTP API',
            code: FunctionCode.fromInline(apiPathRewrite),
            runtime: FunctionRuntime.JS_2_0,
          }),
        },
      ],
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Property investor portal',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket, { originAccessControl }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'SpaRewrite', {
              comment: 'Serve index.html for client-side routes',
              code: FunctionCode.fromInline(spaRewrite),
              runtime: FunctionRuntime.JS_2_0,
            }),
          },
        ],
      },
      additionalBehaviors: {
        [`${apiBasePath.slice(1)}/*`]: apiBehavior,
        [`${cdnPrefixes.images}/*`]: publicImages(props.buckets.images),
        [`${cdnPrefixes.heroes}/*`]: publicImages(props.buckets.heroes),
        'public-property/*': sharePages,
        'public-property-full/*': sharePages,
        'area-insights/*': areaPages,
        'sitemap.xml': apiPages(),
        'robots.txt': apiPages(),
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The portal serves UK investors but has no legal requirement to block other countries; access is controlled by sign-in.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate fixes the viewer TLS policy; with a custom domain and ACM certificate the distribution should set TLSv1.2_2021.',
      },
    );

    this.deploySite(props);
  }

  /** The site's https origin (the CloudFront domain). */
  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  private deploySite(props: WebProps) {
    const { settings } = props;
    const config = {
      region: Stack.of(this).region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.webClient.userPoolClientId,
      authFlow: 'USER_SRP_AUTH',
      apiUrl: apiBasePath,
      imageBaseUrl: this.url,
      heroImageBaseUrl: this.url,
      brand: settings.brand,
      agencyName: settings.agencyName,
      websiteUrl: settings.websiteUrl,
      chatInviteUrl: settings.chatInviteUrl,
      sellerFormUrl: settings.sellerFormUrl,
      ...(settings.reviewWidgetUrl ? { reviewWidgetUrl: settings.reviewWidgetUrl } : {}),
      dataController: { name: settings.dataControllerName, email: settings.dataControllerEmail },
      ...(settings.firm ? { firm: settings.firm } : {}),
    } satisfies WebConfig;

    const dist = props.distDir ?? fromRoot('web/dist');
    const built = existsSync(join(dist, 'index.html'));
    if (!built) {
      Annotations.of(this).addWarningV2(
        'portal:web-not-built',
        'web/dist/index.html not found: deploying a placeholder page. Run `npm run build:web` before `cdk deploy`.',
      );
    }

    // Hashed bundles never change under a name: cache them for a year and never prune them, so a
    // browser still holding the previous index.html can load its lazy chunks during a deployment.
    let assets: BucketDeployment | undefined;
    if (built && existsSync(join(dist, 'assets'))) {
      assets = new BucketDeployment(this, 'DeployAssets', {
        // Source maps stay out of the public site.
        sources: [Source.asset(join(dist, 'assets'), { exclude: ['*.map'] })],
        destinationBucket: this.siteBucket,
        destinationKeyPrefix: 'assets/',
        prune: false,
        cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
        memoryLimit: 512,
      });
    }

    const shell: ISource = built ? Source.asset(dist, { exclude: ['assets', '*.map', '.vite'] }) : Source.data('index.html', placeholderPage);
    const site = new BucketDeployment(this, 'DeploySite', {
      sources: [shell, Source.jsonData('config.json', config)],
      destinationBucket: this.siteBucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    if (assets) site.node.addDependency(assets);
    this.acknowledgeDeploymentHandler();
  }

  /** BucketDeployment's handler is a CDK-managed singleton Lambda at stack level: its findings are CDK's own. */
  private acknowledgeDeploymentHandler() {
    const stack = Stack.of(this);
    const siteBucketId = stack.resolve((this.siteBucket.node.defaultChild as CfnBucket).logicalId) as string;
    const handlers = stack.node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    const iam5 = (finding: string, reason: string) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason });
    const copyReason = 'CDK BucketDeployment copies the site from the CDK asset bucket into the site bucket and needs object-level access in both.';
    for (const handler of handlers) {
      Validations.of(handler).acknowledge(
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: 'CDK-managed BucketDeployment handler; the managed policy only grants writing its own logs.',
        },
        { id: 'AwsSolutions-L1', reason: 'The BucketDeployment handler runtime is chosen and updated by aws-cdk-lib, not by this project.' },
        iam5('Action::s3:GetBucket*', copyReason),
        iam5('Action::s3:GetObject*', copyReason),
        iam5('Action::s3:List*', copyReason),
        iam5('Action::s3:Abort*', copyReason),
        iam5('Action::s3:DeleteObject*', copyReason),
        iam5('Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*', copyReason),
        iam5(`Resource::<${siteBucketId}.Arn>/*`, copyReason),
        iam5('Resource::*', 'CloudFront CreateInvalidation/GetInvalidation do not support resource-level permissions.'),
      );
    }
  }
}

/** The API is same-origin (/api), so connect-src needs only Cognito and the S3 upload hosts besides 'self'. */
function siteContentSecurityPolicy(props: WebProps, region: string): string {
  const uploadHosts = Object.values(props.buckets).map((bucket) => `https://${bucket.bucketRegionalDomainName}`);
  const widget = props.settings.reviewWidgetUrl ? [new URL(props.settings.reviewWidgetUrl).origin] : [];
  return contentSecurityPolicy({
    connect: [`https://cognito-idp.${region}.amazonaws.com`, ...uploadHosts],
    frames: frameOrigins(props.settings),
    scripts: widget,
    upgradeInsecureRequests: true,
  });
}
