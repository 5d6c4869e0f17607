/**
 * Builds the whole server from a configuration, in the order each part needs: HTTP, the database and
 * the sanction gate, Redis, auth, security headers, metrics and health, sockets, the services
 * (services.ts) and their routes, the static client.
 * main.ts listens with it; tests build it with testConfig() and call inject() or listen on port 0.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { createAuth, type Auth } from "./auth/auth.js";
import { createMailer } from "./auth/mail.js";
import { memberRoutes } from "./auth/member-routes.js";
import { ensureMember } from "./auth/members.js";
import { createAgeGate, UNDER_AGE_RETRY_SECONDS } from "./auth/age-gate.js";
import { authRoutes } from "./auth/routes.js";
import { createSessionReader } from "./auth/sessions.js";
import { forgetFailuresAcrossAddresses } from "./auth/sign-in-failures.js";
import { createViewerReader, type ReadViewer } from "./auth/viewer.js";
import { chatRoutes } from "./chats/routes.js";
import type { Config } from "./config.js";
import { openDatabase, type Database } from "./db/client.js";
import { messageRoutes } from "./messages/routes.js";
import { counselRoutes } from "./crisis/routes.js";
import { healthRoutes } from "./ops/health.js";
import { createMetrics, installMetrics } from "./ops/metrics.js";
import { startSweeps } from "./ops/sweeps.js";
import { serializeRequest } from "./ops/request-log.js";
import { createLimiter } from "./rate-limit.js";
import { createAddressBar } from "./account/barred-addresses.js";
import { accountRoutes } from "./account/routes.js";
import { adminRoutes } from "./admin/routes.js";
import { aiRoutes } from "./ai/routes.js";
import { guardSockets, sanctionGate } from "./moderation/gate.js";
import { moderationRoutes } from "./moderation/routes.js";
import { createStandingBook, type StandingBook } from "./moderation/standing.js";
import { shareStandingChanges } from "./moderation/standing-channel.js";
import { createHub, type KindredIo } from "./realtime/hub.js";
import { reconnectRoutes } from "./reconnect/routes.js";
import { reviewRoutes } from "./reviews/routes.js";
import type { CrisisCare } from "./crisis/care.js";
import type { ReconnectService } from "./reconnect/service.js";
import { attachChatHandlers } from "./realtime/chat-handlers.js";
import { createAwayBook } from "./realtime/away-book.js";
import { createPartnerPresence, type PartnerPresence } from "./realtime/partner-presence.js";
import { createIo, disconnectPerson, disconnectSession, keepOnlySession } from "./realtime/handshake.js";
import { registerClient } from "./client-files.js";
import { handleError } from "./error-answers.js";
import { closeRedis, connectRedis, pingRedis } from "./redis.js";
import { sameOriginOnly, siteOrigins } from "./same-origin.js";
import { registerSecurityHeaders } from "./security-headers.js";
import { recordRoutes, type RouteEntry } from "./security/route-catalogue.js";
import { encryptOlderText } from "./privacy/older-text.js";
import { startScreeningThreads } from "./messages/screening-threads.js";
import { createServices } from "./services.js";
import { suggestionRoutes } from "./suggestions/routes.js";
import { refuseUnstorableText } from "./text-guard.js";
import { DEFAULT_TUNING, type Tuning } from "./tuning.js";

export interface Server {
  fastify: FastifyInstance;
  database: Database;
  auth: Auth;
  io: KindredIo;
  readViewer: ReadViewer;
  reconnect: ReconnectService;
  /** The window and safety model checks after delivery (tests wait for the model's answers). */
  crisisCare: CrisisCare;
  /** Who has left a chat page (a test runs the grace's checks at once, instead of waiting them out). */
  presence: PartnerPresence;
  /** The standings this instance keeps (a test writes a sanction as another instance would, and announces it). */
  standings: StandingBook;
  /** Every route served, as registered (the access matrix and the fuzzing tests walk it). */
  routes: readonly RouteEntry[];
  close(): Promise<void>;
}

export async function buildServer(config: Config, tuning: Tuning = DEFAULT_TUNING): Promise<Server> {
  const { limits } = tuning;
  const fastify = Fastify({
    logger: {
      level: config.logLevel,
      // Bodies are never logged; these headers would carry sessions.
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      // URLs of e-mailed links carry one-time tokens.
      serializers: { req: serializeRequest },
      ...(tuning.logStream ? { stream: tuning.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    genReqId: () => crypto.randomUUID(),
  });
  const routes = recordRoutes(fastify);
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  fastify.setErrorHandler(handleError);
  fastify.decorateRequest("viewer", null);
  fastify.addHook("onRequest", sameOriginOnly(config));
  fastify.addHook("preValidation", refuseUnstorableText);

  // Started first, awaited where the services need them: a thread loads the screening rules (about a
  // second and a half on a slow machine) while the database opens. A start that fails is thrown there.
  const screeningStarting = startScreeningThreads(config.screeningThreads, (error) =>
    fastify.log.error({ err: error }, "a screening thread failed; the message was screened on the event loop"),
  );
  screeningStarting.catch(() => undefined);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  fastify.addHook("onClose", () => database.close());
  // Before any route: every signed-in call is checked against the caller's sanctions.
  const standings = createStandingBook({ db, now: tuning.clock });
  fastify.addHook("preHandler", sanctionGate(standings));

  const redis = config.redisUrl ? connectRedis(config.redisUrl, config.redisPrefix, fastify.log) : undefined;
  if (redis) fastify.addHook("onClose", () => closeRedis(redis));
  if (redis) fastify.addHook("onClose", shareStandingChanges(standings, redis, fastify.log));
  const signInFailures = {
    fromAddress: createLimiter("auth-account-address-failures", limits.authFailuresPerAccount, redis),
    acrossAddresses: createLimiter("auth-account-failures", limits.authFailuresAcrossAddresses, redis),
  };
  const verificationMails = {
    toAccount: createLimiter("verification-mails-account", limits.verificationMailsPerAccount, redis),
    fromAddress: createLimiter("verification-mails-address", limits.verificationMailsPerAddress, redis),
  };
  const { sendMail, stop: stopMail } = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    db,
    log: fastify.log,
    retry: tuning.mailRetry,
  });
  // Added after the database's onClose hook, so run before it: no mail starts out on a closed database.
  fastify.addHook("onClose", stopMail);
  const auth = createAuth({
    config,
    db,
    sendMail,
    onMemberSeen: (userId) => ensureMember(db, userId, config.earlyAccessLimit),
    onPasswordReset: async (user) => {
      disconnectPerson(io, user.id);
      await forgetFailuresAcrossAddresses(signInFailures, user.email.toLowerCase());
    },
    onPendingAccountClaimed: (userId) => ageGate.confirm(userId),
    onAddressVerified: (userId) => disconnectPerson(io, userId),
    verificationMailsToAccount: verificationMails.toAccount,
    log: fastify.log,
  });
  const readViewer = createViewerReader(createSessionReader(auth, db), config.adminEmails);

  registerSecurityHeaders(fastify, config.publicUrl);

  // Before any route, so that the latency hook times them all; the socket count is read at scrape time.
  const metrics = createMetrics({ connectedSockets: () => io.engine.clientsCount });
  installMetrics(fastify, metrics, { token: config.metricsToken });
  const readiness = [{ name: "database", check: database.ping }];
  if (redis) readiness.push({ name: "redis", check: () => pingRedis(redis) });
  await fastify.register(healthRoutes, { checks: readiness });
  const ageGate = createAgeGate({
    db,
    minimumAge: config.minimumAge,
    clock: tuning.clock,
    refusedAddresses: createLimiter("under-age", { points: 1, duration: UNDER_AGE_RETRY_SECONDS }, redis),
  });
  const addressBar = createAddressBar({ db, secret: config.authSecret, clock: tuning.clock });
  await addressBar.keepForSanctioned();
  await fastify.register(authRoutes, {
    auth,
    ageGate,
    addressBar,
    publicUrl: config.publicUrl,
    limiters: {
      perAddress: createLimiter("auth-address", limits.authPerAddress, redis),
      failures: signInFailures,
      verificationMails,
      passwordResetMails: {
        toAccount: createLimiter("reset-mails-account", limits.passwordResetMailsPerAccount, redis),
        fromAddress: createLimiter("reset-mails-address", limits.passwordResetMailsPerAddress, redis),
      },
    },
    sessions: {
      signedOut: (sessionId) => disconnectSession(io, sessionId),
      othersRevoked: (userId, kept, replacement) => keepOnlySession(io, userId, kept, replacement),
    },
  });
  await fastify.register(memberRoutes, {
    db,
    readViewer,
    earlyAccessLimit: config.earlyAccessLimit,
    minimumAge: config.minimumAge,
    chatRetentionDays: config.chatRetentionDays,
  });
  await fastify.register(suggestionRoutes, { db, readViewer });

  // Sockets, then the services that decide behind every route and socket event, then their routes.
  const io = createIo(fastify, { origins: siteOrigins(config), readViewer, redis, log: fastify.log });
  guardSockets(io, standings);
  const events = createHub(io, metrics);
  const onError = (error: unknown) => fastify.log.error({ err: error }, "background task failed");
  const screening = await screeningStarting;
  fastify.addHook("onClose", () => screening.close());
  const services = createServices({
    config,
    tuning,
    db,
    databaseKind: database.kind,
    redis,
    io,
    events,
    standings,
    metrics,
    auth,
    ageGate,
    addressBar,
    log: fastify.log,
    screening,
    onError,
  });
  const { moderation, ai, crisisCare, counsel, chats, messages, reviews, reconnect, admin, accounts } = services;
  const encrypted = await encryptOlderText(db, services.cipher);
  if (encrypted > 0) fastify.log.info({ encrypted }, "encrypted review comments and report notes kept in clear");
  const presence = createPartnerPresence({
    io,
    db,
    book: createAwayBook(redis),
    graceMs: tuning.partnerAwayGraceMs,
    log: fastify.log,
  });
  fastify.addHook("onClose", async () => presence.close());
  const { eventsPerSocket } = limits;
  attachChatHandlers(io, { db, chats, messages, presence, log: fastify.log, eventsPerSocket });
  await fastify.register(chatRoutes, { chats, readViewer });
  await fastify.register(messageRoutes, { messages, readViewer });
  await fastify.register(counselRoutes, { counsel, readViewer });
  await fastify.register(aiRoutes, { ai, db, readViewer, provider: config.ai.provider });
  await fastify.register(reviewRoutes, { reviews, readViewer });
  await fastify.register(reconnectRoutes, { reconnect, readViewer });
  await fastify.register(adminRoutes, { admin, readViewer, adminEmails: config.adminEmails });
  await fastify.register(moderationRoutes, { moderation, book: standings, counsel, readViewer });
  await fastify.register(accountRoutes, { accounts, auth, readViewer });
  // Added after the database's onClose hook, so run before it (Fastify runs them last added first):
  // the database closes only once the sweeps in progress have stopped.
  const sweeps = startSweeps({
    db,
    reconnect,
    addressBar,
    retention: { days: config.chatRetentionDays, everyMs: tuning.retentionSweepMs, clock: tuning.clock },
    log: fastify.log,
    onError,
  });
  fastify.addHook("onClose", () => sweeps.stop());
  await registerClient(fastify, { sessionCookie: (await auth.$context).authCookies.sessionToken.name });

  return {
    fastify,
    database,
    auth,
    io,
    readViewer,
    reconnect,
    crisisCare,
    presence,
    standings,
    routes,
    close: () => fastify.close(),
  };
}
