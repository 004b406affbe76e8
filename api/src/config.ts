import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COINS, DEFAULT_DAILY_WITHDRAWAL_LIMITS, DEFAULT_FOUR_EYES_USD, fourEyesThresholdCents, MAX_WITHDRAWAL_CENTS } from '@arcvest/shared/rules';
import type { Coin } from '@arcvest/shared/schemas';
import { withdrawalAddressError } from '@arcvest/shared/withdrawal-address';
import type { LogFormat } from './log-format';
import { BUILT_IN_PRICES, COINGECKO_PRICES_URL, PRICE_COINS, type PriceCoin, type UsdPrices } from './domain/prices';

/** Everything the server reads from its environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  /** Demo mode (anything but NODE_ENV=production): sample data and printed sign-in details. */
  demo: boolean;
  /** Demo mode only: the demo investor's first three months played at the first start (DEMO_STORY=off: the accounts alone). */
  demoStory: boolean;
  /** PostgreSQL connection URL; when absent the embedded SQLite file is used. */
  databaseUrl: string | null;
  sqliteFile: string;
  demoPassword: string | null;
  /**
   * The server secret the keys for TOTP secrets (encryption) and one-time-code hashes (HMAC)
   * derive from. Required in production; demo mode falls back to a fixed, public value.
   */
  authSecret: string;
  /** The first administrator, created in production when there is none yet. */
  admin: { username: string; email: string; password: string } | null;
  corsOrigins: string[];
  /** The server's public origin (the OpenAPI document's server); null: the origin the document is served from. */
  publicUrl: string | null;
  /** scrypt cost as log2(N). */
  scryptCost: number;
  /** Password hashes run at once (services/hash-pool.ts); the default leaves one core to answer requests. */
  passwordHashConcurrency: number;
  /** Password hashes that may wait for one of those; past that a sign-in is answered 503 with Retry-After. */
  passwordHashQueue: number;
  tokenTtlHours: number;
  tokenIdleMinutes: number;
  smtpUrl: string | null;
  mailFrom: string;
  webRoot: string;
  /** Each remote's manifest URL when set by the operator (own origin); else the deploy pointer or the plain build decides. */
  remotes: { public: string | null; investor: string | null; admin: string | null };
  /** Published remote versions and their pointers (api/src/deployments/releases.ts). */
  deployDir: string;
  /**
   * The automatic rollback of a canary (docs/deployment.md#automatic-rollback): judged once it has
   * `minLoads` page loads from `minVisitors` distinct visitors, over each version's last
   * `windowLoads`, ended when its error rate exceeds the current version's by more than
   * `errorMargin` (a fraction).
   */
  canary: { minLoads: number; minVisitors: number; windowLoads: number; errorMargin: number };
  /** Error reports (POST /api/client-errors) accepted a minute per client IP. */
  clientErrorsPerMinute: number;
  /** Page loads of a remote (POST /api/remote-loads) accepted a minute per client IP. */
  remoteLoadsPerMinute: number;
  /** This server's version (api/package.json), shown in the admin's deployments view. */
  serverVersion: string;
  site: { name: string; supportEmail: string; phone: string; postalAddress: string };
  certificateFile: string;
  /** Login and sign-up attempts per minute per IP. */
  rateLimitMax: number;
  /** Fastify's trustProxy: true, or the proxies' addresses; needed for the client IP behind a load balancer. */
  trustProxy: boolean | string;
  /** Seconds between runs of the daily-returns job inside the server; 0 turns it off there. */
  accrualIntervalSeconds: number;
  /** Hours before a newly saved withdrawal address can be used, and before "only saved addresses" turns off. */
  withdrawalAddressHoldHours: number;
  /** Hours withdrawals and new addresses are refused after a credential change (docs/security.md#security-hold). */
  securityHoldHours: number;
  /**
   * Four-eyes approval (docs/security-authorization.md#four-eyes-approval): off lets one staff
   * member do alone what otherwise waits for a second; withdrawals from `withdrawalThresholdCents` wait.
   */
  fourEyes: { on: boolean; withdrawalThresholdCents: number };
  /** The rolling 24-hour withdrawal limit per level, in cents; a level without one is not listed. */
  dailyWithdrawalLimits: Readonly<Record<number, number>>;
  /**
   * Seconds between this server's looks at the email queue (it also sends at once after each
   * change that queues one); 0 means it sends none, leaving them to other servers.
   */
  notificationIntervalSeconds: number;
  /** Seconds between an event stream's heartbeat comments, which also re-read the log and the session (docs/notifications.md#the-stream). */
  eventHeartbeatSeconds: number;
  /** Where emails go when SMTP_URL is unset: one .eml file per message. */
  outboxDir: string;
  /** CoinGecko's simple price endpoint, or one that answers the same way. */
  pricesUrl: string;
  /** How long one price answer is reused before the source is asked again. */
  pricesTtlSeconds: number;
  /** Served, marked stale, while the source has never answered. */
  defaultPrices: UsdPrices;
  /** The bearer token of GET /api/metrics; null turns the endpoint off. */
  metricsToken: string | null;
  /** Tests and demos only: a file holding milliseconds added to the server's clock (api/src/domain/clock.ts). */
  clockOffsetFile: string | null;
  /** Redis for what several servers must share (rate limits); null keeps it in this server's memory. */
  redisUrl: string | null;
  /** LOG_FORMAT: JSON lines or readable ones; null lets the server choose by its stdout (api/src/log-format.ts). */
  logFormat: LogFormat | null;
  /**
   * I18N_PSEUDO=1: pages may be shown in the pseudo-locale, for development and tests
   * (docs/i18n.md#the-pseudo-locale-and-the-tests-that-catch-a-missing-text).
   */
  i18nPseudo: boolean;
  /** Where a generated demo password is kept, so every start can print it again. */
  demoPasswordFile: string;
  /** Payments settled on chain (docs/chain.md); a coin without a source is paid by hand. */
  chains: ChainSettings;
}

export interface ChainSettings {
  btc: { url: string; confirmations: number } | null;
  /** `chainId` is the one wallet links name and the node must be on (1: Ethereum's mainnet). */
  eth: { url: string; confirmations: number; chainId: number } | null;
  /** USDT on TRON: the node's HTTP API (TronGrid's or one's own), the TRC-20 contract read, TronGrid's API key. */
  tron: { url: string; confirmations: number; contract: string; apiKey: string | null } | null;
  /** rippled's JSON-RPC; validated ledgers only, so no confirmations to set. */
  xrp: { url: string } | null;
  /** Solana's JSON-RPC; finalized slots only, so no confirmations to set. */
  sol: { url: string } | null;
  /** Seconds between the watcher's passes. */
  pollSeconds: number;
  /** How long an invoice's price is locked. */
  invoiceMinutes: number;
  /** Link templates to a transaction in a block explorer, `{txid}` replaced. */
  explorerTxUrls: Record<Coin, string>;
  /** How much less than a withdrawal's coin amount its payout may pay, in percent (wallets that take the network fee out). */
  payoutTolerancePercent: number;
}

type Env = Record<string, string | undefined>;

/** api/src -> the repository root, where data/, shell/dist and the remotes' dist folders live. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
const API_ROOT = path.resolve(__dirname, '..');

const AUTH_SECRET_MIN_LENGTH = 32;
/** Demo and tests only: production refuses to start without AUTH_SECRET. */
const DEMO_AUTH_SECRET = 'arcvest-demo-auth-secret-never-use-in-production';

/** Public explorers a payment's transaction is linked to, unless EXPLORER_TX_URL_<COIN> says otherwise. */
const DEFAULT_EXPLORER_TX_URLS: Record<Coin, string> = {
  BTC: 'https://mempool.space/tx/{txid}',
  ETH: 'https://etherscan.io/tx/{txid}',
  XRP: 'https://livenet.xrpl.org/transactions/{txid}',
  SOL: 'https://explorer.solana.com/tx/{txid}',
  USDT: 'https://tronscan.org/#/transaction/{txid}',
};

/** Tether's USDT on TRON's mainnet, the TRC-20 contract read unless TRON_USDT_CONTRACT says otherwise. */
const MAINNET_USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads the configuration from environment variables. Throws one Error that lists every
 * bad variable, so an operator can fix them all in one go.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const value = text(name);
    if (value === null) return fallback;
    const parsed = Number(value);
    if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}").`);
      return fallback;
    }
    return parsed;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const value = text(name);
    if (value === null) return null;
    try {
      if (protocols.includes(new URL(value).protocol)) return value;
    } catch {
      // reported below
    }
    problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
    return null;
  };
  const oneOf = <T extends string, F extends T | null>(name: string, allowed: readonly T[], fallback: F): T | F => {
    const value = text(name);
    if (value === null) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}").`);
    return fallback;
  };
  const remoteManifestUrl = (name: string): string | null => {
    const value = text(name);
    if (value === null) return null;
    if ((value.startsWith('/') || /^https?:\/\/[^/]/.test(value)) && /\.json(\?|$)/.test(value)) return value;
    problems.push(`${name} must be the remote's manifest: an absolute path (/...) or an http(s) URL of its mf-manifest.json (got "${value}").`);
    return null;
  };

  const nodeEnv = text('NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';

  const demoPassword = text('DEMO_PASSWORD');
  if (demoPassword !== null && demoPassword.length < 8) problems.push('DEMO_PASSWORD must have at least 8 characters.');

  const authSecret = text('AUTH_SECRET');
  if (authSecret === null && production)
    problems.push(
      `AUTH_SECRET is required in production: at least ${AUTH_SECRET_MIN_LENGTH} random characters (for example from \`openssl rand -base64 32\`).`,
    );
  if (authSecret !== null && authSecret.length < AUTH_SECRET_MIN_LENGTH) problems.push(`AUTH_SECRET must have at least ${AUTH_SECRET_MIN_LENGTH} characters.`);

  const adminUsername = text('ADMIN_USERNAME');
  const adminEmail = text('ADMIN_EMAIL');
  const adminPassword = text('ADMIN_PASSWORD');
  let admin: Config['admin'] = null;
  if (adminUsername || adminEmail || adminPassword) {
    if (!adminUsername || !/^[A-Za-z0-9_.-]{3,30}$/.test(adminUsername)) {
      problems.push('ADMIN_USERNAME must be 3 to 30 letters, digits, dots, dashes or underscores.');
    }
    if (!adminEmail || !EMAIL.test(adminEmail)) problems.push('ADMIN_EMAIL must be a valid email address.');
    if (!adminPassword || adminPassword.length < 12) problems.push('ADMIN_PASSWORD must have at least 12 characters.');
    if (adminUsername && adminEmail && adminPassword) {
      admin = { username: adminUsername, email: adminEmail, password: adminPassword };
    }
  }

  const corsOrigins = (text('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    let valid: boolean;
    try {
      valid = new URL(origin).origin === origin;
    } catch {
      valid = false;
    }
    if (!valid) problems.push(`CORS_ORIGINS: "${origin}" is not an origin like https://app.example.com (no path, no trailing slash).`);
  }

  const positive = (name: string, fallback: number): number => {
    const value = text(name);
    if (value === null) return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed <= 0) {
      problems.push(`${name} must be a positive number (got "${value}").`);
      return fallback;
    }
    return parsed;
  };

  /** WITHDRAWAL_DAILY_LIMIT_LEVEL_n in whole dollars, 0 for none; levels 1 and 2 have defaults, level 3 none. */
  const dailyLimits = (): Record<number, number> => {
    const limits: Record<number, number> = {};
    for (const level of [1, 2, 3]) {
      const fallback = (DEFAULT_DAILY_WITHDRAWAL_LIMITS[level] ?? 0) / 100;
      const dollars = integer(`WITHDRAWAL_DAILY_LIMIT_LEVEL_${level}`, fallback, 0, MAX_WITHDRAWAL_CENTS / 100);
      if (dollars > 0) limits[level] = dollars * 100;
    }
    return limits;
  };

  const supportEmail = text('SUPPORT_EMAIL') ?? 'support@example.com';
  if (!EMAIL.test(supportEmail)) problems.push('SUPPORT_EMAIL must be a valid email address.');

  const clockOffsetFile = text('CLOCK_OFFSET_FILE');
  if (clockOffsetFile !== null && production) problems.push('CLOCK_OFFSET_FILE moves the clock for tests: production runs on the real clock.');

  const fraction = (name: string, fallback: number): number => {
    const value = text(name);
    if (value === null) return fallback;
    const parsed = Number(value);
    if (!/^(0|1|0?\.\d+)$/.test(value) || parsed > 1) {
      problems.push(`${name} must be a fraction from 0 to 1, like 0.02 for two points (got "${value}").`);
      return fallback;
    }
    return parsed;
  };
  const percent = (name: string, fallback: number, max: number): number => {
    const value = text(name);
    if (value === null) return fallback;
    const parsed = Number(value);
    if (!/^\d+(\.\d{1,2})?$/.test(value) || parsed > max) {
      problems.push(`${name} must be a percentage from 0 to ${max}, at most two decimals (got "${value}").`);
      return fallback;
    }
    return parsed;
  };
  const canary = {
    minLoads: integer('CANARY_MIN_LOADS', 100, 1, 1_000_000),
    minVisitors: integer('CANARY_MIN_VISITORS', 100, 1, 1_000_000),
    windowLoads: integer('CANARY_WINDOW_LOADS', 1000, 1, 1_000_000),
    errorMargin: fraction('CANARY_ERROR_MARGIN', 0.02),
  };
  if (canary.windowLoads < canary.minLoads) problems.push('CANARY_WINDOW_LOADS must be at least CANARY_MIN_LOADS.');

  const fourEyesSetting = text('FOUR_EYES') ?? 'on';
  if (fourEyesSetting !== 'on' && fourEyesSetting !== 'off') problems.push(`FOUR_EYES must be on or off (got "${fourEyesSetting}").`);
  const fourEyes = {
    on: fourEyesSetting !== 'off',
    withdrawalThresholdCents: fourEyesThresholdCents(integer('FOUR_EYES_USD', DEFAULT_FOUR_EYES_USD, 1, MAX_WITHDRAWAL_CENTS / 100)),
  };

  const metricsToken = text('METRICS_TOKEN');
  /** A chain source: its node's URL and the confirmations a payment needs there. */
  const chainUrl = (name: string, confirmationsName: string, confirmations: number) => {
    const nodeUrl = url(name, ['http:', 'https:']);
    return nodeUrl === null ? null : { url: nodeUrl, confirmations: integer(confirmationsName, confirmations, 1, 1000) };
  };
  const withChainId = (source: { url: string; confirmations: number } | null) =>
    source === null ? null : { ...source, chainId: integer('ETH_CHAIN_ID', 1, 1, Number.MAX_SAFE_INTEGER) };
  const withTronContract = (source: { url: string; confirmations: number } | null) => {
    if (source === null) return null;
    const contract = text('TRON_USDT_CONTRACT') ?? MAINNET_USDT_CONTRACT;
    if (withdrawalAddressError('USDT', contract) !== null) problems.push(`TRON_USDT_CONTRACT must be a TRON contract address, T… (got "${contract}").`);
    return { ...source, contract, apiKey: text('TRON_API_KEY') };
  };
  const nodeUrl = (name: string) => {
    const value = url(name, ['http:', 'https:']);
    return value === null ? null : { url: value };
  };
  const explorerUrl = (coin: Coin) => {
    const template = text(`EXPLORER_TX_URL_${coin}`) ?? DEFAULT_EXPLORER_TX_URLS[coin];
    if (!template.includes('{txid}')) problems.push(`EXPLORER_TX_URL_${coin} must contain {txid}.`);
    return template;
  };
  if (metricsToken !== null && metricsToken.length < 16) problems.push('METRICS_TOKEN must have at least 16 characters.');

  const config: Config = {
    port: integer('PORT', 3000, 0, 65535),
    host: text('HOST') ?? '0.0.0.0',
    nodeEnv,
    demo: !production,
    demoStory: !production && oneOf('DEMO_STORY', ['on', 'off'], 'on') === 'on',
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    sqliteFile: resolveSqliteFile(text('SQLITE_FILE')),
    demoPassword,
    authSecret: authSecret ?? DEMO_AUTH_SECRET,
    admin,
    corsOrigins,
    publicUrl: publicUrl(url('PUBLIC_URL', ['https:', 'http:'])),
    scryptCost: integer('SCRYPT_COST', 17, 10, 20),
    passwordHashConcurrency: integer('PASSWORD_HASH_CONCURRENCY', Math.max(1, os.availableParallelism() - 1), 1, 64),
    passwordHashQueue: integer('PASSWORD_HASH_QUEUE', 8, 0, 1000),
    tokenTtlHours: positive('TOKEN_TTL_HOURS', 12),
    tokenIdleMinutes: positive('TOKEN_IDLE_MINUTES', 60),
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: text('MAIL_FROM') ?? 'Arcvest <no-reply@localhost>',
    webRoot: path.resolve(text('WEB_ROOT') ?? REPO_ROOT),
    remotes: {
      public: remoteManifestUrl('REMOTE_PUBLIC_URL'),
      investor: remoteManifestUrl('REMOTE_INVESTOR_URL'),
      admin: remoteManifestUrl('REMOTE_ADMIN_URL'),
    },
    deployDir: path.resolve(text('DEPLOY_DIR') ?? path.join(REPO_ROOT, 'deployments')),
    canary,
    clientErrorsPerMinute: integer('CLIENT_ERRORS_PER_MINUTE', 20, 1, 10_000),
    remoteLoadsPerMinute: integer('REMOTE_LOADS_PER_MINUTE', 120, 1, 10_000),
    serverVersion: (JSON.parse(fs.readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { version: string }).version,
    site: {
      name: text('SITE_NAME') ?? 'Arcvest',
      supportEmail,
      phone: text('SUPPORT_PHONE') ?? '+1 555 010 0100',
      postalAddress: text('POSTAL_ADDRESS') ?? '100 Example Street, Springfield, USA',
    },
    certificateFile: path.resolve(text('CERTIFICATE_FILE') ?? path.join(API_ROOT, 'assets', 'sample-certificate.pdf')),
    rateLimitMax: integer('RATE_LIMIT_MAX', 10, 1, 100000),
    trustProxy: trustProxy(text('TRUST_PROXY')),
    accrualIntervalSeconds: integer('ACCRUAL_INTERVAL_SECONDS', 300, 0, 86_400),
    withdrawalAddressHoldHours: integer('WITHDRAWAL_ADDRESS_HOLD_HOURS', 24, 0, 24 * 30),
    securityHoldHours: integer('SECURITY_HOLD_HOURS', 24, 0, 24 * 30),
    fourEyes,
    dailyWithdrawalLimits: dailyLimits(),
    notificationIntervalSeconds: integer('NOTIFICATION_INTERVAL_SECONDS', 30, 0, 86_400),
    eventHeartbeatSeconds: integer('EVENT_HEARTBEAT_SECONDS', 15, 1, 300),
    outboxDir: path.resolve(text('OUTBOX_DIR') ?? path.join(REPO_ROOT, 'data', 'outbox')),
    pricesUrl: url('PRICES_URL', ['https:', 'http:']) ?? COINGECKO_PRICES_URL,
    pricesTtlSeconds: integer('PRICES_TTL_SECONDS', 60, 60, 86_400),
    defaultPrices: defaultPrices(text('DEFAULT_PRICES'), problems),
    metricsToken,
    clockOffsetFile: clockOffsetFile === null ? null : path.resolve(clockOffsetFile),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    logFormat: oneOf<LogFormat, null>('LOG_FORMAT', ['json', 'pretty'], null),
    i18nPseudo: oneOf('I18N_PSEUDO', ['0', '1'], '0') === '1',
    demoPasswordFile: path.join(REPO_ROOT, 'data', 'demo-password'),
    chains: {
      btc: chainUrl('BTC_RPC_URL', 'BTC_CONFIRMATIONS', 2),
      eth: withChainId(chainUrl('ETH_RPC_URL', 'ETH_CONFIRMATIONS', 12)),
      tron: withTronContract(chainUrl('TRON_API_URL', 'TRON_CONFIRMATIONS', 20)),
      xrp: nodeUrl('XRP_RPC_URL'),
      sol: nodeUrl('SOL_RPC_URL'),
      pollSeconds: integer('CHAIN_POLL_SECONDS', 15, 1, 3600),
      invoiceMinutes: integer('INVOICE_MINUTES', 30, 5, 24 * 60),
      explorerTxUrls: Object.fromEntries(COINS.map((coin) => [coin, explorerUrl(coin)])) as Record<Coin, string>,
      payoutTolerancePercent: percent('PAYOUT_TOLERANCE_PERCENT', 0, 5),
    },
  };

  if (problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  return config;
}

/** Where links in emails point: PUBLIC_URL, or this server on localhost when it is not set (development). */
export function emailLinkBase(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** An origin plus optional path, without the trailing slash (the document's paths start with one). */
function publicUrl(value: string | null): string | null {
  return value === null ? null : value.replace(/\/+$/, '');
}

function resolveSqliteFile(value: string | null): string {
  if (value === ':memory:') return value;
  return path.resolve(value ?? path.join(REPO_ROOT, 'data', 'arcvest.sqlite'));
}

function trustProxy(value: string | null): boolean | string {
  if (value === null || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** DEFAULT_PRICES is "bitcoin=60000,ethereum=3000"; a coin left out keeps its built-in price. */
function defaultPrices(value: string | null, problems: string[]): UsdPrices {
  const prices = { ...BUILT_IN_PRICES };
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [coin, usd = ''] = entry.split('=').map((part) => part.trim());
    const price = Number(usd);
    if (!PRICE_COINS.includes(coin as PriceCoin) || usd === '' || !Number.isFinite(price) || price <= 0) {
      problems.push(`DEFAULT_PRICES: "${entry}" must be coin=price, with a coin among ${PRICE_COINS.join(', ')} and a positive price.`);
      continue;
    }
    prices[coin as PriceCoin] = { usd: price };
  }
  return prices;
}
