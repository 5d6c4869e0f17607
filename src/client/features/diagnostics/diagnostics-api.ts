/** The checks behind the diagnostics dialog: our own readiness endpoint and the AI test endpoint. */
import { Readiness, type AiTestResult } from "@shared/api";
import { LIMITS } from "@shared/limits";
import { routes } from "@shared/routes";
import { call } from "@/lib/api";
import { HttpError } from "@/lib/http";

export type CheckState = "ok" | "failed" | "offline";

export interface ConnectionReport {
  internet: CheckState;
  database: CheckState;
  detail: string;
}

/** Reaching our own server at all stands for "internet"; its readiness says how the database is. */
export async function checkConnections(): Promise<ConnectionReport> {
  if (!navigator.onLine) {
    return {
      internet: "offline",
      database: "offline",
      detail: "You're offline. Please check your internet connection.",
    };
  }
  try {
    const readiness = await call(routes.readyz, {
      signal: AbortSignal.timeout(LIMITS.connectionCheck.timeoutMs),
    }).catch(
      // Not ready (503) still answers which check failed.
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 503) return Readiness.parse(error.reply);
        throw error;
      },
    );
    const database = readiness.checks.database === "ok" ? "ok" : "failed";
    return {
      internet: "ok",
      database,
      detail: database === "ok" ? "Connected to Kindred and its database." : "Database connection error.",
    };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return {
      internet: "failed",
      database: "failed",
      detail: timedOut ? "Connection timed out" : "Database connection error.",
    };
  }
}

export type AiTestOutcome = AiTestResult | { success: false; timedOut: true };

export async function testAi(): Promise<AiTestOutcome> {
  try {
    return await call(routes.aiTest, { signal: AbortSignal.timeout(LIMITS.aiTestTimeoutMs) });
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") return { success: false, timedOut: true };
    if (error instanceof HttpError) return { success: false, provider: "builtin", error: error.message };
    throw error;
  }
}
