import { createHash } from 'node:crypto';
import { Stack, Validations } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AwsCustomResource, AwsCustomResourcePolicy, type AwsSdkCall, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct, type IDependable } from 'constructs';

export interface BootstrapAdminsProps {
  readonly userPool: IUserPool;
  readonly emails: string[];
  /** Deployed first, e.g. the parameter the invitation email's links are built from. */
  readonly dependsOn?: IDependable[];
}

/**
 * For each configured email: AdminCreateUser (Cognito emails the invitation through the CustomMessage
 * trigger) and membership of the admin group. Existing users are left as they are; removing an
 * email from the list does not delete the user.
 */
export class BootstrapAdmins extends Construct {
  constructor(scope: Construct, id: string, props: BootstrapAdminsProps) {
    super(scope, id);
    // Spelled out: fromSdkCalls derives `cognitoidentityprovider:*` from the SDK v3 client name, not `cognito-idp:*`.
    const policy = AwsCustomResourcePolicy.fromStatements([
      new PolicyStatement({ actions: ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminAddUserToGroup'], resources: [props.userPool.userPoolArn] }),
    ]);

    for (const email of props.emails) {
      const key = createHash('sha256').update(email).digest('hex').slice(0, 12);
      const physicalResourceId = PhysicalResourceId.of(`bootstrap-admin-${key}`);

      const invite: AwsSdkCall = {
        service: 'CognitoIdentityProvider',
        action: 'AdminCreateUser',
        parameters: {
          UserPoolId: props.userPool.userPoolId,
          Username: email,
          DesiredDeliveryMediums: ['EMAIL'],
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        },
        physicalResourceId,
        // Re-deploying with a user who already exists (or has signed in) must not fail or re-invite.
        ignoreErrorCodesMatching: 'UsernameExistsException',
      };
      const user = new AwsCustomResource(this, `Invite${key}`, { onCreate: invite, policy, installLatestAwsSdk: false });
      for (const dependency of props.dependsOn ?? []) user.node.addDependency(dependency);

      const addToAdmins: AwsSdkCall = {
        service: 'CognitoIdentityProvider',
        action: 'AdminAddUserToGroup',
        parameters: { UserPoolId: props.userPool.userPoolId, Username: email, GroupName: 'admin' },
        physicalResourceId,
      };
      const membership = new AwsCustomResource(this, `AdminGroup${key}`, {
        onCreate: addToAdmins,
        onUpdate: addToAdmins,
        policy,
        installLatestAwsSdk: false,
      });
      membership.node.addDependency(user);
    }

    // AwsCustomResource runs on one CDK-managed singleton Lambda per stack.
    const provider = Stack.of(this).node.tryFindChild(AWS_CUSTOM_RESOURCE_PROVIDER_ID);
    if (provider) {
      Validations.of(provider).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'CDK-managed AwsCustomResource provider; the managed policy only grants writing its own logs, its Cognito calls are scoped to the user pool.',
      });
    }
  }
}

/** The construct id aws-cdk-lib gives the AwsCustomResource singleton provider function. */
const AWS_CUSTOM_RESOURCE_PROVIDER_ID = 'AWS679f53fac002430cb0da5b7982bd2287';
