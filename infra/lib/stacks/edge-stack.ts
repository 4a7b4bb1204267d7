import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
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

/** The web ACL's CloudWatch metric name: its WebACL dimension (the app stack's dashboard reads it too). */
export const WEB_ACL_METRIC_NAME = 'portal-web-acl';
/**
 * Over 500 blocked requests in 5 minutes: the per-IP limits alone block an abuser past 300 or 2,000 requests, so this
 * many is a sustained attack from many addresses, or a rule starting to block real members; either wants a look.
 */
export const WAF_BLOCKED_REQUESTS_SPIKE = 500;

export interface EdgeStackProps extends StackProps {
  /** SSM parameter (in us-east-1) holding the web ACL's ARN, read by the app stack for its distribution. */
  readonly webAclArnParameterName: string;
  /** `-c alarmEmail=...`: subscribed to this stack's alarm topic (an alarm can only notify a topic of its own region). */
  readonly alarmEmail?: string;
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
  readonly alarmTopic: Topic;

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
      visibilityConfig: visibility(WEB_ACL_METRIC_NAME),
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

    // WAF for CloudFront reports in us-east-1, so its alarm lives here, with a topic of its own.
    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: 'Property portal edge alarms', enforceSSL: true });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    const blocked = new Metric({
      namespace: 'AWS/WAFV2',
      metricName: 'BlockedRequests',
      dimensionsMap: { WebACL: WEB_ACL_METRIC_NAME, Rule: 'ALL' },
      statistic: 'Sum',
      period: Duration.minutes(5),
    });
    new Alarm(this, 'WafBlockedSpike', {
      metric: blocked,
      threshold: WAF_BLOCKED_REQUESTS_SPIKE,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: 'WAF is blocking an unusual number of requests',
    }).addAlarmAction(new SnsAction(this.alarmTopic));
  }
}
