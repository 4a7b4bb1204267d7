import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, type CfnTable, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { globalIndexes, tableKeys, ttlAttribute } from '../../../functions/src/db/table';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/**
 * The single DynamoDB table. Keys and indexes come from functions/src/db/table.ts, the same
 * definition the local stack uses, so DynamoDB Local and AWS cannot drift apart.
 */
export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: stringKey(tableKeys.partitionKey),
      sortKey: stringKey(tableKeys.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // Short-lived items (e.g. the public-route throttle counters) carry their expiry here.
      timeToLiveAttribute: ttlAttribute,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    (this.table.node.defaultChild as CfnTable).overrideLogicalId('PortalTable');

    for (const index of globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        ...(index.projection === 'ALL'
          ? { projectionType: ProjectionType.ALL }
          : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] }),
      });
    }
  }
}
