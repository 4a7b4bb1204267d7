import { Arn, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AwsCustomResource, type AwsSdkCall, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { customResourceRole } from './custom-resource-role';

export interface WebAclLookupProps {
  /** The SSM parameter the edge stack wrote the web ACL's ARN to. */
  readonly parameterName: string;
  /** Where that parameter lives (us-east-1). */
  readonly region: string;
}

/**
 * Reads the CloudFront web ACL's ARN from the edge stack's SSM parameter in us-east-1. The stacks stay
 * env-agnostic (so `cdk synth` works offline), which rules out CDK's crossRegionReferences; this is the
 * same mechanism, one read-only SSM call. The app stack depends on the edge stack, so it exists first.
 */
export class WebAclLookup extends Construct {
  readonly arn: string;

  constructor(scope: Construct, id: string, props: WebAclLookupProps) {
    super(scope, id);
    const call: AwsSdkCall = {
      service: 'SSM',
      action: 'GetParameter',
      parameters: { Name: props.parameterName },
      region: props.region,
      // Fixed, so synth stays deterministic: the web ACL is replaced only if its scope or name changes.
      physicalResourceId: PhysicalResourceId.of(props.parameterName),
    };
    const lookup = new AwsCustomResource(this, 'Read', {
      onCreate: call,
      onUpdate: call,
      role: customResourceRole(this, [
        new PolicyStatement({
          actions: ['ssm:GetParameter'],
          resources: [
            Arn.format({ service: 'ssm', region: props.region, resource: 'parameter', resourceName: props.parameterName.replace(/^\//, '') }, Stack.of(this)),
          ],
        }),
      ]),
      installLatestAwsSdk: false,
    });
    this.arn = lookup.getResponseField('Parameter.Value');
  }
}
