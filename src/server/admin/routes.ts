/**
 * Moderation data for admins. Every route checks the admin role on the server, whatever the
 * browser claims. (The admin dashboard page builds on these.)
 */
import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import type { Db } from "../db/client.js";
import { reports } from "../db/schema.js";
import { forbidden } from "../http-error.js";

export const ADMINS_ONLY = "You're not an admin. This area is only accessible to administrators.";

const ReportList = z.object({
  reports: z.array(
    z.object({
      id: z.string().uuid(),
      chatId: z.string().uuid().nullable(),
      reason: z.string(),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

export async function adminRoutes(fastify: FastifyInstance, options: { db: Db; readViewer: ReadViewer }) {
  const { db, readViewer } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedInHook = signedIn(readViewer);
  const onRequest = async (request: Parameters<typeof signedInHook>[0]) => {
    await signedInHook(request);
    if (!viewerOf(request).isAdmin) throw forbidden(ADMINS_ONLY);
  };

  app.get("/api/admin/reports", { onRequest, schema: { response: { 200: ReportList } } }, async () => {
    const rows = await db.select().from(reports).orderBy(desc(reports.createdAt)).limit(200);
    return {
      reports: rows.map((r) => ({
        id: r.id,
        chatId: r.chatId,
        reason: r.reason,
        note: r.note,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  });
}
