/**
 * Kindred's services: what decides behind every route and socket event (moderation, the AI personas,
 * crisis care, chats, messages, reviews, reconnects, admin, accounts), each given the others it needs.
 * app.ts builds them once and hands them to the routes and socket handlers.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { createAccountService } from "./account/service.js";
import type { AddressBar } from "./account/barred-addresses.js";
import { createAdminService } from "./admin/service.js";
import { createProvider } from "./ai/create-provider.js";
import { createAiService } from "./ai/service.js";
import { createCounselAfterEnd } from "./crisis/after-end.js";
import type { AgeGate } from "./auth/age-gate.js";
import type { Auth } from "./auth/auth.js";
import { createChatService } from "./chats/service.js";
import type { Config } from "./config.js";
import { createCrisisCare } from "./crisis/care.js";
import { createCrisisMode } from "./crisis/crisis-mode.js";
import { createSafetyModel } from "./crisis/safety-model.js";
import type { Database, PooledDb } from "./db/client.js";
import { createAbuseReports } from "./messages/abuse-reports.js";
import { createCipher } from "./messages/crypto.js";
import type { ScreeningThreads } from "./messages/screening-threads.js";
import { createMessageService } from "./messages/service.js";
import { createMessageWriter } from "./messages/writer.js";
import { createAuditTrail } from "./moderation/audit-trail.js";
import { createModeratorInChat, createModeratorListReading } from "./moderation/moderator-in-chat.js";
import { createModerationService } from "./moderation/service.js";
import type { StandingBook } from "./moderation/standing.js";
import type { Metrics } from "./ops/metrics.js";
import { createLimiter, createLocalFirstLimiter } from "./rate-limit.js";
import type { ChatEvents, KindredIo } from "./realtime/hub.js";
import { onChatPage } from "./realtime/partner-presence.js";
import { createReconnectService } from "./reconnect/service.js";
import { createReviewService } from "./reviews/service.js";
import type { Tuning } from "./tuning.js";

export interface ServiceDeps {
  config: Config;
  tuning: Tuning;
  db: PooledDb;
  /** Which engine `db` speaks to (the message writer spaces its batches on the embedded one only). */
  databaseKind: Database["kind"];
  /** Shared rate limits and counts across instances, when REDIS_URL is set. */
  redis: Redis | undefined;
  io: KindredIo;
  events: ChatEvents;
  standings: StandingBook;
  metrics: Metrics;
  auth: Auth;
  ageGate: AgeGate;
  addressBar: AddressBar;
  log: FastifyBaseLogger;
  /** Where messages are screened (messages/screening-threads.ts). */
  screening: ScreeningThreads;
  /** Where failures of work done after the answer (AI replies, crisis checks, sweeps) are logged. */
  onError(error: unknown): void;
}

export type Services = ReturnType<typeof createServices>;

export function createServices(deps: ServiceDeps) {
  const { config, tuning, db, databaseKind, redis, io, events, standings, metrics, log, onError } = deps;
  const { limits } = tuning;
  const cipher = createCipher(config.messageKey);
  const moderation = createModerationService({
    db,
    events,
    io,
    book: standings,
    cipher,
    secret: config.authSecret,
    now: tuning.clock,
    holdThreshold: config.reportHoldThreshold,
    addressBar: deps.addressBar,
  });
  const trail = createAuditTrail(db, config.authSecret);
  // The audit log's record of moderators in chats they have no seat in (REST and socket alike).
  const moderatorInChat = createModeratorInChat(trail);
  const writer = createMessageWriter(db, cipher, { databaseKind });
  const ai = createAiService({
    db,
    cipher,
    writer,
    events,
    provider: tuning.aiProvider ?? createProvider(config.ai),
    perUser: createLimiter("ai-user", limits.aiPerUser, redis),
    log,
    metrics,
    minimumAge: config.minimumAge,
  });
  const crisisMode = createCrisisMode({ db, cipher, writer, events, ai, metrics, onError });
  const crisisCare = createCrisisCare({
    db,
    cipher,
    mode: crisisMode,
    model: createSafetyModel(config.safety),
    metrics,
    log,
  });
  const chats = createChatService({
    db,
    cipher,
    events,
    matching: tuning.matching,
    ai,
    onError,
    metrics,
    now: tuning.clock,
    onReported: (reportedId) => moderation.reported(reportedId),
    reportLimit: createLimiter("reports-user", limits.reportsPerUser, redis),
    moderatorInChat,
    onChatPage: (chatId, userId) => onChatPage(io, chatId, userId),
    crisisAtMatch: (chat) => crisisMode.openBeforeMatch(chat),
  });
  const messages = createMessageService({
    db,
    cipher,
    writer,
    events,
    // Decided on this instance and reconciled with Redis after, so no message waits for Redis; a person
    // on several instances may overshoot by a message or two (rate-limit.ts).
    perUser: createLocalFirstLimiter("messages-user", limits.messagesPerUser, redis),
    ai,
    abuse: createAbuseReports({ db, cipher, after: config.abuseReportAfter, redis }),
    personalDetailsReportAfter: config.personalDetailsReportAfter,
    personalDetailsHeldReportAfter: config.personalDetailsHeldReportAfter,
    crisis: { mode: crisisMode, care: crisisCare },
    screening: deps.screening,
    underAge: {
      minimumAge: config.minimumAge,
      stated: (chat, userId, minimum) => moderation.statedUnderAge(chat, userId, minimum),
    },
    moderatorInChat,
    observeStage: (stage, seconds) => metrics.messageStages.labels(stage).observe(seconds),
    onError,
  });
  const reviews = createReviewService({ db, cipher, reviewMinChatMs: tuning.reviewMinChatMs, now: tuning.clock });
  const reconnect = createReconnectService({ db, events, now: tuning.clock });
  const admin = createAdminService({ db, cipher, listRead: createModeratorListReading(trail) });
  const accounts = createAccountService({
    db,
    cipher,
    auth: deps.auth,
    events,
    io,
    passwordFailures: createLimiter("account-password-failures", limits.authFailuresPerAccount, redis),
    ageGate: deps.ageGate,
    addressBar: deps.addressBar,
  });
  const counsel = createCounselAfterEnd({ db, cipher, ai, book: standings, now: tuning.clock });
  // The cipher too: at start, the text kept in clear from before is encrypted with it (app.ts).
  return { cipher, moderation, ai, crisisCare, counsel, chats, messages, reviews, reconnect, admin, accounts };
}
