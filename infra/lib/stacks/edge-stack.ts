import { Stack, type StackProps } from 'aws-cdk-lib';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { routeEntries } from '@shared/contract/routes';

/** CloudFront web ACLs (scope CLOUDFRONT) can only be created in us-east-1, whatever the portal's region. */
export const edgeRegion = 'us-east-1';

/** Requests per IP in any 5 minutes, all traffic (members included). */
export const ipRateLimit = 2000;
/** Requests per IP in any 5 minutes of anonymous calls to the public API routes, counted apart from the above. */
export const anonymousPublicRateLimit = 300;
/**
 * Where the public API routes anyone may call live (shared/src/contract/routes.ts, access 'public'), as the viewer asks
 * for them under /api: /api/public, /api/interest-registrations, /api/account-activation, /api/area-insights...
 */
export const publicApiPrefixes = [
  ...new Set(
    routeEntries()
      .filter(([, route]) => route.access === 'public')
      .map(([, route]) => `/api/${route.path.split('/')[1]}`),
  ),
];

export interface EdgeStackProps extends StackProps {
  /** SSM parameter (in us-east-1) holding the web ACL's ARN, read by the app stack for its distribution. */
  readonly webAclArnParameterName: string;
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * The WAF web ACL on the CloudFront distribution, in us-east-1: AWS's common and known-bad-inputs rule sets,
 * a rate limit per IP, and a lower one for anonymous calls to the public routes (no Authorization header),
 * so anonymous traffic is blocked well before it can use up the budget members share with it.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: edgeRegion } });

    const anonymous: CfnWebACL.StatementProperty = {
      notStatement: {
        statement: {
          // A missing header never matches, so NOT(size > 0) holds exactly when there is no Authorization header.
          sizeConstraintStatement: {
            fieldToMatch: { singleHeader: { Name: 'authorization' } },
            comparisonOperator: 'GT',
            size: 0,
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
      },
    };
    const publicRoute: CfnWebACL.StatementProperty = {
      orStatement: {
        statements: publicApiPrefixes.map((prefix) => ({
          byteMatchStatement: {
            fieldToMatch: { uriPath: {} },
            positionalConstraint: 'STARTS_WITH',
            searchString: prefix,
            textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
          },
        })),
      },
    };
    const managed = (name: string, priority: number, excluded: string[] = []): CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(excluded.length ? { ruleActionOverrides: excluded.map((rule) => ({ name: rule, actionToUse: { count: {} } })) } : {}),
        },
      },
      visibilityConfig: visibility(name),
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      description: 'Property investor portal: CloudFront distribution, site and /api',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('portal-web-acl'),
      rules: [
        {
          name: 'AnonymousPublicRoutesPerIp',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: anonymousPublicRateLimit,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement: { andStatement: { statements: [publicRoute, anonymous] } },
            },
          },
          visibilityConfig: visibility('anonymous-public-routes-per-ip'),
        },
        {
          name: 'RequestsPerIp',
          priority: 1,
          action: { block: {} },
          statement: { rateBasedStatement: { limit: ipRateLimit, evaluationWindowSec: 300, aggregateKeyType: 'IP' } },
          visibilityConfig: visibility('requests-per-ip'),
        },
        // Property descriptions, insights and resources are long JSON bodies: the 8 KB body-size rule only counts.
        managed('AWSManagedRulesCommonRuleSet', 2, ['SizeRestrictions_BODY']),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 3),
      ],
    });

    new StringParameter(this, 'WebAclArn', {
      parameterName: props.webAclArnParameterName,
      stringValue: this.webAcl.attrArn,
      description: "ARN of the portal's CloudFront web ACL, read by the app stack (in the portal's region)",
    });
  }
}
