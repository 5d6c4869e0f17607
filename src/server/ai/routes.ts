/** AI endpoints: the diagnostics test (any member) and initialising the persona rows (admins only). */
import type { FastifyInstance } from "fastify";
import { ALL_PERSONAS } from "../../shared/personas.js";
import { routes } from "../../shared/routes.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import type { Db } from "../db/client.js";
import { aiAgents } from "../db/schema.js";
import { forbidden } from "../http-error.js";
import { RateLimitedError } from "../rate-limit.js";
import { route } from "../route.js";
import type { AiService } from "./service.js";

export const ADMIN_ONLY_AI = "You need to be logged in as an admin to initialize AI agents.";

export async function aiRoutes(
  app: FastifyInstance,
  options: { ai: AiService; db: Db; readViewer: ReadViewer; provider: "builtin" | "openai" },
) {
  const { ai, db, readViewer, provider } = options;
  const onRequest = signedIn(readViewer);

  route(app, routes.aiTest, { onRequest }, async (request) => {
    try {
      return { success: true, ...(await ai.test(viewerOf(request).id)) };
    } catch (error) {
      // Too many tests is the caller's to fix (429), not a provider failure to report.
      if (error instanceof RateLimitedError) throw error;
      request.log.warn({ err: error }, "AI test failed");
      return { success: false, provider, error: (error as Error).message };
    }
  });

  route(app, routes.aiAgentsInit, { onRequest }, async (request) => {
    if (!viewerOf(request).isAdmin) throw forbidden(ADMIN_ONLY_AI);
    const started = performance.now();
    let successful = 0;
    let failed = 0;
    for (const persona of ALL_PERSONAS) {
      const row = { ...persona, provider, updatedAt: new Date() };
      try {
        await db.insert(aiAgents).values(row).onConflictDoUpdate({ target: aiAgents.id, set: row });
        successful++;
      } catch (error) {
        request.log.error({ err: error, persona: persona.id }, "could not initialise an AI agent");
        failed++;
      }
    }
    return { successful, failed, duration: Math.round(performance.now() - started) };
  });
}
