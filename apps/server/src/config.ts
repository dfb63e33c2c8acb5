import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { defaultSupportEmail } from '@rentwise/core/contact/schema';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Which proxies' X-Forwarded-For to believe (QUALITY.md security row 21): `false` (none, the
 * default), a hop count (`1` = the one load balancer in front), or a comma-separated list of proxy
 * addresses or CIDR ranges (also proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). Never
 * `true`: Fastify then takes the leftmost X-Forwarded-For, which any client writes itself, and every
 * per-address limit is bypassed.
 */
const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}
const trustProxyFromEnv = z.string().transform((value, ctx): false | number | string[] => {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === 'no' || text === '0') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      text === 'true' || text === 'yes'
        ? 'must be a hop count (e.g. 1) or a comma-separated list of proxy addresses: "true" would believe any client\'s X-Forwarded-For'
        : 'must be false, a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges',
  });
  return z.NEVER;
});

/** Every environment variable the server reads, with its default. README.md lists the same. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    /** Default: 127.0.0.1 in development (the dev mailbox must not face the network), else 0.0.0.0. */
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    PUBLIC_URL: z.url().optional(),
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Rentwise <no-reply@rentwise.local>'),
    SUPPORT_EMAIL: z.email('must be an email address').default(defaultSupportEmail),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RUN_JOBS: booleanFromEnv.default(true),
    DEMO_DATA: booleanFromEnv.optional(),
    TRUST_PROXY: trustProxyFromEnv.default(false),
    WEB_DIST_DIR: z.string().min(1).optional(),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30000),
    /**
     * On SIGTERM, how long /readyz answers 503 while requests are still served, so a load balancer
     * stops routing here before the listener closes. Default 2000 in production, 0 otherwise.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(5000).optional(),
    /** A message still unread this many minutes after it was sent is emailed to its recipient. */
    MESSAGE_EMAIL_DELAY_MINUTES: z.coerce.number().int().min(0).max(10080).default(15),
    // Auth rate limits per client address (QUALITY.md security rows 1 and 4): failed logins per
    // 15 min, email-sending requests (signup, recover, resend) per hour, link checks per 15 min.
    AUTH_LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
    AUTH_EMAIL_REQUEST_LIMIT: z.coerce.number().int().min(1).default(30),
    AUTH_VERIFY_LIMIT: z.coerce.number().int().min(1).default(30),
    /** At most one confirmation/recovery email per address per this many seconds. */
    AUTH_EMAIL_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
    /** Where document bytes live: local (DATA_DIR/uploads), database (PostgreSQL) or s3. */
    STORAGE: z.enum(['local', 'database', 's3']).default('local'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
    S3_PREFIX: z.string().default(''),
    // Per-organisation quotas (issue 23 finding 16; docs/deployment.md "Quotas").
    /** Bytes of documents (uploads, maintenance photos) one organisation may keep; default 5 GiB. */
    QUOTA_STORAGE_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(5 * 1024 ** 3),
    /** Emails one organisation's activity may cause in 24 h. */
    QUOTA_EMAILS_PER_DAY: z.coerce.number().int().min(0).default(1000),
    /** Emails of one kind to one address in 24 h, whoever causes them (finding 4). */
    QUOTA_EMAILS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).default(20),
    /** Bearer token of GET /metrics; without one, /metrics answers local requests only. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Origins besides PUBLIC_URL's that email links may redirect to (comma-separated). */
    AUTH_REDIRECT_ORIGINS: z
      .string()
      .regex(/^https?:\/\/[^,\s]+(,https?:\/\/[^,\s]+)*$/, 'must be comma-separated http(s) origins')
      .optional(),
    /** Stripe (issue 25): with a secret key, tenants pay through Stripe; without, the test provider. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must start with pk_').optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must start with whsec_')
      .optional(),
    /** Where the Stripe API is (tests: a local fake); default Stripe's own. */
    STRIPE_API_URL: z.url().optional(),
    /**
     * The PKCS#12 (certificate + key) that seals signed PDFs (modules/signatures). Without it, one
     * is generated at first start into DATA_DIR/signing/seal.p12 (docs/deployment.md).
     */
    SIGNING_P12_PATH: z.string().min(1).optional(),
    SIGNING_P12_PASSPHRASE: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE is s3' });
    }
    if (env.STORAGE === 'database' && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE'],
        message:
          'database needs DATABASE_URL (PostgreSQL): the embedded PGlite serves one instance, keep STORAGE=local there',
      });
    }
    if (env.STRIPE_SECRET_KEY) {
      for (const name of ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required with STRIPE_SECRET_KEY' });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    if ((env.MAIL_TRANSPORT ?? 'smtp') === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production' });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Set when running against a PostgreSQL server; otherwise the embedded PGlite in `pgliteDir`. */
  databaseUrl?: string;
  pgliteDir: string;
  databasePoolSize: number;
  statementTimeoutMs: number;
  jwtSecret: string;
  publicUrl: string;
  mail: { transport: 'outbox' | 'smtp'; smtpUrl?: string; from: string };
  /** The support inbox: contact-form messages are emailed here. */
  supportEmail: string;
  logLevel: string;
  runJobs: boolean;
  /** Seed the demo portfolio into an empty database (default on in development only). */
  demoData: boolean;
  /** false, a hop count, or the proxies' addresses (Fastify's `trustProxy`); never `true`. */
  trustProxy: false | number | string[];
  webDistDir?: string;
  requestTimeoutMs: number;
  /** Milliseconds between readiness turning 503 and the listener closing (graceful shutdown). */
  shutdownDrainMs: number;
  /** Minutes before an unread message is emailed to its recipient (job message-emails). */
  messageEmailDelayMinutes: number;
  /** Set when STRIPE_SECRET_KEY is: tenants pay through Stripe (modules/stripe). */
  stripe?: StripeConfig;
  /** Where document bytes live (storage/storage.ts). */
  storage: StorageConfig;
  /** The certificate that seals signed PDFs: given, or generated into DATA_DIR at first start. */
  signing: { p12Path: string; passphrase: string; generate: boolean };
  /** Per-organisation quotas (modules/quotas; the mailer and document uploads check them). */
  quotas: {
    storageBytesPerOrganisation: number;
    emailsPerOrganisationPerDay: number;
    emailsPerRecipientPerDay: number;
  };
  /** GET /metrics answers a request bearing this token; without one, local requests only. */
  metricsToken?: string;
  auth: {
    /** Failed logins per address per 15 min; the next attempt answers 429. */
    loginFailureLimit: number;
    /** signup + recover + resend requests per address per hour. */
    emailRequestLimit: number;
    /** Email-link verifications per address per 15 min. */
    verifyLimit: number;
    /** Seconds between two confirmation/recovery emails to one address. */
    emailIntervalSeconds: number;
    /** Origins (PUBLIC_URL's first) that email links may redirect to. */
    redirectOrigins: string[];
  };
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The API's base URL when it is not Stripe's (the tests' fake). */
  apiUrl?: string;
}

export type StorageConfig =
  | { kind: 'local' | 'database' }
  | {
      kind: 's3';
      s3: {
        bucket: string;
        endpoint?: string;
        region: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
        prefix: string;
      };
    };

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    const got = raw[name] === undefined ? '' : ` (got ${JSON.stringify(redactValue(name, raw[name]))})`;
    throw new ConfigError(`Invalid configuration: ${name} ${lowerFirst(issue.message)}${got}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const transport = env.MAIL_TRANSPORT ?? (env.NODE_ENV === 'production' ? 'smtp' : 'outbox');
  if (transport === 'smtp' && !env.SMTP_URL) {
    throw new ConfigError('Invalid configuration: SMTP_URL is required when MAIL_TRANSPORT is smtp');
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST ?? (env.NODE_ENV === 'development' ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    databasePoolSize: env.DATABASE_POOL_SIZE,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    jwtSecret: env.JWT_SECRET ?? developmentSecret(dataDir, env.NODE_ENV),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    mail: { transport, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    supportEmail: env.SUPPORT_EMAIL,
    logLevel: env.LOG_LEVEL,
    runJobs: env.RUN_JOBS,
    demoData: env.DEMO_DATA ?? env.NODE_ENV === 'development',
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? 2000 : 0),
    messageEmailDelayMinutes: env.MESSAGE_EMAIL_DELAY_MINUTES,
    signing: {
      p12Path: env.SIGNING_P12_PATH
        ? path.resolve(env.SIGNING_P12_PATH)
        : path.join(dataDir, 'signing', 'seal.p12'),
      passphrase: env.SIGNING_P12_PASSPHRASE ?? '',
      generate: env.SIGNING_P12_PATH === undefined,
    },
    quotas: {
      storageBytesPerOrganisation: env.QUOTA_STORAGE_BYTES,
      emailsPerOrganisationPerDay: env.QUOTA_EMAILS_PER_DAY,
      emailsPerRecipientPerDay: env.QUOTA_EMAILS_PER_RECIPIENT_PER_DAY,
    },
    ...(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          stripe: {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          },
        }
      : {}),
    storage:
      env.STORAGE === 's3'
        ? {
            kind: 's3',
            s3: {
              bucket: env.S3_BUCKET ?? '',
              endpoint: env.S3_ENDPOINT,
              region: env.S3_REGION,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
              forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
              prefix: env.S3_PREFIX,
            },
          }
        : { kind: env.STORAGE },
    metricsToken: env.METRICS_TOKEN,
    auth: {
      loginFailureLimit: env.AUTH_LOGIN_FAILURE_LIMIT,
      emailRequestLimit: env.AUTH_EMAIL_REQUEST_LIMIT,
      verifyLimit: env.AUTH_VERIFY_LIMIT,
      emailIntervalSeconds: env.AUTH_EMAIL_INTERVAL_SECONDS,
      redirectOrigins: [
        new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin,
        ...(env.AUTH_REDIRECT_ORIGINS?.split(',').map((origin) => new URL(origin).origin) ?? []),
      ],
    },
  };
}

/**
 * Outside production a secret is generated once into the data directory so that sessions survive
 * a restart without anyone having to configure one. Tests get a throw-away secret.
 */
function developmentSecret(dataDir: string, nodeEnv: string): string {
  if (nodeEnv === 'test') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function redactValue(name: string, value: unknown): unknown {
  return /SECRET|PASSWORD|URL|TOKEN|KEY_ID/.test(name) ? '***' : value;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
