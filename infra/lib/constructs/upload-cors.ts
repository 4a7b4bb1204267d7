import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { AwsCustomResource, type AwsSdkCall, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { customResourceRole } from './custom-resource-role';
import { uploadCorsRule } from './storage';

export interface UploadCorsProps {
  readonly buckets: readonly IBucket[];
  /** The one origin allowed to upload: the site's (the CloudFront domain when no custom domain is set). */
  readonly origin: string;
}

/**
 * Bucket CORS naming the site's CloudFront origin, for deployments without a custom domain: the buckets
 * live in the stateful stack, which cannot know the distribution's domain (the app stack depends on it),
 * so the rule is written from here once the distribution exists. Never `*`: only the site may POST.
 */
export class UploadCors extends Construct {
  constructor(scope: Construct, id: string, props: UploadCorsProps) {
    super(scope, id);
    const rule = uploadCorsRule([props.origin]);
    props.buckets.forEach((bucket, index) => {
      const call: AwsSdkCall = {
        service: 'S3',
        action: 'PutBucketCors',
        parameters: {
          Bucket: bucket.bucketName,
          CORSConfiguration: {
            CORSRules: [
              {
                AllowedOrigins: rule.allowedOrigins,
                AllowedMethods: rule.allowedMethods,
                AllowedHeaders: rule.allowedHeaders,
                ExposeHeaders: rule.exposedHeaders,
                MaxAgeSeconds: rule.maxAge,
              },
            ],
          },
        },
        physicalResourceId: PhysicalResourceId.of(`upload-cors-${index}`),
      };
      new AwsCustomResource(this, `Bucket${index}`, {
        onCreate: call,
        onUpdate: call,
        role: customResourceRole(this, [new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [bucket.bucketArn] })]),
        installLatestAwsSdk: false,
      });
    });
  }
}
