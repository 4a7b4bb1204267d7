import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEntries } from '@shared/contract/jobs';
import { groupEntries } from '@shared/contract/routes';
import { businessMetrics } from '@shared/contract/metrics';
import { DEAD_LETTER_RETENTION } from '../../infra/lib/constructs/jobs';
import { installedVersion } from '../../infra/lib/constructs/portal-function';
import {
  ALERT_EMAIL_FAILURES,
  API_5XX_RATE_PERCENT,
  API_P99_LATENCY_MS,
  DEAD_LETTERS,
  DYNAMODB_SYSTEM_ERRORS,
  DYNAMODB_THROTTLES,
  EMAILED_FREQUENCIES,
  FUNCTION_ERRORS,
  FUNCTION_THROTTLES,
  LEAD_WEBHOOK_FAILURES,
  PROPERTY_WEBHOOK_FAILURES,
} from '../../infra/lib/constructs/monitoring';
import { DEFAULT_SERVICE_NAME } from '../../infra/lib/observability';
import { CLOUDFRONT_5XX_EVALUATION_PERIODS, CLOUDFRONT_5XX_RATE_PERCENT } from '../../infra/lib/stacks/edge-monitoring-stack';
import { edgeRegion, WAF_BLOCKED_REQUESTS_SPIKE } from '../../infra/lib/stacks/edge-stack';
import { type Resource, resourcesOf, synthPortal, synthTemplates, type SynthesizedPortal } from './app';
import { allPolicyStatementsOf, customResourceStatementsOf, functionsByName, isOperationStatement } from './functions';

// Tracing, environment, alarms and retention read the construct tree, not the bundled code.
let portal: SynthesizedPortal;
beforeAll(() => {
  portal = synthPortal({ bundle: false });
});
afterAll(() => portal?.cleanUp());

const functions = () => functionsByName(portal.templates.stateful, portal.templates.alerts, portal.templates.app);
const alarms = () => resourcesOf(portal.templates.monitoring, 'AWS::CloudWatch::Alarm');
const topicId = () => resourcesOf(portal.templates.monitoring, 'AWS::SNS::Topic')[0]![0];
const alarmsOn = (metricName: string) => alarms().filter(([, alarm]) => JSON.stringify(alarm.Properties).includes(`"${metricName}"`));

describe('every function', () => {
  it('is traced by X-Ray, runs with the Powertools layer and the environment the observability module reads', () => {
    // Every function group of the route table and every job of the job table, each found once: the checks below see them all.
    const expected = [...groupEntries().map(([group]) => group), ...jobEntries().map(([job]) => job)];
    expect([...functions().keys()].sort()).toEqual(expected.sort());
    for (const [name, { fn }] of functions()) {
      expect(fn.Properties.TracingConfig, name).toEqual({ Mode: 'Active' });
      expect(fn.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME, name).toBe(DEFAULT_SERVICE_NAME);
      expect(fn.Properties.Environment.Variables.POWERTOOLS_METRICS_NAMESPACE, name).toBe(DEFAULT_SERVICE_NAME);
      expect(JSON.stringify(fn.Properties.Layers), name).toMatch(/PowertoolsLayer|powertools/i);
    }
  });

  it('loads one Powertools version: the layer is published per version, so every package must be at the one it names', () => {
    const versions = ['logger', 'metrics', 'tracer', 'commons'].map((name) => installedVersion(`@aws-lambda-powertools/${name}`));
    expect(new Set(versions).size, versions.join()).toBe(1);
  });

  it("may send its traces (the X-Ray actions, which take no ARN, the only ones on *) and a queued job its failures to its stack's jobs' dead-letter queue", () => {
    for (const [name, { fn, template }] of functions()) {
      const statements = allPolicyStatementsOf(fn, template);
      const operation = statements.filter(isOperationStatement);
      const tracing = operation.filter((s) => JSON.stringify(s.Resource) === '"*"');
      expect(tracing.flatMap((s) => [s.Action].flat()).sort(), name).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
      for (const statement of statements.filter((s) => !isOperationStatement(s))) expect(JSON.stringify(statement.Resource), name).not.toBe('"*"');
      const queued = jobEntries().some(([job, def]) => job === name && def.invokedBy !== 'cognito');
      const deadLetters = operation.filter((s) => JSON.stringify(s.Resource) !== '"*"');
      expect(deadLetters, name).toHaveLength(queued ? 1 : 0);
      if (queued) expect(JSON.stringify(deadLetters[0]!.Resource), name).toMatch(/(Jobs|Alerts)DeadLetters/);
    }
  });

  it('has an alarm on its errors and one on its throttles, to the alarm topic', () => {
    for (const [name, { logicalId }] of functions()) {
      for (const [metricName, threshold] of [
        ['Errors', FUNCTION_ERRORS],
        ['Throttles', FUNCTION_THROTTLES],
      ] as const) {
        const found = alarmsOn(metricName).filter(([, alarm]) => JSON.stringify(alarm.Properties.Dimensions).includes(logicalId));
        expect(found, `${name} ${metricName}`).toHaveLength(1);
        const alarm = found[0]![1].Properties;
        expect(alarm.Namespace).toBe('AWS/Lambda');
        expect(alarm.Threshold).toBe(threshold);
        expect(alarm.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
        expect(alarm.AlarmActions).toEqual([{ Ref: topicId() }]);
      }
    }
  });
});

describe('alarms', () => {
  const single = (match: (alarm: Resource) => boolean, what: string) => {
    const found = alarms().filter(([, alarm]) => match(alarm));
    expect(found, what).toHaveLength(1);
    return found[0]![1].Properties;
  };

  it('go to one SNS topic, each with a threshold', () => {
    expect(resourcesOf(portal.templates.monitoring, 'AWS::SNS::Topic')).toHaveLength(1);
    expect(alarms().length).toBeGreaterThanOrEqual(functions().size * 2 + 7);
    for (const [id, alarm] of alarms()) {
      expect(alarm.Properties.AlarmActions, id).toEqual([{ Ref: topicId() }]);
      expect(typeof alarm.Properties.Threshold, id).toBe('number');
    }
  });

  it('watch the API 5xx rate and p99 latency', () => {
    const rate = single((a) => JSON.stringify(a.Properties.Metrics ?? []).includes('"5xx"'), 'API 5xx rate');
    expect(rate.Threshold).toBe(API_5XX_RATE_PERCENT);
    expect(JSON.stringify(rate.Metrics)).toContain('100 * errors');
    const latency = single((a) => a.Properties.MetricName === 'Latency', 'API latency');
    expect(latency.ExtendedStatistic).toBe('p99');
    expect(latency.Threshold).toBe(API_P99_LATENCY_MS);
  });

  it('watch DynamoDB throttled requests and system errors', () => {
    const throttles = single((a) => JSON.stringify(a.Properties.Metrics ?? []).includes('"ThrottledRequests"'), 'throttles');
    expect(throttles.Threshold).toBe(DYNAMODB_THROTTLES);
    const errors = single((a) => JSON.stringify(a.Properties.Metrics ?? []).includes('"SystemErrors"'), 'system errors');
    expect(errors.Threshold).toBe(DYNAMODB_SYSTEM_ERRORS);
  });

  it('watch the lead and property webhook failure metrics the functions emit', () => {
    for (const [kind, threshold] of [
      ['lead', LEAD_WEBHOOK_FAILURES],
      ['property', PROPERTY_WEBHOOK_FAILURES],
    ] as const) {
      const alarm = single(
        (a) => a.Properties.MetricName === businessMetrics.webhooksFailed.name && JSON.stringify(a.Properties.Dimensions).includes(`"${kind}"`),
        kind,
      );
      expect(alarm.Namespace).toBe(DEFAULT_SERVICE_NAME);
      expect(alarm.Dimensions).toEqual(
        expect.arrayContaining([
          { Name: 'service', Value: DEFAULT_SERVICE_NAME },
          { Name: 'kind', Value: kind },
        ]),
      );
      expect(alarm.Threshold).toBe(threshold);
    }
  });

  it('watch the alert emails SES refused, Instant and Daily, as the alerts jobs emit them', () => {
    expect([...EMAILED_FREQUENCIES].sort()).toEqual(['daily', 'instant']);
    for (const frequency of EMAILED_FREQUENCIES) {
      const alarm = single(
        (a) => a.Properties.MetricName === businessMetrics.alertEmailsFailed.name && JSON.stringify(a.Properties.Dimensions).includes(`"${frequency}"`),
        frequency,
      );
      expect(alarm.Namespace).toBe(DEFAULT_SERVICE_NAME);
      // Exactly the dimensions the jobs' metric carries: an alarm on any other set would never see a datapoint.
      expect(alarm.Dimensions).toHaveLength(2);
      expect(alarm.Dimensions).toEqual(
        expect.arrayContaining([
          { Name: 'service', Value: DEFAULT_SERVICE_NAME },
          { Name: 'frequency', Value: frequency },
        ]),
      );
      expect(alarm.Statistic).toBe('Sum');
      expect(alarm.Threshold).toBe(ALERT_EMAIL_FAILURES);
      expect(alarm.ComparisonOperator).toBe('GreaterThanOrEqualToThreshold');
      expect(alarm.AlarmActions).toEqual([{ Ref: topicId() }]);
    }
  });

  it('watch each stack’s jobs’ dead-letter queue (the app stack’s, one for its queued jobs, and the alerts stack’s)', () => {
    const depth = alarmsOn('ApproximateNumberOfMessagesVisible');
    expect(jobEntries().filter(([, job]) => job.invokedBy !== 'cognito').length).toBeGreaterThan(0);
    expect(depth.map(([, alarm]) => JSON.stringify(alarm.Properties.Dimensions).match(/(Jobs|Alerts)DeadLetters/)?.[1]).sort()).toEqual(['Alerts', 'Jobs']);
    for (const [, alarm] of depth) expect(alarm.Properties.Threshold).toBe(DEAD_LETTERS);
  });

  it('watch WAF blocked-request spikes in the edge stack (us-east-1), to its own topic', () => {
    const edgeAlarms = resourcesOf(portal.templates.edge, 'AWS::CloudWatch::Alarm');
    expect(edgeAlarms).toHaveLength(1);
    const alarm = edgeAlarms[0]![1].Properties;
    expect(alarm.MetricName).toBe('BlockedRequests');
    expect(alarm.Threshold).toBe(WAF_BLOCKED_REQUESTS_SPIKE);
    expect(alarm.AlarmActions).toEqual([{ Ref: resourcesOf(portal.templates.edge, 'AWS::SNS::Topic')[0]![0] }]);
  });

  it('watch the CloudFront 5xx rate in the edge monitoring stack (us-east-1), from the id the app stack publishes there, to the edge topic', () => {
    expect(portal.stacks.edgeMonitoring.region).toBe(edgeRegion);
    expect(portal.stacks.edgeMonitoring.dependencies).toContain(portal.stacks.app);
    const found = resourcesOf(portal.templates.edgeMonitoring, 'AWS::CloudWatch::Alarm');
    expect(found).toHaveLength(1);
    const alarm = found[0]![1].Properties;
    expect(alarm).toMatchObject({
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Statistic: 'Average',
      Period: 300,
      Threshold: CLOUDFRONT_5XX_RATE_PERCENT,
      EvaluationPeriods: CLOUDFRONT_5XX_EVALUATION_PERIODS,
      DatapointsToAlarm: CLOUDFRONT_5XX_EVALUATION_PERIODS,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    // The distribution id is the SSM parameter the app stack writes, resolved by CloudFormation in us-east-1.
    const parameters = portal.templates.edgeMonitoring.toJSON().Parameters as Record<string, { Type: string; Default: string }>;
    const idParameter = Object.entries(parameters).find(([, p]) => p.Default === portal.distributionIdParameterName);
    expect(idParameter?.[1].Type).toBe('AWS::SSM::Parameter::Value<String>');
    expect(alarm.Dimensions).toEqual([
      { Name: 'DistributionId', Value: { Ref: idParameter![0] } },
      { Name: 'Region', Value: 'Global' },
    ]);
    // The edge stack's topic (same region): its output, read by this stack.
    const topicId = resourcesOf(portal.templates.edge, 'AWS::SNS::Topic')[0]![0];
    const outputs = portal.templates.edge.toJSON().Outputs as Record<string, { Value: unknown }>;
    const topicOutputs = Object.entries(outputs).filter(([, output]) => JSON.stringify(output.Value) === JSON.stringify({ Ref: topicId }));
    expect(topicOutputs).toHaveLength(1);
    expect(alarm.AlarmActions).toHaveLength(1);
    expect(JSON.stringify(alarm.AlarmActions[0])).toContain(topicOutputs[0]![0]);
    expect(JSON.stringify(alarm.AlarmActions[0])).toContain('PortalEdge"');
  });

  it('get the distribution id from one SSM write in us-east-1 by the app stack, allowed on that parameter only', () => {
    const writes = resourcesOf(portal.templates.app, 'Custom::AWS').filter(([, r]) => JSON.stringify(r.Properties.Create ?? '').includes('PutParameter'));
    expect(writes).toHaveLength(1);
    const [writeId, write] = writes[0]!;
    const name = portal.distributionIdParameterName;
    for (const call of [write.Properties.Create, write.Properties.Update]) {
      const text = JSON.stringify(call);
      expect(text).toContain('PutParameter');
      expect(text).toContain(name);
      expect(text).toMatch(new RegExp(`region\\\\+":\\\\+"${edgeRegion}\\\\+"`));
      const distributionId = resourcesOf(portal.templates.app, 'AWS::CloudFront::Distribution')[0]![0];
      expect(text).toContain(JSON.stringify({ Ref: distributionId }));
    }
    expect(JSON.stringify(write.Properties.Delete)).toContain('DeleteParameter');
    const statements = customResourceStatementsOf(portal.templates.app).filter((s) => [s.Action].flat().some((a) => /^ssm:(Put|Delete)/.test(a)));
    expect(statements, writeId).toHaveLength(1);
    expect([statements[0]!.Action].flat().sort()).toEqual(['ssm:DeleteParameter', 'ssm:PutParameter']);
    expect(statements[0]!.Resource).toEqual({
      'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:ssm:${edgeRegion}:`, { Ref: 'AWS::AccountId' }, `:parameter${name}`]],
    });
  });

  it('subscribe -c alarmEmail to both topics, and nobody without it', () => {
    expect(resourcesOf(portal.templates.monitoring, 'AWS::SNS::Subscription')).toHaveLength(0);
    const templates = synthTemplates({ alarmEmail: 'ops@example.com' });
    for (const template of [templates.monitoring, templates.edge]) {
      Template.fromJSON(template.toJSON()).hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    }
  });

  it('are drawn on one dashboard', () => {
    expect(resourcesOf(portal.templates.monitoring, 'AWS::CloudWatch::Dashboard')).toHaveLength(1);
  });
});

describe('queued jobs', () => {
  it('retry as the job table says and keep what still fails in a dead-letter queue for 14 days', () => {
    const queued = jobEntries().filter(([, job]) => job.invokedBy !== 'cognito');
    const jobTemplates = [portal.templates.app, portal.templates.alerts];
    expect(jobTemplates.flatMap((template) => resourcesOf(template, 'AWS::Lambda::EventInvokeConfig'))).toHaveLength(queued.length);
    for (const [name, job] of queued) {
      const { logicalId, template } = functions().get(name)!;
      // The job's invoke config and dead-letter queue are in its own stack.
      const queues = Object.fromEntries(resourcesOf(template, 'AWS::SQS::Queue'));
      const configs = resourcesOf(template, 'AWS::Lambda::EventInvokeConfig');
      const config = configs.find(([, c]) => JSON.stringify(c.Properties.FunctionName).includes(logicalId));
      expect(config, name).toBeDefined();
      expect(config![1].Properties.MaximumRetryAttempts, name).toBe('retryAttempts' in job ? job.retryAttempts : undefined);
      const destination = JSON.stringify(config![1].Properties.DestinationConfig.OnFailure.Destination);
      const queueId = Object.keys(queues).find((id) => destination.includes(id));
      expect(queueId, name).toBeDefined();
      expect(queues[queueId!]!.Properties.MessageRetentionPeriod).toBe(DEAD_LETTER_RETENTION.toSeconds());
    }
  });
});

describe('data safety', () => {
  it('retains every stateful resource and keeps 90 days of noncurrent versions in the content buckets', () => {
    const stateful = portal.templates.stateful;
    const kept = ['AWS::DynamoDB::Table', 'AWS::S3::Bucket', 'AWS::Cognito::UserPool'].flatMap((type) => resourcesOf(stateful, type));
    expect(kept.length).toBeGreaterThanOrEqual(6);
    for (const [id, resource] of kept) expect(resource.DeletionPolicy, id).toBe('Retain');
    for (const id of ['PortalPropertyImagesBucket', 'PortalPropertyDocumentsBucket', 'PortalAreaHeroesBucket']) {
      const bucket = Object.fromEntries(resourcesOf(stateful, 'AWS::S3::Bucket'))[id]!;
      expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      const rules = bucket.Properties.LifecycleConfiguration.Rules as { NoncurrentVersionExpiration?: { NoncurrentDays: number }; Prefix?: string }[];
      expect(rules.find((rule) => !rule.Prefix)?.NoncurrentVersionExpiration, id).toEqual({ NoncurrentDays: 90 });
    }
    const table = resourcesOf(stateful, 'AWS::DynamoDB::Table')[0]![1];
    expect(table.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.Properties.DeletionProtectionEnabled).toBe(true);
  });
});
