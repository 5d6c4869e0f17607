/** The end-chat screen's calls: the chat's summary and its review. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ChatIdParams, ChatSummary, ReviewBody } from "../../shared/api.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import type { ReviewService } from "./service.js";

export async function reviewRoutes(
  fastify: FastifyInstance,
  options: { reviews: ReviewService; readViewer: ReadViewer },
) {
  const { reviews, readViewer } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = signedIn(readViewer);

  app.get(
    "/api/chats/:chatId/summary",
    { onRequest, schema: { params: ChatIdParams, response: { 200: ChatSummary } } },
    async (request) => reviews.summary(viewerOf(request), request.params.chatId),
  );

  app.post(
    "/api/chats/:chatId/review",
    { onRequest, schema: { params: ChatIdParams, body: ReviewBody } },
    async (request, reply) => {
      await reviews.review(viewerOf(request), request.params.chatId, request.body);
      return reply.status(201).send({ ok: true });
    },
  );
}
