import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  type CfnBucket,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/**
 * Object-key prefixes served publicly through CloudFront (origin access control). The web construct
 * routes these path patterns to the matching bucket; objects outside them stay private.
 */
export const cdnPrefixes = { images: 'property-images', heroes: 'area-heroes' } as const;

export interface StorageProps {
  /** Origins allowed to upload with presigned PUT URLs (CORS). */
  readonly corsOrigins: string[];
}

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

    const contentBucket = (bucketId: string, logicalId: string, methods: HttpMethods[]) => {
      const bucket = new Bucket(this, bucketId, {
        ...privateBucket,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        versioned: true,
        serverAccessLogsBucket: this.accessLogs,
        serverAccessLogsPrefix: `s3/${logicalId}/`,
        // The SPA uploads straight to S3 with presigned PUT URLs.
        cors: [{ allowedOrigins: props.corsOrigins, allowedMethods: methods, allowedHeaders: ['*'], exposedHeaders: ['ETag'], maxAge: 3600 }],
        lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(7) }],
      });
      fixLogicalId(bucket, logicalId);
      return bucket;
    };
    this.images = contentBucket('PropertyImages', 'PortalPropertyImagesBucket', [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.PUT]);
    this.documents = contentBucket('PropertyDocuments', 'PortalPropertyDocumentsBucket', [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.PUT]);
    this.heroes = contentBucket('AreaHeroes', 'PortalAreaHeroesBucket', [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.PUT]);

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
