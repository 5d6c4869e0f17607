/**
 * Moderation over REST. The report queue, the reported conversation, actions, the audit log and
 * the sanctions in force (and lifting them) are for admins only (checked here, on the server); a person's own standing, and acknowledging a
 * warning, are for every signed-in person about themselves (no id is taken).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { routes } from "../../shared/routes.js";
import { ADMINS_ONLY } from "../admin/routes.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import { forbidden } from "../http-error.js";
import { route } from "../route.js";
import type { ModerationService } from "./service.js";
import type { StandingBook } from "./standing.js";

export async function moderationRoutes(
  app: FastifyInstance,
  options: { moderation: ModerationService; book: StandingBook; readViewer: ReadViewer },
) {
  const { moderation, book, readViewer } = options;
  const onRequest = signedIn(readViewer);
  const adminsOnly = async (request: FastifyRequest) => {
    await onRequest(request);
    if (!viewerOf(request).isAdmin) throw forbidden(ADMINS_ONLY);
  };

  route(app, routes.reportQueue, { onRequest: adminsOnly }, async (request) => moderation.queue(request.query));

  route(app, routes.reportConversation, { onRequest: adminsOnly }, async (request) =>
    moderation.conversation(viewerOf(request), request.params.reportId),
  );

  route(app, routes.reportAction, { onRequest: adminsOnly }, async (request, reply) => {
    await moderation.act(viewerOf(request), request.params.reportId, request.body);
    return reply.status(204).send();
  });

  route(app, routes.auditLog, { onRequest: adminsOnly }, async () => moderation.auditLog());

  route(app, routes.sanctionList, { onRequest: adminsOnly }, async () => moderation.lifting.list());

  route(app, routes.sanctionLift, { onRequest: adminsOnly }, async (request, reply) => {
    await moderation.lifting.lift(viewerOf(request), request.params.sanctionId, request.body.reason);
    return reply.status(204).send();
  });

  route(app, routes.meStanding, { onRequest }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return book.of(viewerOf(request).id);
  });

  route(app, routes.meStandingAcknowledge, { onRequest }, async (request) => {
    const viewer = viewerOf(request);
    await moderation.acknowledge(viewer);
    return book.of(viewer.id);
  });
}
