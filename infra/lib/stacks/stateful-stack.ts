import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Auth } from '../constructs/auth';
import { Data } from '../constructs/data';
import { Storage } from '../constructs/storage';
import type { PortalSettings } from '../settings';

export interface StatefulStackProps extends StackProps {
  readonly settings: PortalSettings;
  /** SSM parameter the app stack writes the site origin to (read by the CustomMessage trigger). */
  readonly appOriginParameterName: string;
}

/**
 * What holds data: the table, the buckets and the user pool. Everything here is retained on
 * delete and keeps a fixed logical id, so refactoring the app stack can never replace it.
 */
export class StatefulStack extends Stack {
  readonly data: Data;
  readonly storage: Storage;
  readonly auth: Auth;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, { terminationProtection: true, ...props });
    const { settings } = props;

    this.data = new Data(this, 'Data');
    // Without a custom domain the CloudFront origin is only known in the app stack, which then writes
    // the buckets' CORS rule itself (upload-cors.ts): bucket CORS never allows any origin.
    this.storage = new Storage(this, 'Storage', { corsOrigins: settings.webUrl ? [settings.webUrl] : [] });
    this.auth = new Auth(this, 'Auth', {
      brand: settings.brand,
      appOrigin: settings.webUrl,
      appOriginParameterName: props.appOriginParameterName,
      sesFromEmail: settings.sesFromEmail,
      sesRegion: settings.sesRegion,
    });
  }
}
