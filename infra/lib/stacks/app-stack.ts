import { CfnOutput, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { routes } from '@shared/contract/routes';
import { Api } from '../constructs/api';
import { BootstrapAdmins } from '../constructs/bootstrap-admins';
import { DistributionIdParameter } from '../constructs/distribution-id-parameter';
import { Jobs } from '../constructs/jobs';
import { UploadCors } from '../constructs/upload-cors';
import { Web } from '../constructs/web';
import { WebAclLookup } from '../constructs/web-acl-lookup';
import type { PortalSettings } from '../settings';
import type { AlertsStack } from './alerts-stack';
import type { StatefulStack } from './stateful-stack';

export interface AppStackProps extends StackProps {
  readonly stateful: StatefulStack;
  /** The alerts job the property writes queue (deployed before this stack). */
  readonly alerts: AlertsStack;
  readonly settings: PortalSettings;
  readonly appOriginParameterName: string;
  /** Where the edge stack published the CloudFront web ACL's ARN (an SSM parameter in us-east-1). */
  readonly webAcl?: { readonly parameterName: string; readonly region: string };
  /** Where to publish the distribution's id for the edge monitoring stack's CloudFront alarm (an SSM parameter in us-east-1). */
  readonly distributionIdParameter?: { readonly parameterName: string; readonly region: string };
}

/**
 * What runs: the function groups and HTTP API, the jobs (lead webhook, activation emails, the scheduled
 * abandoned-upload sweep; the alerts job has its own stack), the CloudFront site and its config.json, bootstrap admins.
 */
export class AppStack extends Stack {
  readonly api: Api;
  readonly jobs: Jobs;
  readonly web: Web;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { settings, stateful } = props;
    const { userPool, webClient } = stateful.auth;
    const buckets = { images: stateful.storage.images, documents: stateful.storage.documents, heroes: stateful.storage.heroes };

    const table = stateful.data.table;
    const environment = {
      TABLE_NAME: table.tableName,
      USER_POOL_ID: userPool.userPoolId,
      // ForgotPassword (the activation job's password-setup link) is a call on the app client.
      USER_POOL_CLIENT_ID: webClient.userPoolClientId,
      IMAGES_BUCKET: buckets.images.bucketName,
      DOCUMENTS_BUCKET: buckets.documents.bucketName,
      HEROES_BUCKET: buckets.heroes.bucketName,
      BOOTSTRAP_ADMIN_EMAILS: settings.adminEmails.join(','),
      ...(settings.firm ? { FIRM_REGISTRATIONS: JSON.stringify(settings.firm) } : {}),
      // The hold, the reservation fee and the sourcing fee (functions/src/sales/reservations/settings.ts); absent: the defaults.
      ...(settings.reservationSettingsJson ? { RESERVATION_SETTINGS: settings.reservationSettingsJson } : {}),
    };

    this.jobs = new Jobs(this, 'Jobs', {
      environment,
      jobEnvironment: {
        leadWebhook: settings.leadWebhookUrl ? { LEAD_WEBHOOK_URL: settings.leadWebhookUrl } : {},
        // It posts the erasure notices of the erasures it finishes itself.
        finishErasures: settings.leadWebhookUrl ? { LEAD_WEBHOOK_URL: settings.leadWebhookUrl } : {},
        importSanctionsList: { SANCTIONS_LIST_URL: settings.sanctionsListUrl },
      },
      // The reservation holds' expiry emails the next investor on a waiting list, with a link to the site.
      targets: {
        table,
        userPool,
        buckets,
        appOriginParameterName: props.appOriginParameterName,
        stripeParameterNames: { secretKey: settings.stripeSecretKeyParameter, webhookSecret: settings.stripeWebhookSecretParameter },
        ...(settings.sesFromEmail ? { sesIdentity: { fromEmail: settings.sesFromEmail, region: settings.sesRegion } } : {}),
      },
      exclude: ['alerts'],
    });

    // CloudFront's proof of origin to the API (see Api and Web): `current` is sent, `previous` still accepted.
    const originSecret = new Secret(this, 'OriginSecret', {
      description: 'Header value CloudFront sends to the HTTP API; the API refuses requests without it',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ previous: '' }),
        generateStringKey: 'current',
        excludePunctuation: true,
        passwordLength: 48,
      },
    });
    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by the operator (docs/deploying.md, "Rotating the origin secret"): CloudFront takes a new value only on a deploy of this stack, so a rotation Lambda could not complete it; the API accepts the previous value meanwhile.',
    });

    this.api = new Api(this, 'Api', {
      table,
      userPool,
      webClient,
      buckets,
      jobs: { ...this.jobs.functions, alerts: props.alerts.alerts.fn },
      environment,
      webhookSecretParameterName: settings.webhookSecretParameter,
      alertSecretParameterName: settings.alertSecretParameter,
      stripeParameterNames: { secretKey: settings.stripeSecretKeyParameter, webhookSecret: settings.stripeWebhookSecretParameter },
      appOriginParameterName: props.appOriginParameterName,
      originSecret,
      ...(settings.apiDomainName && settings.apiCertificateArn
        ? { customDomain: { domainName: settings.apiDomainName, certificateArn: settings.apiCertificateArn } }
        : {}),
    });
    // The three property-alert webhooks (spec section 7) are called by the function that sends property notifications only.
    const propertyWebhooks = {
      PROPERTY_WEBHOOK_ALL_USERS_URL: settings.allUsersWebhookUrl,
      PROPERTY_WEBHOOK_NON_PORTAL_MEMBERS_URL: settings.nonPortalMembersWebhookUrl,
      PROPERTY_WEBHOOK_SPECIFIC_EMAIL_URL: settings.specificEmailWebhookUrl,
    };
    for (const [key, value] of Object.entries(propertyWebhooks)) if (value) this.api.functions.get(routes.notifyProperty.group)?.addEnvironment(key, value);

    this.web = new Web(this, 'Web', {
      apiUrl: this.api.url,
      originSecret,
      userPool,
      webClient,
      buckets,
      logBucket: stateful.storage.accessLogs,
      settings,
      ...(props.webAcl ? { webAclArn: new WebAclLookup(this, 'WebAcl', props.webAcl).arn } : {}),
    });

    if (props.distributionIdParameter)
      new DistributionIdParameter(this, 'DistributionId', { distributionId: this.web.distribution.distributionId, ...props.distributionIdParameter });

    // The admin's 'Send Welcome Email' posts to the lead-automation webhook too (spec section 7).
    if (settings.leadWebhookUrl) this.api.functions.get('adminUsers')?.addEnvironment('LEAD_WEBHOOK_URL', settings.leadWebhookUrl);

    const siteOrigin = settings.webUrl ?? this.web.url;
    // With a custom domain the stateful stack's buckets already name it; otherwise name the CloudFront origin here.
    if (!settings.webUrl) new UploadCors(this, 'UploadCors', { buckets: Object.values(buckets), origin: this.web.url });
    // Links the API hands out (e.g. the activation link) point at the site.
    this.api.addEnvironment('APP_ORIGIN', siteOrigin);

    const appOrigin = new StringParameter(this, 'AppOrigin', {
      parameterName: props.appOriginParameterName,
      stringValue: siteOrigin,
      description: 'Origin of the portal, used in the links of Cognito emails',
    });

    new BootstrapAdmins(this, 'BootstrapAdmins', { userPool, emails: settings.adminEmails, dependsOn: [appOrigin, this.web] });

    new CfnOutput(this, 'SiteUrl', { value: siteOrigin });
    new CfnOutput(this, 'ApiUrl', { value: this.api.url });
    if (this.api.regionalDomainName)
      new CfnOutput(this, 'ApiRegionalDomainName', {
        value: this.api.regionalDomainName,
        description: 'Point the apiDomainName DNS record (CNAME or alias) here',
      });
    new CfnOutput(this, 'UserPoolId', { value: userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: webClient.userPoolClientId });
  }
}
