/** REST for chats: match, open, end, block, cancel. The same service answers the socket. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ChatIdParams, MatchBody, MatchResult, ReportBody } from "../../shared/api.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import type { ChatService } from "./service.js";

export async function chatRoutes(fastify: FastifyInstance, options: { chats: ChatService; readViewer: ReadViewer }) {
  const { chats, readViewer } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = signedIn(readViewer);

  app.post(
    "/api/chats/match",
    { onRequest, schema: { body: MatchBody, response: { 200: MatchResult } } },
    async (request) => ({
      chat: await chats.match(viewerOf(request), request.body),
    }),
  );

  app.get(
    "/api/chats/:chatId",
    { onRequest, schema: { params: ChatIdParams, response: { 200: MatchResult } } },
    async (request) => ({
      chat: (await chats.open(viewerOf(request), request.params.chatId)).view,
    }),
  );

  app.post(
    "/api/chats/:chatId/end",
    { onRequest, schema: { params: ChatIdParams, body: z.object({}).optional(), response: { 200: MatchResult } } },
    async (request) => ({ chat: await chats.end(viewerOf(request), request.params.chatId) }),
  );

  app.post(
    "/api/chats/:chatId/block",
    { onRequest, schema: { params: ChatIdParams, body: z.object({}).optional(), response: { 200: MatchResult } } },
    async (request) => ({ chat: await chats.block(viewerOf(request), request.params.chatId) }),
  );

  app.post(
    "/api/chats/:chatId/report",
    { onRequest, schema: { params: ChatIdParams, body: ReportBody } },
    async (request, reply) => {
      await chats.report(viewerOf(request), request.params.chatId, request.body);
      return reply.status(201).send({ ok: true });
    },
  );

  app.delete("/api/chats/:chatId", { onRequest, schema: { params: ChatIdParams } }, async (request, reply) => {
    await chats.cancel(viewerOf(request), request.params.chatId);
    return reply.status(204).send();
  });
}
