import type { Logger } from 'pino';
import type { BotCheckAction } from '#api/contract/botCheck.ts';
import type { CardGateway } from '../checkout/gateway.ts';
import type { PayLaterGateway } from '../checkout/payLater.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';

/** Spec §3 Associate session. */
export interface AssociateSession {
  storeId: string;
  storeName: string;
  storeEmployeeId: string;
  storeEmployeeName: string;
}

/**
 * Who is calling, read from the access token on every request. `anonymous` means no
 * valid token; routes declare which kinds they accept (`auth` of the contract route).
 */
export type AuthContext =
  | { kind: 'anonymous' }
  | { kind: 'guest'; sessionId: string; guestId: string }
  | {
      kind: 'consumer';
      sessionId: string;
      guestId: string;
      consumerId: string;
      consumerNo: string;
    }
  | { kind: 'agent'; sessionId: string; guestId: string; associate: AssociateSession };

export type SessionAuth = Exclude<AuthContext, { kind: 'anonymous' }>;
export type ConsumerAuth = Extract<AuthContext, { kind: 'consumer' }>;
export type AgentAuth = Extract<AuthContext, { kind: 'agent' }>;

/**
 * The bot-check service (spec §7 Third party): whether a browser's token passes for an
 * action. Never throws: a provider that cannot be asked refuses (http/botCheck.ts).
 */
export interface BotCheck {
  verify(
    token: string | undefined,
    action: BotCheckAction,
    client?: { remoteIp?: string | undefined },
  ): Promise<boolean>;
}

/** What createApp is built from; handlers receive it as `deps`. */
export interface AppDeps {
  db: Database;
  config: ServerConfig;
  mailer: Mailer;
  logger: Logger;
  botCheck: BotCheck;
  /** The card gateway (server/checkout/gateway.ts; the sandbox by default). */
  cardGateway: CardGateway;
  /** PayPal and Klarna (server/checkout/payLater.ts; the sandbox by default). */
  payLater: PayLaterGateway;
  /** The clock (tests move it to expire links and locks). */
  now: () => Date;
}

/** Hono's environment for every route of the service. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** The x-correlation-id of this request (incoming or generated). */
    requestId: string;
    log: Logger;
    auth: AuthContext;
  };
}
