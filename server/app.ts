import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { API_BASE_PATH } from "../domain/api.ts";
import type { App } from "./appInstance.ts";
import { authRoutes } from "./auth/routes.ts";
import { categoryRoutes } from "./categories/routes.ts";
import { changesetRoutes } from "./changesets/routes.ts";
import { completenessRoutes } from "./completeness/routes.ts";
import type { Config } from "./config.ts";
import { couponRoutes } from "./coupons/routes.ts";
import { customerRoutes } from "./customers/routes.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { deletionRequestRoutes } from "./deletionRequests/routes.ts";
import { eventRequestRoutes } from "./eventRequests/routes.ts";
import { eventRoutes } from "./events/routes.ts";
import { trackDependencies } from "./health/dependencies.ts";
import { healthRoutes } from "./health/routes.ts";
import { importRoutes } from "./imports/routes.ts";
import { intakeRoutes } from "./intake/routes.ts";
import { listChangesAcrossInstancesPlugin } from "./lists/changesAcrossInstances.ts";
import { liveCountersPlugin } from "./liveCounters/publisher.ts";
import { liveCounterRoutes } from "./liveCounters/routes.ts";
import { loggerOptions } from "./logging.ts";
import { logRoutes } from "./logs/routes.ts";
import { createMailer } from "./mail/mailer.ts";
import { notificationRoutes } from "./notifications/routes.ts";
import type { HoldExpiryTiming } from "./orderRequests/holdExpiry.ts";
import { orderRequestRoutes } from "./orderRequests/routes.ts";
import { orderRoutes } from "./orders/routes.ts";
import { otpRoutes } from "./otp/routes.ts";
import { outboxRoutes } from "./outbox/routes.ts";
import { createOutbox, OUTBOX_TIMING, type OutboxTiming } from "./outbox/worker.ts";
import { passwordRoutes } from "./passwords/routes.ts";
import { REPO_ROOT } from "./paths.ts";
import type { PaymentProvider } from "./payments/provider.ts";
import { paymentRoutes } from "./payments/routes.ts";
import { sandboxProvider } from "./payments/sandbox.ts";
import { stripeProvider } from "./payments/stripe.ts";
import { authenticationPlugin } from "./plugins/authentication.ts";
import { answerUnreadableRequest } from "./plugins/clientErrors.ts";
import { compressionPlugin } from "./plugins/compression.ts";
import { docsPlugin } from "./plugins/docs.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { i18nPlugin } from "./plugins/i18n.ts";
import { livePlugin } from "./plugins/live.ts";
import { securityHeadersPlugin } from "./plugins/securityHeaders.ts";
import { spaPlugin } from "./plugins/spa.ts";
import { productRoutes } from "./products/routes.ts";
import { propertyRoutes } from "./properties/routes.ts";
import { queueRoutes } from "./queue/routes.ts";
import { rateLimitPlugin } from "./rateLimits/plugin.ts";
import { RATE_LIMIT_POLICIES, type RateLimitPolicies } from "./rateLimits/policies.ts";
import { redisPlugin } from "./redis/plugin.ts";
import type { RefundTiming } from "./refunds/delivery.ts";
import { refundRoutes } from "./refunds/routes.ts";
import { rentModelRoutes } from "./rentModels/routes.ts";
import { rentRequestRoutes } from "./rentRequests/routes.ts";
import { searchRoutes } from "./search/routes.ts";
import { sellerRoutes } from "./sellers/routes.ts";
import { shopRoutes } from "./shops/routes.ts";
import { signupRoutes } from "./signup/routes.ts";
import { stockRoutes } from "./stock/routes.ts";
import { localDirectoryStorage } from "./storage/localDirectory.ts";
import { uploadRoutes } from "./storage/routes.ts";
import { userAccountRoutes } from "./users/accountRoutes.ts";
import { userListRoutes } from "./users/listRoutes.ts";
import { profileRoutes } from "./users/routes.ts";
import { viewRoutes } from "./views/routes.ts";
import { webhookRoutes } from "./webhooks/routes.ts";
import { sendSandboxRefund } from "./webhooks/sandboxEvents.ts";
import { writeGuardPlugin } from "./writes/writeGuard.ts";

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where log lines go (stdout by default); tests pass a stream to read them back. */
  logStream?: NodeJS.WritableStream;
  /** Replaces parts the configuration chooses; for tests and embedding, never set from env. */
  overrides?: AppOverrides;
}

export interface AppOverrides {
  /** The clock of OTP codes and mailed links (default: the system clock). */
  now?: () => Date;
  /** Attempt limits per policy (default: RATE_LIMIT_POLICIES); tests use tiny ones. */
  rateLimits?: Partial<RateLimitPolicies>;
  /** Prefix of the rate-limit counters in Redis; instances sharing counters share it. */
  rateLimitNamespace?: string;
  /** Payment provider (default: Stripe with STRIPE_SECRET_KEY, else the sandbox). */
  paymentProvider?: PaymentProvider;
  /** The outbox's backoff, polling and waits (default: OUTBOX_TIMING); tests use short ones. */
  outbox?: Partial<OutboxTiming>;
  /** The refunds' retries (default: REFUND_TIMING); tests use short ones. */
  refunds?: Partial<RefundTiming>;
  /** How often expired quotes' holds are looked for (default: HOLD_EXPIRY_TIMING). */
  holdExpiry?: Partial<HoldExpiryTiming>;
}

const { version } = JSON.parse(readFileSync(new URL("package.json", REPO_ROOT), "utf8")) as {
  version: string;
};

/**
 * Zod validates and serialises every route. Given as the compiler factories, not set after
 * Fastify is built, so Fastify never loads its default Ajv compilers (about half a second of every
 * start, issue 13). Fastify types the factories for Ajv; these hand back what
 * setValidatorCompiler and setSerializerCompiler would install.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"];

/** Builds the whole server without listening; the caller owns the database and calls listen. */
export const buildApp = async ({
  config,
  database,
  logStream,
  overrides = {},
}: BuildAppOptions): Promise<App> => {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // Answers 503 to new requests while closing; in-flight ones finish (graceful shutdown).
    return503OnClosing: true,
    clientErrorHandler: answerUnreadableRequest,
    // Behind a load balancer: request.ip is the client's address from X-Forwarded-For.
    trustProxy: config.trustProxy,
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate("config", config);
  app.decorate("db", database.db);
  app.decorate("dependencies", trackDependencies(app.log));
  app.dependencies.use("database");
  database.watch({
    lost: (error) => app.dependencies.down("database", error),
    opened: () => app.dependencies.up("database"),
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  app.decorate("mailer", mailer);
  if (config.smtpUrl) app.dependencies.use("smtp");
  app.decorate("storage", localDirectoryStorage(join(config.dataDir, "uploads")));
  app.decorate("now", overrides.now ?? (() => new Date()));
  const paymentProvider =
    overrides.paymentProvider ??
    (config.stripeSecretKey
      ? stripeProvider({ secretKey: config.stripeSecretKey })
      : sandboxProvider({
          refund: (request) => sendSandboxRefund(app, webhookSecret, request),
        }));
  if (paymentProvider.name !== "sandbox") app.dependencies.use("paymentProvider");
  // Without STRIPE_WEBHOOK_SECRET only the sandbox, which signs its own events, knows the secret.
  const webhookSecret =
    config.stripeWebhookSecret ?? `whsec_${randomBytes(32).toString("base64url")}`;
  if (config.stripeSecretKey && !config.stripeWebhookSecret) {
    app.log.warn("STRIPE_WEBHOOK_SECRET is not set: Stripe's webhooks will be refused (400)");
  }

  await app.register(i18nPlugin);
  const outbox = createOutbox({
    db: database.db,
    mailer,
    dependencies: app.dependencies,
    log: app.log,
    translate: app.translate,
    mailFrom: config.mailFrom,
    smtp: Boolean(config.smtpUrl),
    timing: { ...OUTBOX_TIMING, ...overrides.outbox },
  });
  app.decorate("outbox", outbox);
  // Mails due from before this start (another instance's, or this one's before a restart) go
  // once the server serves; the tries under way end before the transport closes.
  app.addHook("onReady", async () => outbox.start());
  app.addHook("onClose", async () => {
    await outbox.stop();
    mailer.close();
  });
  await app.register(errorsPlugin);
  await app.register(writeGuardPlugin);
  await app.register(securityHeadersPlugin, { https: config.publicUrl.startsWith("https:") });
  // Before every route: it hooks each route as it is declared.
  await app.register(compressionPlugin);
  await app.register(authenticationPlugin, {
    secret: config.jwtSecret,
    expiresIn: config.jwtExpiresIn,
    appKey: config.appKey,
  });
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin, {
    policies: { ...RATE_LIMIT_POLICIES, ...overrides.rateLimits },
    namespace: overrides.rateLimitNamespace ?? `${config.redisPrefix ?? "lux-"}rate-limit:`,
  });
  await app.register(docsPlugin, { version, publicUrl: config.publicUrl });
  await app.register(livePlugin);
  await app.register(listChangesAcrossInstancesPlugin);
  await app.register(liveCountersPlugin);
  // The feature modules, one plugin each under /admin/api: a new feature adds one line here.
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database: database.kind });
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(otpRoutes);
      await api.register(passwordRoutes);
      await api.register(signupRoutes);
      await api.register(uploadRoutes);
      await api.register(paymentRoutes, { provider: paymentProvider });
      await api.register(categoryRoutes);
      await api.register(propertyRoutes);
      await api.register(productRoutes);
      await api.register(importRoutes);
      await api.register(couponRoutes);
      await api.register(sellerRoutes);
      await api.register(shopRoutes);
      await api.register(intakeRoutes);
      await api.register(liveCounterRoutes);
      await api.register(dashboardRoutes);
      await api.register(completenessRoutes);
      await api.register(stockRoutes);
      await api.register(queueRoutes);
      await api.register(customerRoutes);
      await api.register(notificationRoutes);
      await api.register(searchRoutes);
      await api.register(rentModelRoutes);
      await api.register(rentRequestRoutes);
      await api.register(eventRoutes);
      await api.register(eventRequestRoutes);
      await api.register(orderRequestRoutes, { holdExpiry: overrides.holdExpiry });
      await api.register(orderRoutes);
      await api.register(changesetRoutes);
      await api.register(userListRoutes);
      await api.register(userAccountRoutes);
      await api.register(deletionRequestRoutes);
      await api.register(logRoutes);
      await api.register(outboxRoutes);
      await api.register(viewRoutes);
      await api.register(webhookRoutes, { provider: paymentProvider, secret: webhookSecret });
      await api.register(refundRoutes, { provider: paymentProvider, timing: overrides.refunds });
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(spaPlugin, { staticDir: config.staticDir });
  return app;
};
