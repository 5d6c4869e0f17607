/**
 * Moderation over REST. The report queue, the reported conversation, actions and the audit log
 * are for admins only (checked here, on the server); a person's own standing, and acknowledging a
 * warning, are for every signed-in person about themselves (no id is taken).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AuditLog,
  ModerationAction,
  ReportConversation,
  ReportIdParams,
  ReportQueue,
  ReportQueueQuery,
  Standing,
} from "../../shared/moderation-api.js";
import { ADMINS_ONLY } from "../admin/routes.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import { forbidden } from "../http-error.js";
import type { ModerationService } from "./service.js";
import type { StandingBook } from "./standing.js";

export async function moderationRoutes(
  fastify: FastifyInstance,
  options: { moderation: ModerationService; book: StandingBook; readViewer: ReadViewer },
) {
  const { moderation, book, readViewer } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = signedIn(readViewer);
  const adminsOnly = async (request: FastifyRequest) => {
    await onRequest(request);
    if (!viewerOf(request).isAdmin) throw forbidden(ADMINS_ONLY);
  };

  app.get(
    "/api/admin/reports",
    { onRequest: adminsOnly, schema: { querystring: ReportQueueQuery, response: { 200: ReportQueue } } },
    async (request) => moderation.queue(request.query.status),
  );

  app.get(
    "/api/admin/reports/:reportId/conversation",
    { onRequest: adminsOnly, schema: { params: ReportIdParams, response: { 200: ReportConversation } } },
    async (request) => moderation.conversation(viewerOf(request), request.params.reportId),
  );

  app.post(
    "/api/admin/reports/:reportId/action",
    { onRequest: adminsOnly, schema: { params: ReportIdParams, body: ModerationAction } },
    async (request, reply) => {
      await moderation.act(viewerOf(request), request.params.reportId, request.body);
      return reply.status(204).send();
    },
  );

  app.get("/api/admin/audit", { onRequest: adminsOnly, schema: { response: { 200: AuditLog } } }, async () =>
    moderation.auditLog(),
  );

  app.get("/api/me/standing", { onRequest, schema: { response: { 200: Standing } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return book.of(viewerOf(request).id);
  });

  app.post(
    "/api/me/standing/acknowledge",
    { onRequest, schema: { body: z.object({}).optional(), response: { 200: Standing } } },
    async (request) => {
      const viewer = viewerOf(request);
      await moderation.acknowledge(viewer);
      return book.of(viewer.id);
    },
  );
}
