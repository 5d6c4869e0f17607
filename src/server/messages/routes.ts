/** REST for messages: the polling fallback and catch-up when the socket cannot connect. */
import type { FastifyInstance } from "fastify";
import { routes } from "../../shared/routes.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import { route } from "../route.js";
import type { MessageService } from "./service.js";

export async function messageRoutes(
  app: FastifyInstance,
  options: { messages: MessageService; readViewer: ReadViewer },
) {
  const { messages, readViewer } = options;
  const onRequest = signedIn(readViewer);

  route(app, routes.messageList, { onRequest }, async (request) => ({
    messages: await messages.list(viewerOf(request), request.params.chatId, request.query.after),
  }));

  route(app, routes.messageSend, { onRequest }, async (request, reply) => {
    const sent = await messages.send(viewerOf(request), request.params.chatId, request.body);
    // 200, not 201, for a repeat of a message already stored (the same clientId).
    return reply.status(sent.created ? 201 : 200).send({ message: sent.message });
  });

  route(app, routes.messageHeld, { onRequest }, async (request) =>
    messages.held(viewerOf(request), request.params.chatId, request.body),
  );
}
