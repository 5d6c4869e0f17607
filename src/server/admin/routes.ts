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
  AdminStatus,
  AdminSuggestionList,
  AdminWaitlist,
  UserIdParams,
} from "../../shared/admin-api.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import { forbidden } from "../http-error.js";
import type { AdminService } from "./service.js";

export const ADMINS_ONLY = "You're not an admin. This area is only accessible to administrators.";

export async function adminRoutes(
  fastify: FastifyInstance,
  options: { admin: AdminService; readViewer: ReadViewer; adminEmails: ReadonlySet<string> },
) {
  const { admin, readViewer, adminEmails } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedInHook = signedIn(readViewer);
  const onRequest = async (request: FastifyRequest) => {
    await signedInHook(request);
    if (!viewerOf(request).isAdmin) throw forbidden(ADMINS_ONLY);
  };

  // Any signed-in person asks about themselves: /admin says why it is closed to them.
  app.get(
    "/api/admin/status",
    { onRequest: signedInHook, schema: { response: { 200: AdminStatus } } },
    async (request): Promise<AdminStatus> => {
      const viewer = viewerOf(request);
      if (viewer.isAdmin) return { access: "admin" };
      return { access: adminEmails.has(viewer.email.toLowerCase()) ? "verify-email" : "none" };
    },
  );

  app.get(
    "/api/admin/chats",
    { onRequest, schema: { querystring: AdminChatsQuery, response: { 200: AdminChatPage } } },
    async (request) => admin.chats(request.query.status, request.query.cursor, request.query.crisis),
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
