import { createHash } from 'node:crypto';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AwsCustomResource, type AwsSdkCall, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct, type IDependable } from 'constructs';
import { customResourceRole } from './custom-resource-role';

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
    if (props.emails.length === 0) return;
    const role = customResourceRole(this, [
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
      const user = new AwsCustomResource(this, `Invite${key}`, { onCreate: invite, role, installLatestAwsSdk: false });
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
        role,
        installLatestAwsSdk: false,
      });
      membership.node.addDependency(user);
    }
  }
}
