import { Arn, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AwsCustomResource, type AwsSdkCall, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { customResourceRole } from './custom-resource-role';

export interface DistributionIdParameterProps {
  /** The CloudFront distribution's id, to publish. */
  readonly distributionId: string;
  /** The SSM parameter to write it to. */
  readonly parameterName: string;
  /** Where that parameter lives (us-east-1, where CloudFront reports its metrics and the edge alarms live). */
  readonly region: string;
}

/**
 * Publishes the CloudFront distribution's id in an SSM parameter in us-east-1, for the edge monitoring stack's alarm
 * (CloudFront's metrics exist only there). The reverse of WebAclLookup, for the same reason: the stacks stay
 * env-agnostic, which rules out CDK's crossRegionReferences. One PutParameter on create and update (a replaced
 * distribution overwrites it), one DeleteParameter on delete; IAM on the one parameter only.
 */
export class DistributionIdParameter extends Construct {
  constructor(scope: Construct, id: string, props: DistributionIdParameterProps) {
    super(scope, id);
    const write: AwsSdkCall = {
      service: 'SSM',
      action: 'PutParameter',
      parameters: {
        Name: props.parameterName,
        Value: props.distributionId,
        Type: 'String',
        Overwrite: true,
        Description: "Id of the portal's CloudFront distribution, read by the edge monitoring stack (us-east-1)",
      },
      region: props.region,
      // Fixed: the parameter is overwritten in place, never replaced.
      physicalResourceId: PhysicalResourceId.of(props.parameterName),
    };
    new AwsCustomResource(this, 'Write', {
      onCreate: write,
      onUpdate: write,
      onDelete: {
        service: 'SSM',
        action: 'DeleteParameter',
        parameters: { Name: props.parameterName },
        region: props.region,
        ignoreErrorCodesMatching: 'ParameterNotFound',
      },
      role: customResourceRole(this, [
        new PolicyStatement({
          actions: ['ssm:PutParameter', 'ssm:DeleteParameter'],
          resources: [
            Arn.format({ service: 'ssm', region: props.region, resource: 'parameter', resourceName: props.parameterName.replace(/^\//, '') }, Stack.of(this)),
          ],
        }),
      ]),
      installLatestAwsSdk: false,
    });
  }
}
