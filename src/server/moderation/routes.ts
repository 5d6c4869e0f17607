/**
 * Moderation over REST. The report queue, the reported conversation, actions, the audit log and
 * the sanctions in force (and lifting them) are for admins only (checked here, on the server); a person's own standing, and acknowledging a
 * warning, are for every signed-in person about themselves (no id is taken). A suspended or banned
 * person's standing names the chat whose Crisis Counselor they keep (crisis/after-end.ts), and
 * whether their notice is worded for an emergency their own words told of there.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { routes } from "../../shared/routes.js";
import { ADMINS_ONLY } from "../admin/routes.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import { forbidden } from "../http-error.js";
import { route } from "../route.js";
import type { Standing, StandingReply } from "../../shared/moderation-api.js";
import type { CounselAfterEnd } from "../crisis/after-end.js";
import type { ModerationService } from "./service.js";
import { isShutOut, type StandingBook } from "./standing.js";

export async function moderationRoutes(
  app: FastifyInstance,
  options: { moderation: ModerationService; book: StandingBook; counsel: CounselAfterEnd; readViewer: ReadViewer },
) {
  const { moderation, book, counsel, readViewer } = options;
  const standingReply = async (userId: string, standing: Standing): Promise<StandingReply> => ({
    ...standing,
    ...(isShutOut(standing) ? await counsel.whileShutOut(userId) : { counselChatId: null, urgentCrisis: false }),
  });
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
    const { id } = viewerOf(request);
    return standingReply(id, await book.of(id));
  });

  route(app, routes.meStandingAcknowledge, { onRequest }, async (request) => {
    const viewer = viewerOf(request);
    await moderation.acknowledge(viewer);
    return standingReply(viewer.id, await book.of(viewer.id));
  });
}
