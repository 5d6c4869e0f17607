/** The end-chat screen's calls: the chat's summary and its review. */
import type { FastifyInstance } from "fastify";
import { routes } from "../../shared/routes.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import { route } from "../route.js";
import type { ReviewService } from "./service.js";

export async function reviewRoutes(app: FastifyInstance, options: { reviews: ReviewService; readViewer: ReadViewer }) {
  const { reviews, readViewer } = options;
  const onRequest = signedIn(readViewer);

  route(app, routes.chatSummary, { onRequest }, async (request) =>
    reviews.summary(viewerOf(request), request.params.chatId),
  );

  route(app, routes.chatReview, { onRequest }, async (request, reply) => {
    await reviews.review(viewerOf(request), request.params.chatId, request.body);
    return reply.status(201).send({ ok: true });
  });
}
