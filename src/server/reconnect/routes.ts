/** Reconnect tokens: send one after a chat; list the chats they reopened. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ChatIdParams, ReconnectResult, Reunions } from "../../shared/api.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import type { ReconnectService } from "./service.js";

export async function reconnectRoutes(
  fastify: FastifyInstance,
  options: { reconnect: ReconnectService; readViewer: ReadViewer },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/chats/:chatId/reconnect",
    {
      onRequest: signedIn(options.readViewer),
      schema: { params: ChatIdParams, body: z.object({}).optional(), response: { 200: ReconnectResult } },
    },
    async (request) => options.reconnect.send(viewerOf(request), request.params.chatId),
  );
  app.get(
    "/api/reconnects",
    { onRequest: signedIn(options.readViewer), schema: { response: { 200: Reunions } } },
    async (request) => options.reconnect.reunions(viewerOf(request)),
  );
}
