/** REST for chats: match, open, end, block, cancel. The same service answers the socket. */
import type { FastifyInstance } from "fastify";
import { routes } from "../../shared/routes.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import { route } from "../route.js";
import type { ChatService } from "./service.js";

export async function chatRoutes(app: FastifyInstance, options: { chats: ChatService; readViewer: ReadViewer }) {
  const { chats, readViewer } = options;
  const onRequest = signedIn(readViewer);

  route(app, routes.chatMatch, { onRequest }, async (request) => ({
    chat: await chats.match(viewerOf(request), request.body),
  }));

  route(app, routes.chatOpen, { onRequest }, async (request) => ({
    chat: (await chats.open(viewerOf(request), request.params.chatId)).view,
  }));

  route(app, routes.chatEnd, { onRequest }, async (request) => ({
    chat: await chats.end(viewerOf(request), request.params.chatId),
  }));

  route(app, routes.chatBlock, { onRequest }, async (request) => chats.block(viewerOf(request), request.params.chatId));

  route(app, routes.chatReport, { onRequest }, async (request, reply) => {
    await chats.report(viewerOf(request), request.params.chatId, request.body);
    return reply.status(201).send({ ok: true });
  });

  route(app, routes.chatCancel, { onRequest }, async (request, reply) => {
    await chats.cancel(viewerOf(request), request.params.chatId);
    return reply.status(204).send();
  });
}
