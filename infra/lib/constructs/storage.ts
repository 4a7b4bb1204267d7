import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, type BucketProps, type CfnBucket, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { INCOMING_PREFIX } from '@shared/rules/uploads';
import { DEAL_PACK_DAYS, DEAL_PACK_PREFIX } from '@shared/render/deal-pack';

/**
 * Object-key prefixes served publicly through CloudFront (origin access control). The web construct
 * routes these path patterns to the matching bucket; objects outside them stay private.
 */
export const cdnPrefixes = { images: 'property-images', heroes: 'area-heroes' } as const;

export interface StorageProps {
  /**
   * Origins allowed to upload (CORS): the site's own. Empty when it is not known here (no custom domain):
   * the app stack then writes the rule with the CloudFront origin (upload-cors.ts). Never `*`.
   */
  readonly corsOrigins: string[];
}

/** The one CORS rule of the content buckets: the site's origin may upload (presigned POST or PUT) and read. */
export const uploadCorsRule = (origins: string[]) => {
  if (origins.includes('*')) throw new Error('Bucket CORS must name the site origin, never *');
  return {
    allowedOrigins: origins,
    allowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.PUT, HttpMethods.POST],
    allowedHeaders: ['*'],
    exposedHeaders: ['ETag'],
    maxAge: 3600,
  };
};

/**
 * The three content buckets (property images, property documents, area-insight heroes) and the
 * bucket receiving their server access logs and the CloudFront logs. All private, encrypted, TLS only.
 */
export class Storage extends Construct {
  readonly accessLogs: Bucket;
  readonly images: Bucket;
  readonly documents: Bucket;
  readonly heroes: Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);

    const privateBucket: BucketProps = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      removalPolicy: RemovalPolicy.RETAIN,
    };

    this.accessLogs = new Bucket(this, 'AccessLogs', {
      ...privateBucket,
      // CloudFront standard logs are delivered with ACLs, so the bucket must accept them.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
    });
    fixLogicalId(this.accessLogs, 'PortalAccessLogsBucket');

    const contentBucket = (bucketId: string, logicalId: string) => {
      const bucket = new Bucket(this, bucketId, {
        ...privateBucket,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        versioned: true,
        serverAccessLogsBucket: this.accessLogs,
        serverAccessLogsPrefix: `s3/${logicalId}/`,
        // The SPA uploads straight to S3 with presigned POST policies (docs/architecture.md section 8).
        ...(props.corsOrigins.length > 0 ? { cors: [uploadCorsRule(props.corsOrigins)] } : {}),
        lifecycleRules: [
          { noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(7) },
          // Uploads the complete step never took (abandoned forms, closed tabs) expire after a day.
          { id: 'ExpireAbandonedUploads', prefix: INCOMING_PREFIX, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
          // Deal packs carry an investor's name and are rebuilt on demand: none is kept long.
          { id: 'ExpireDealPacks', prefix: DEAL_PACK_PREFIX, expiration: Duration.days(DEAL_PACK_DAYS), noncurrentVersionExpiration: Duration.days(1) },
        ],
      });
      fixLogicalId(bucket, logicalId);
      return bucket;
    };
    this.images = contentBucket('PropertyImages', 'PortalPropertyImagesBucket');
    this.documents = contentBucket('PropertyDocuments', 'PortalPropertyDocumentsBucket');
    this.heroes = contentBucket('AreaHeroes', 'PortalAreaHeroesBucket');

    allowCloudFrontRead(this.images, cdnPrefixes.images);
    allowCloudFrontRead(this.heroes, cdnPrefixes.heroes);
  }
}

const fixLogicalId = (bucket: Bucket, logicalId: string) => (bucket.node.defaultChild as CfnBucket).overrideLogicalId(logicalId);

/**
 * Lets CloudFront (origin access control) read one key prefix. The distribution lives in the app
 * stack; naming its id here would make the two stacks depend on each other, so the grant is limited
 * to distributions of this account and to the public prefix instead.
 */
function allowCloudFrontRead(bucket: Bucket, prefix: string) {
  bucket.addToResourcePolicy(
    new PolicyStatement({
      principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
      actions: ['s3:GetObject'],
      resources: [bucket.arnForObjects(`${prefix}/*`)],
      conditions: {
        StringEquals: { 'AWS:SourceAccount': Aws.ACCOUNT_ID },
        ArnLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` },
      },
    }),
  );
}
