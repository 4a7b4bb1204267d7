import { Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { ALARM_PERIOD } from '../constructs/monitoring';
import { edgeRegion } from './edge-stack';

/**
 * Over 5% of CloudFront's answers being 5xx (its `5xxErrorRate`, a percentage) in 3 of 3 5-minute periods: the site
 * itself is static files from S3, so a 5xx there is the API behind /api failing, or the origin unreachable; a lone
 * failed call on a quiet portal is a blip of a period, 15 minutes of it is an outage the API alarm may not see (a
 * CloudFront-to-origin failure never reaches the API's own metrics).
 */
export const CLOUDFRONT_5XX_RATE_PERCENT = 5;
export const CLOUDFRONT_5XX_EVALUATION_PERIODS = 3;

export interface EdgeMonitoringStackProps extends StackProps {
  /** SSM parameter (in us-east-1) the app stack writes the distribution's id to. */
  readonly distributionIdParameterName: string;
  /** The edge stack's alarm topic (us-east-1, subscribed to `-c alarmEmail`): an alarm can only notify a topic of its own region. */
  readonly alarmTopic: ITopic;
}

/**
 * The CloudFront 5xx-rate alarm, in us-east-1 (CloudFront reports its metrics only there) and after the app stack,
 * which creates the distribution and publishes its id: the edge stack, which has the us-east-1 alarm topic, deploys
 * before the distribution exists.
 */
export class EdgeMonitoringStack extends Stack {
  readonly alarm: Alarm;

  constructor(scope: Construct, id: string, props: EdgeMonitoringStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: edgeRegion } });
    // Resolved by CloudFormation at each deploy, so a replaced distribution is picked up on the next `cdk deploy --all`.
    const distributionId = StringParameter.valueForStringParameter(this, props.distributionIdParameterName);
    this.alarm = new Alarm(this, 'CloudFront5xxRate', {
      metric: new Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
        statistic: 'Average',
        period: ALARM_PERIOD,
      }),
      threshold: CLOUDFRONT_5XX_RATE_PERCENT,
      evaluationPeriods: CLOUDFRONT_5XX_EVALUATION_PERIODS,
      datapointsToAlarm: CLOUDFRONT_5XX_EVALUATION_PERIODS,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No data means no traffic: not a reason to page.
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: 'Over 5% of CloudFront answers are 5xx, 15 minutes running',
    });
    this.alarm.addAlarmAction(new SnsAction(props.alarmTopic));
  }
}
