/**
 * The database schema (PostgreSQL dialect, embedded PGlite or a real server), whole: Kindred's own
 * tables, split by meaning in schema/ (accounts, chats, moderation, operations), and Better Auth's
 * four (auth-tables.ts), all exported from here as one, so that this file is the whole schema
 * (drizzle.config.ts reads it; the rest of the server imports from it).
 */
import { account, profiles, session, user, userTokens, verification } from "./schema/accounts.js";
import { blocks, chatReviews, chats, messages, personalDetailShares, reconnectRequests } from "./schema/chats.js";
import {
  barredAddresses,
  crisisOpenings,
  moderationAudit,
  refusedMessages,
  reports,
  sanctions,
} from "./schema/moderation.js";
import { aiAgents, mailOutbox, mailQueue, themeSuggestions } from "./schema/operations.js";

export * from "./schema/accounts.js";
export * from "./schema/chats.js";
export * from "./schema/moderation.js";
export * from "./schema/operations.js";

export const schema = {
  user,
  session,
  account,
  verification,
  profiles,
  userTokens,
  themeSuggestions,
  mailOutbox,
  mailQueue,
  chats,
  messages,
  blocks,
  aiAgents,
  chatReviews,
  reports,
  sanctions,
  barredAddresses,
  moderationAudit,
  reconnectRequests,
  personalDetailShares,
  crisisOpenings,
  refusedMessages,
};
export type Schema = typeof schema;
