import { Arn, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AwsCustomResource, AwsCustomResourcePolicy, type AwsSdkCall, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

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
      policy: AwsCustomResourcePolicy.fromStatements([
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
    // The provider is a stack-level singleton shared with DistributionIdParameter and UploadCors (absent with a custom domain).
    const provider = Stack.of(this).node.tryFindChild('AWS679f53fac002430cb0da5b7982bd2287');
    if (provider) {
      Validations.of(provider).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          'CDK-managed AwsCustomResource provider; the managed policy only grants writing its own logs, its SSM read is scoped to the one web ACL parameter.',
      });
    }
  }
}
