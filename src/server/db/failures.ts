/**
 * Which database errors mean the database cannot serve a request right now — unreachable (503) or
 * every pooled connection taken (503 with Retry-After) — told apart from a query's own errors; and
 * PostgreSQL's unique-key violation (a row with the same key was stored first).
 */
import { HttpError } from "../http-error.js";

/** What a person reads when PostgreSQL cannot be reached: the request may well work in a moment. */
export const DATABASE_UNREACHABLE = "Kindred cannot reach its database right now. Please try again in a moment.";

/** PostgreSQL went away (or the network to it did): a 503 with a sentence, never a 500. */
export class DatabaseUnreachableError extends HttpError {
  constructor(message = DATABASE_UNREACHABLE) {
    super(503, message);
  }
}

/** What a person reads when every pooled connection is taken: the database is up, Kindred is busy. */
export const DATABASE_BUSY = "Kindred is very busy right now. Please try again in a moment.";

/**
 * Every pooled connection stayed taken for the whole connection timeout: a 503 that says so, and
 * asks for a short pause (Retry-After), since a moment later one is likely free.
 */
export class DatabaseBusyError extends HttpError {
  readonly retryAfterSeconds = 2;
  constructor(message = DATABASE_BUSY) {
    super(503, message);
  }
}

// Socket-level failures, and PostgreSQL's own: class 08 (connection exception) and 57P01-03
// (the server is shutting down or starting up).
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);
const CONNECTION_STATES = /^(08...|57P0[123])$/;
// node-postgres reports a lost or impossible connection with these messages and no code. (A new
// connection that takes too long to open is "Connection terminated due to connection timeout".)
const CONNECTION_MESSAGES = /Connection terminated|Client has encountered a connection error|Client was closed/i;
// pg-pool's only words for a request that waited in its queue, with every connection taken, for
// longer than connectionTimeoutMillis: the pool is full, not the database gone.
const POOL_EXHAUSTED = /^timeout exceeded when trying to connect$/i;

/**
 * The error to answer with when `error` means the database cannot serve the request right now (it
 * is unreachable, or the pool is exhausted), else null.
 */
export function databaseFailure(error: unknown): DatabaseUnreachableError | DatabaseBusyError | null {
  for (const current of causeChain(error)) {
    if (current instanceof DatabaseUnreachableError || current instanceof DatabaseBusyError) return current;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || CONNECTION_STATES.test(code))) {
      return new DatabaseUnreachableError();
    }
    if (current instanceof Error && POOL_EXHAUSTED.test(current.message)) return new DatabaseBusyError();
    if (current instanceof Error && CONNECTION_MESSAGES.test(current.message)) return new DatabaseUnreachableError();
  }
  return null;
}

/** PostgreSQL's unique_violation: a row with the same key was stored first. */
export function isUniqueViolation(error: unknown): boolean {
  return [...causeChain(error)].some((current) => (current as { code?: unknown }).code === "23505");
}

/** The error and what caused it, nearest first: Drizzle wraps the driver's error (as `cause`). */
function* causeChain(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; current && depth < 5; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}
