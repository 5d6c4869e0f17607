/** REST for the Crisis Counselor after a chat in crisis support has ended (after-end.ts). */
import type { FastifyInstance } from "fastify";
import { routes } from "../../shared/routes.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import { route } from "../route.js";
import type { CounselAfterEnd } from "./after-end.js";

export async function counselRoutes(
  app: FastifyInstance,
  options: { counsel: CounselAfterEnd; readViewer: ReadViewer },
) {
  const { counsel, readViewer } = options;
  route(app, routes.chatCounsel, { onRequest: signedIn(readViewer) }, async (request) =>
    counsel.counsel(viewerOf(request), request.params.chatId, request.body),
  );
}
