/** Reconnect tokens: send one after a chat; list the chats they reopened. */
import type { FastifyInstance } from "fastify";
import { routes } from "../../shared/routes.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import { route } from "../route.js";
import type { ReconnectService } from "./service.js";

export async function reconnectRoutes(
  app: FastifyInstance,
  options: { reconnect: ReconnectService; readViewer: ReadViewer },
) {
  const onRequest = signedIn(options.readViewer);
  route(app, routes.reconnectSend, { onRequest }, async (request) =>
    options.reconnect.send(viewerOf(request), request.params.chatId),
  );
  route(app, routes.reunions, { onRequest }, async (request) => options.reconnect.reunions(viewerOf(request)));
}
