import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  type AlarmProps,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Operation, ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { businessMetrics, type BusinessMetric, type MetricDimensions, uploadRefusalReasons, webhookKinds } from '@shared/contract/metrics';
import { digestFrequencies } from '@shared/domain/alert';

/** Every alarm looks at 5-minute periods: long enough for a quiet portal to have traffic in it, short enough to page soon. */
export const ALARM_PERIOD = Duration.minutes(5);

/**
 * Over 5% of API answers being 5xx, in two 5-minute periods in a row: a quiet portal (about 14 calls a minute) sees one
 * failed call in a period as 1-2%, which is a blip; 5% twice running is a pattern someone should look at.
 */
export const API_5XX_RATE_PERCENT = 5;
/** A p99 over 3 s: the reads answer in well under half a second, and API Gateway gives up at 29 s; 3 s means people waiting. */
export const API_P99_LATENCY_MS = 3_000;
/** Any error or throttle of a function: the chain answers known failures itself, so a Lambda error is a crash or a timeout. */
export const FUNCTION_ERRORS = 1;
export const FUNCTION_THROTTLES = 1;
/** On-demand DynamoDB throttling or a system error even once: the table should absorb this portal's traffic without either. */
export const DYNAMODB_THROTTLES = 1;
export const DYNAMODB_SYSTEM_ERRORS = 1;
/** One lead not delivered is a lost sale until someone resends it (it is kept on the registration, resendable). */
export const LEAD_WEBHOOK_FAILURES = 1;
/** A property alert not delivered: the admin saw it fail, but a run of them means the receiver is down. */
export const PROPERTY_WEBHOOK_FAILURES = 3;
/**
 * Alert emails SES refused or could not be reached for, in one run of either frequency: a failed email stays queued for
 * the next run, so one is a blip; three in five minutes means SES is refusing or unreachable (identity, quota or an outage).
 */
export const ALERT_EMAIL_FAILURES = 3;
/** The frequencies that send email (an investor on 'off' gets none): the frequency dimension of the alert email metrics. */
export const EMAILED_FREQUENCIES = digestFrequencies.filter((frequency) => frequency !== 'off');
/** Any message in a dead-letter queue is a job that failed for good and waits for a person (docs/operating.md: the DLQ runbook). */
export const DEAD_LETTERS = 1;

/** The DynamoDB operations the functions send: the ones the table's throttle and system-error alarms sum (at most 10 metrics an alarm). */
const TABLE_OPERATIONS = [
  'GetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'Query',
  'BatchGetItem',
  'BatchWriteItem',
  'TransactGetItems',
  'TransactWriteItems',
];

export interface MonitoringProps {
  /** The functions' service name and metrics namespace (infra/lib/observability.ts). */
  readonly serviceName: string;
  readonly httpApi: HttpApi;
  /** Every function, by its name (function group or job). */
  readonly functions: ReadonlyMap<string, IFunction>;
  readonly table: ITable;
  /** The queued jobs' dead-letter queues by the stack's name for them (one per stack: each record names its function). */
  readonly deadLetters: Readonly<Record<string, IQueue>>;
  /** `-c alarmEmail=...`: subscribed to the alarm topic when given. */
  readonly alarmEmail?: string;
  /** Edge metrics shown on the dashboard (CloudFront and WAF report in us-east-1; their alarms live in the us-east-1 edge and edge monitoring stacks). */
  readonly edge?: { readonly distributionId: string; readonly webAclName: string };
}

/**
 * The alarms ops act on, all to one SNS topic, and one dashboard with the same signals: the API (5xx rate, p99 latency),
 * each function's errors and throttles, the table's throttling and system errors, the lead and property webhook
 * failures and the alert email failures (business metrics, shared/src/contract/metrics.ts) and the jobs' dead-letter queues.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;
  private readonly action: SnsAction;

  constructor(
    scope: Construct,
    id: string,
    private readonly props: MonitoringProps,
  ) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'Property portal alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    this.action = new SnsAction(this.topic);

    const api = props.httpApi;
    const requests = api.metricCount({ period: ALARM_PERIOD });
    const serverErrors = api.metricServerError({ period: ALARM_PERIOD });
    const errorRate = new MathExpression({
      expression: '100 * errors / MAX([requests, 1])',
      usingMetrics: { errors: serverErrors, requests },
      label: 'API 5xx rate (%)',
      period: ALARM_PERIOD,
    });
    const latency = api.metricLatency({ period: ALARM_PERIOD, statistic: 'p99' });
    this.alarm('Api5xxRate', errorRate, { threshold: API_5XX_RATE_PERCENT, evaluationPeriods: 2, alarmDescription: 'Over 5% of API answers are 5xx' });
    this.alarm('ApiP99Latency', latency, { threshold: API_P99_LATENCY_MS, evaluationPeriods: 2, alarmDescription: 'API p99 latency over 3 s' });

    for (const [name, fn] of props.functions) {
      const title = name[0]!.toUpperCase() + name.slice(1);
      this.alarm(`${title}Errors`, fn.metricErrors({ period: ALARM_PERIOD }), { threshold: FUNCTION_ERRORS, alarmDescription: `The ${name} function failed` });
      this.alarm(`${title}Throttles`, fn.metricThrottles({ period: ALARM_PERIOD }), {
        threshold: FUNCTION_THROTTLES,
        alarmDescription: `The ${name} function was throttled`,
      });
    }

    const operations = TABLE_OPERATIONS as Operation[];
    const tableThrottles = props.table.metricThrottledRequestsForOperations({ operations, period: ALARM_PERIOD });
    const tableErrors = props.table.metricSystemErrorsForOperations({ operations, period: ALARM_PERIOD });
    this.alarm('TableThrottles', tableThrottles, { threshold: DYNAMODB_THROTTLES, alarmDescription: 'DynamoDB throttled requests' });
    this.alarm('TableSystemErrors', tableErrors, { threshold: DYNAMODB_SYSTEM_ERRORS, alarmDescription: 'DynamoDB system errors' });

    const leadFailures = this.business('webhooksFailed', { kind: 'lead' });
    const propertyFailures = this.business('webhooksFailed', { kind: 'property' });
    this.alarm('LeadWebhookFailures', leadFailures, { threshold: LEAD_WEBHOOK_FAILURES, alarmDescription: 'A lead was not delivered to the lead webhook' });
    this.alarm('PropertyWebhookFailures', propertyFailures, {
      threshold: PROPERTY_WEBHOOK_FAILURES,
      alarmDescription: 'Property alerts are failing at the webhook',
    });
    for (const frequency of EMAILED_FREQUENCIES) {
      const title = frequency[0]!.toUpperCase() + frequency.slice(1);
      this.alarm(`${title}AlertEmailFailures`, this.business('alertEmailsFailed', { frequency }), {
        threshold: ALERT_EMAIL_FAILURES,
        alarmDescription: `${title} alert emails are failing at SES (they stay queued for the next run)`,
      });
    }

    for (const [name, queue] of Object.entries(props.deadLetters)) {
      const id = name[0]!.toUpperCase() + name.slice(1);
      this.alarm(`${id}DeadLetters`, queue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Maximum' }), {
        threshold: DEAD_LETTERS,
        alarmDescription: `A queued job failed for good: its event waits in the ${name} dead-letter queue (its requestContext names the job)`,
      });
    }

    this.dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.days(1) });
    const graph = (title: string, left: IMetric[], width = 8) => new GraphWidget({ title, left, width, height: 6 });
    const byFunction = (pick: (fn: IFunction) => IMetric) => [...props.functions].map(([name, fn]) => withLabel(pick(fn), name));
    const sum = (expression: string, label: string) => new MathExpression({ expression, label, period: ALARM_PERIOD, usingMetrics: {} });
    const search = (metric: BusinessMetric, dimensions: string) =>
      sum(`SEARCH('{${props.serviceName},service,${dimensions}} MetricName="${businessMetrics[metric].name}"', 'Sum', 300)`, businessMetrics[metric].name);
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: `# ${props.serviceName}\nAlarms go to the SNS topic \`${this.topic.node.path}\`. Logs: CloudWatch Logs Insights on the function log groups, \`filter correlation_id = "<API Gateway request id>"\`.`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph('API requests and 5xx', [withLabel(requests, 'requests'), withLabel(serverErrors, '5xx')]),
      graph('API 5xx rate (%)', [errorRate]),
      graph('API latency p99 (ms)', [latency]),
    );
    this.dashboard.addWidgets(
      graph('Requests by route and status class', [search('requests', 'route,statusClass')], 12),
      graph('409 conflicts and 503 outages by route', [search('conflicts', 'route'), search('outages', 'route')], 12),
    );
    this.dashboard.addWidgets(
      graph(
        'Function errors',
        byFunction((fn) => fn.metricErrors({ period: ALARM_PERIOD })),
        12,
      ),
      graph(
        'Function throttles',
        byFunction((fn) => fn.metricThrottles({ period: ALARM_PERIOD })),
        12,
      ),
    );
    // Two graphs: both sums name their per-operation metrics alike, and one graph cannot hold the same id twice.
    this.dashboard.addWidgets(graph('DynamoDB throttled requests', [tableThrottles], 12), graph('DynamoDB system errors', [tableErrors], 12));
    this.dashboard.addWidgets(
      graph('Webhooks sent and failed', [
        ...webhookKinds.map((kind) => withLabel(this.business('webhooksSent', { kind }), `${kind} sent`)),
        ...webhookKinds.map((kind) => withLabel(this.business('webhooksFailed', { kind }), `${kind} failed`)),
      ]),
      graph(
        'Uploads refused by reason',
        uploadRefusalReasons.map((reason) => withLabel(this.business('uploadsRefused', { reason }), reason)),
      ),
      graph('Invitations sent and sign-ins', [this.business('invitationsSent', {}), this.business('signIns', {})]),
    );
    this.dashboard.addWidgets(
      graph(
        'Dead-letter queues (messages)',
        Object.entries(props.deadLetters).map(([name, queue]) => withLabel(queue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD }), name)),
        12,
      ),
      ...(props.edge ? [graph('CloudFront 5xx rate (%) and WAF blocked requests (us-east-1)', edgeMetrics(props.edge), 12)] : []),
    );
  }

  /** A business metric of shared/src/contract/metrics.ts as the functions emit it: the service dimension and the metric's own. */
  business<M extends BusinessMetric>(metric: M, dimensions: MetricDimensions<M>): Metric {
    return new Metric({
      namespace: this.props.serviceName,
      metricName: businessMetrics[metric].name,
      dimensionsMap: { service: this.props.serviceName, ...dimensions },
      statistic: 'Sum',
      period: ALARM_PERIOD,
    });
  }

  private alarm(id: string, metric: IMetric, props: Pick<AlarmProps, 'threshold' | 'alarmDescription'> & { evaluationPeriods?: number }) {
    const alarm = new Alarm(this, id, {
      metric,
      evaluationPeriods: props.evaluationPeriods ?? 1,
      threshold: props.threshold,
      alarmDescription: props.alarmDescription,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No data means no traffic (or nothing failed): not a reason to page.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    this.alarms.push(alarm);
    return alarm;
  }
}

const withLabel = (metric: IMetric, label: string): IMetric => (metric instanceof Metric || metric instanceof MathExpression ? metric.with({ label }) : metric);

/** CloudFront and WAF (for CloudFront) report their metrics in us-east-1, whatever the stack's region. */
const edgeMetrics = (edge: { distributionId: string; webAclName: string }): IMetric[] => [
  new Metric({
    namespace: 'AWS/CloudFront',
    metricName: '5xxErrorRate',
    dimensionsMap: { DistributionId: edge.distributionId, Region: 'Global' },
    region: 'us-east-1',
    statistic: 'Average',
    period: ALARM_PERIOD,
    label: 'CloudFront 5xx rate (%)',
  }),
  new Metric({
    namespace: 'AWS/WAFV2',
    metricName: 'BlockedRequests',
    dimensionsMap: { WebACL: edge.webAclName, Rule: 'ALL' },
    region: 'us-east-1',
    statistic: 'Sum',
    period: ALARM_PERIOD,
    label: 'WAF blocked requests',
  }),
];
