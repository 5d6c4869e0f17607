/** The checks behind the diagnostics dialog: our own readiness endpoint and the AI test endpoint. */
import { AiTestResult, Readiness } from "../../../shared/api";
import { LIMITS } from "../../../shared/limits";

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
    const response = await fetch("/readyz", { signal: AbortSignal.timeout(LIMITS.connectionCheck.timeoutMs) });
    const readiness = Readiness.parse(await response.json());
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
    const response = await fetch("/api/ai/test", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "x-client-info": "kindred-web" },
      body: JSON.stringify({
        test: true,
        timestamp: new Date().toISOString(),
        requestId: crypto.randomUUID(),
        client: "kindred-web",
        debug: { url: location.href, online: navigator.onLine, userAgent: navigator.userAgent },
      }),
      signal: AbortSignal.timeout(LIMITS.aiTestTimeoutMs),
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      return { success: false, provider: "builtin", error: body.error ?? `The server answered ${response.status}.` };
    }
    return AiTestResult.parse(await response.json());
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") return { success: false, timedOut: true };
    throw error;
  }
}
