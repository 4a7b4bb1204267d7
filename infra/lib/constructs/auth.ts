import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  type CfnUserPool,
  type CfnUserPoolClient,
  type CfnUserPoolGroup,
  FeaturePlan,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { jobFunction } from './jobs';
import type { PortalFunction } from './portal-function';

/** The Cognito groups the API reads from the `cognito:groups` claim. */
export const portalGroups = ['admin', 'investor'] as const;

export interface AuthProps {
  readonly brand: string;
  /** The site origin when known at synth time (custom domain); else the trigger reads it from SSM. */
  readonly appOrigin?: string;
  /** SSM parameter (written by the app stack) holding the CloudFront origin for email links. */
  readonly appOriginParameterName: string;
  /** A verified SES identity to send Cognito's emails from; unset, Cognito's own sender (50 a day). */
  readonly sesFromEmail?: string;
  readonly sesRegion?: string;
}

/**
 * Cognito: invitation-only user pool signing in with email, the admin/investor groups, the SPA's app
 * client (SRP, no secret) and the CustomMessage trigger that renders the invitation and reset emails.
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  readonly customMessage: PortalFunction;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    this.customMessage = jobFunction(this, 'customMessage', {
      environment: { BRAND: props.brand, ...(props.appOrigin ? { APP_ORIGIN: props.appOrigin } : {}) },
      targets: { appOriginParameterName: props.appOriginParameterName },
    }).fn;

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // Length over composition (NIST SP 800-63B); the UI asks for at least 8 characters.
      passwordPolicy: {
        minLength: 8,
        requireDigits: false,
        requireLowercase: false,
        requireUppercase: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // The CustomMessage trigger replaces these texts; they stay as a fallback if it ever fails.
      userInvitation: {
        emailSubject: `Your invitation to the ${props.brand}`,
        emailBody: `An account has been created for you. Sign in with {username} and the temporary password {####} to choose your own password.`,
      },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: `Your ${props.brand} verification code`,
        emailBody: 'Your verification code is {####}.',
      },
      email: props.sesFromEmail
        ? UserPoolEmail.withSES({
            fromEmail: props.sesFromEmail,
            fromName: props.brand,
            sesRegion: props.sesRegion,
            sesVerifiedDomain: props.sesFromEmail.split('@')[1],
          })
        : UserPoolEmail.withCognito(),
      featurePlan: FeaturePlan.ESSENTIALS,
      lambdaTriggers: { customMessage: this.customMessage },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    (this.userPool.node.defaultChild as CfnUserPool).overrideLogicalId('PortalUserPool');

    for (const [index, groupName] of portalGroups.entries()) {
      const group = this.userPool.addGroup(`${groupName}Group`, {
        groupName,
        description: groupName === 'admin' ? 'Portal administrators' : 'Approved investors',
        precedence: index,
      });
      group.applyRemovalPolicy(RemovalPolicy.RETAIN);
      (group.node.defaultChild as CfnUserPoolGroup).overrideLogicalId(`Portal${groupName[0]!.toUpperCase()}${groupName.slice(1)}Group`);
    }

    this.webClient = this.userPool.addClient('WebClient', {
      // adminUserPassword: the API asks for the password again before it erases an account (AdminInitiateAuth needs IAM; a browser cannot use it).
      authFlows: { userSrp: true, adminUserPassword: true },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
    // The client id is baked into config.json and every issued token: never replace it by accident.
    this.webClient.applyRemovalPolicy(RemovalPolicy.RETAIN);
    (this.webClient.node.defaultChild as CfnUserPoolClient).overrideLogicalId('PortalWebClient');

    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'Deliberate product decision (docs/architecture.md section 4): minimum length 8 without composition rules, following NIST SP 800-63B, which advises against composition rules.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'MFA is not in the product scope for this invitation-only investor portal; accounts are created by admins only and can be revoked at once.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection needs the paid Plus feature plan, a cost decision left to the operator; self sign-up is disabled and the API re-checks access against the profile on every call.',
      },
    );
  }
}
