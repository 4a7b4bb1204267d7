import type { Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { closeCognitoGaps } from './cognito-gaps';
import { OutboxMessageSender } from './outbox';
import { serverSwitch, type EmulatorSwitch } from './emulator-switch';
import { closeServer } from './ports';
import type { JobName } from '@shared/contract/jobs';

/**
 * cognito-local's usual port. Another one works too: only its openid-configuration document keeps 9229 hard-coded, and
 * nothing here reads that document (the local API adapter takes the issuer and its JWKS from our own config).
 */
export const COGNITO_PORT = 9229;
const endpointOn = (port: number) => `http://localhost:${port}`;
const POOL_NAME = 'portal-local';
const CLIENT_NAME = 'portal-web';
const GROUPS = ['admin', 'investor'] as const;

export interface CognitoIds {
  userPoolId: string;
  clientId: string;
}

export interface LocalCognito extends CognitoIds {
  endpoint: string;
  /** Takes it off the network and back (outage tests). */
  availability: EmulatorSwitch;
  stop(): Promise<void>;
}

interface CognitoOptions {
  port: number;
  /** Where cognito-local keeps its user pools (one JSON file per pool, plus clients.json). */
  dir: string;
  /** <dataDir>/cognito-ids.json: the pool and client ids, reused across restarts. */
  idsFile: string;
  outboxDir: string;
  /** The local API adapter, which also answers Lambda Invoke for the CustomMessage trigger. */
  lambdaEndpoint: string;
  /** Sent as the user agent of its Lambda calls: the local Invoke endpoint answers only this. */
  invokeUserAgent: string;
  log: (line: string) => void;
}

/**
 * Runs cognito-local in this process, wired like its createDefaultServer but with (1) data and
 * config in our folders rather than ./.cognito in the working directory (every piece it builds
 * takes a directory, only createDefaultServer hard-codes ".cognito", so no chdir is needed) and
 * (2) a MessageSender that writes emails to the local outbox. Then creates the pool, app client
 * and groups if they are not there yet.
 */
export async function startCognito(options: CognitoOptions): Promise<LocalCognito> {
  await mkdir(options.dir, { recursive: true });
  const server = await startServer(options);
  const stop = () => closeServer(server);
  try {
    const ids = await provision(endpointOn(options.port), options.idsFile, options.log);
    return { endpoint: endpointOn(options.port), ...ids, availability: serverSwitch(server, options.port, 'localhost'), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startServer(options: CognitoOptions): Promise<Server> {
  // cognito-local uses the AWS SDK v2 for its Lambda client; its end-of-support notice is not ours to act on.
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
  const [
    { createServer },
    { Router },
    services,
    { CognitoServiceFactoryImpl },
    { CryptoService },
    { StormDBDataStoreFactory },
    delivery,
    { otp },
    tokens,
    userPools,
  ] = await Promise.all([
    import('cognito-local/lib/server/server.js'),
    import('cognito-local/lib/server/Router.js'),
    import('cognito-local/lib/services/index.js'),
    import('cognito-local/lib/services/cognitoService.js'),
    import('cognito-local/lib/services/crypto.js'),
    import('cognito-local/lib/services/dataStore/stormDb.js'),
    import('cognito-local/lib/services/messageDelivery/messageDelivery.js'),
    import('cognito-local/lib/services/otp.js'),
    import('cognito-local/lib/services/tokenGenerator.js'),
    import('cognito-local/lib/services/userPoolService.js'),
  ]);
  // Resolved from cognito-local's own folder: they are its dependencies, not ours.
  const cognitoRequire = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
  const AWS = cognitoRequire('aws-sdk') as typeof import('aws-sdk');
  const pino = cognitoRequire('pino') as typeof import('pino').default;

  const logger = pino(
    { level: process.env.DEBUG ? 'debug' : 'error' },
    { write: (line: string) => options.log(`[cognito] ${(JSON.parse(line) as { msg?: string }).msg ?? line.trim()}`) },
  );
  const config = {
    LambdaClient: {
      endpoint: options.lambdaEndpoint,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      customUserAgent: options.invokeUserAgent,
    },
    // Invoked through the local adapter's Lambda API under its name in shared/src/contract/jobs.ts.
    TriggerFunctions: { CustomMessage: 'customMessage' satisfies JobName },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    // Explicit because cognito-local's defaults read process.env.PORT, which is our web port.
    ServerConfig: { port: options.port, hostname: 'localhost', development: false, https: false as const },
    TokenConfig: { IssuerDomain: endpointOn(options.port) },
  };

  const ctx = { logger };
  const clock = new services.DateClock();
  const dataStores = new StormDBDataStoreFactory(options.dir);
  const cognito = await new CognitoServiceFactoryImpl(options.dir, dataStores, new userPools.UserPoolServiceFactoryImpl(clock, dataStores)).create(
    ctx,
    config.UserPoolDefaults,
  );
  const triggers = new services.TriggersService(
    clock,
    cognito,
    new services.LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)),
    new CryptoService(), // KMS is only for CustomEmailSender triggers, which we do not use
  );
  const messages = new services.MessagesService(triggers, new delivery.MessageDeliveryService(new OutboxMessageSender(options.outboxDir, options.log)));
  const allServices = {
    clock,
    cognito,
    config,
    messages,
    otp,
    tokenGenerator: new tokens.JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const router = closeCognitoGaps(Router(allServices), allServices as never);
  const server = createServer(router, logger, config.ServerConfig, allServices);
  return (await server.start()) as Server;
}

const readIds = (file: string): CognitoIds | undefined => {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CognitoIds;
  } catch {
    return undefined;
  }
};

/** Finds the pool and client (by the remembered ids, else by name) or creates them; then the groups. */
async function provision(endpoint: string, idsFile: string, log: (line: string) => void): Promise<CognitoIds> {
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const ids = (await remembered(client, readIds(idsFile))) ?? (await findByName(client)) ?? (await create(client, log));
    await writeFile(idsFile, `${JSON.stringify(ids, null, 2)}\n`);
    const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: ids.userPoolId }));
    for (const group of GROUPS.filter((name) => !Groups.some((existing) => existing.GroupName === name))) {
      await client.send(new CreateGroupCommand({ UserPoolId: ids.userPoolId, GroupName: group }));
    }
    return ids;
  } finally {
    client.destroy();
  }
}

async function remembered(client: CognitoIdentityProviderClient, ids: CognitoIds | undefined): Promise<CognitoIds | undefined> {
  if (!ids) return undefined;
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId }));
    await client.send(new DescribeUserPoolClientCommand({ UserPoolId: ids.userPoolId, ClientId: ids.clientId }));
    return ids;
  } catch {
    return undefined;
  }
}

async function findByName(client: CognitoIdentityProviderClient): Promise<CognitoIds | undefined> {
  const { UserPools = [] } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const userPoolId = UserPools.find((pool) => pool.Name === POOL_NAME)?.Id;
  if (!userPoolId) return undefined;
  const { UserPoolClients = [] } = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  const clientId = UserPoolClients.find((appClient) => appClient.ClientName === CLIENT_NAME)?.ClientId;
  return clientId ? { userPoolId, clientId } : undefined;
}

async function create(client: CognitoIdentityProviderClient, log: (line: string) => void): Promise<CognitoIds> {
  // The same shape as the CDK user pool: admins invite, email is the username, 8+ characters.
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: POOL_NAME,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: { MinimumLength: 8, RequireLowercase: false, RequireUppercase: false, RequireNumbers: false, RequireSymbols: false },
      },
    }),
  );
  const userPoolId = UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: CLIENT_NAME,
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      // Long-lived locally: cognito-local cannot refresh tokens the way Amplify asks (GetTokensFromRefreshToken).
      AccessTokenValidity: 24,
      IdTokenValidity: 24,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
    }),
  );
  const clientId = UserPoolClient?.ClientId;
  if (!clientId) throw new Error('cognito-local did not return an app client id');
  log(`[cognito] created user pool ${userPoolId} and app client ${clientId}`);
  return { userPoolId, clientId };
}
