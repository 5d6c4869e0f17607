/**
 * Admin lists: chats by tab, the overview, theme suggestions and the waitlist (the report queue
 * is moderation/routes.ts).
 * Every route checks the admin role on the server, whatever the browser claims.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminChatPage,
  AdminChatsQuery,
  AdminOverview,
  AdminSuggestionList,
  AdminWaitlist,
  UserIdParams,
} from "../../shared/admin-api.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import { forbidden } from "../http-error.js";
import type { AdminService } from "./service.js";

export const ADMINS_ONLY = "You're not an admin. This area is only accessible to administrators.";

export async function adminRoutes(fastify: FastifyInstance, options: { admin: AdminService; readViewer: ReadViewer }) {
  const { admin, readViewer } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedInHook = signedIn(readViewer);
  const onRequest = async (request: FastifyRequest) => {
    await signedInHook(request);
    if (!viewerOf(request).isAdmin) throw forbidden(ADMINS_ONLY);
  };

  app.get(
    "/api/admin/chats",
    { onRequest, schema: { querystring: AdminChatsQuery, response: { 200: AdminChatPage } } },
    async (request) => admin.chats(request.query.status, request.query.cursor),
  );

  app.get("/api/admin/overview", { onRequest, schema: { response: { 200: AdminOverview } } }, async () =>
    admin.overview(),
  );

  app.get("/api/admin/suggestions", { onRequest, schema: { response: { 200: AdminSuggestionList } } }, async () =>
    admin.suggestions(),
  );

  app.get("/api/admin/waitlist", { onRequest, schema: { response: { 200: AdminWaitlist } } }, async () =>
    admin.waitlist(),
  );

  app.post(
    "/api/admin/waitlist/:userId/admit",
    { onRequest, schema: { params: UserIdParams, body: z.object({}).optional() } },
    async (request, reply) => {
      await admin.admit(request.params.userId);
      return reply.status(204).send();
    },
  );
}
