/** REST for messages: the polling fallback and catch-up when the socket cannot connect. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ChatIdParams, MessageList, MessagesQuery, SendMessageBody, SentMessage } from "../../shared/api.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import type { MessageService } from "./service.js";

export async function messageRoutes(
  fastify: FastifyInstance,
  options: { messages: MessageService; readViewer: ReadViewer },
) {
  const { messages, readViewer } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = signedIn(readViewer);

  app.get(
    "/api/chats/:chatId/messages",
    { onRequest, schema: { params: ChatIdParams, querystring: MessagesQuery, response: { 200: MessageList } } },
    async (request) => ({
      messages: await messages.list(viewerOf(request), request.params.chatId, request.query.after),
    }),
  );

  app.post(
    "/api/chats/:chatId/messages",
    {
      onRequest,
      schema: { params: ChatIdParams, body: SendMessageBody, response: { 200: SentMessage, 201: SentMessage } },
    },
    async (request, reply) => {
      const sent = await messages.send(viewerOf(request), request.params.chatId, request.body);
      return reply.status(sent.created ? 201 : 200).send({ message: sent.message });
    },
  );
}
