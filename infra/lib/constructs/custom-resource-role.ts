import { Stack, Validations } from 'aws-cdk-lib';
import { type IRole, ManagedPolicy, PolicyDocument, type PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

/**
 * The role of a stack's AwsCustomResource provider. CDK runs every AwsCustomResource of a stack on one singleton Lambda and,
 * given only a `policy`, adds one AWS::IAM::Policy per custom resource to that Lambda's role anyway. Here each custom
 * resource adds its statements to this one role's inline policy instead (`customResourceRole(scope, statements)` and no
 * `policy`): the same privileges on the same resources, without a resource per custom resource.
 */
class CustomResourceRole extends Construct {
  readonly role: IRole;
  readonly document = new PolicyDocument();

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: "The AwsCustomResource provider's role: the SDK calls of this stack's custom resources",
      // What the provider's own role holds by default: writing its logs.
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
      inlinePolicies: { CustomResourceCalls: this.document },
    });
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: "The AwsCustomResource provider's role; the managed policy only grants writing its own logs, its SDK calls are scoped to their resources.",
    });
  }
}

const ID = 'CustomResourceProviderRole';

/** The stack's custom resource provider role, holding `statements` too. Pass it as the AwsCustomResource's `role`, with no `policy`. */
export function customResourceRole(scope: Construct, statements: PolicyStatement[]): IRole {
  const stack = Stack.of(scope);
  const shared = (stack.node.tryFindChild(ID) as CustomResourceRole | undefined) ?? new CustomResourceRole(stack, ID);
  shared.document.addStatements(...statements);
  return shared.role;
}
