/**
 * Admin lists: chats by tab, the overview, theme suggestions and the waitlist (the report queue
 * is moderation/routes.ts).
 * Every route checks the admin role on the server, whatever the browser claims.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AdminStatus } from "../../shared/admin-api.js";
import { routes } from "../../shared/routes.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import { forbidden } from "../http-error.js";
import { route } from "../route.js";
import type { AdminService } from "./service.js";

export const ADMINS_ONLY = "You're not an admin. This area is only accessible to administrators.";

export async function adminRoutes(
  app: FastifyInstance,
  options: { admin: AdminService; readViewer: ReadViewer; adminEmails: ReadonlySet<string> },
) {
  const { admin, readViewer, adminEmails } = options;
  const signedInHook = signedIn(readViewer);
  const onRequest = async (request: FastifyRequest) => {
    await signedInHook(request);
    if (!viewerOf(request).isAdmin) throw forbidden(ADMINS_ONLY);
  };

  // Any signed-in person asks about themselves: /admin says why it is closed to them.
  route(app, routes.adminStatus, { onRequest: signedInHook }, async (request): Promise<AdminStatus> => {
    const viewer = viewerOf(request);
    if (viewer.isAdmin) return { access: "admin" };
    return { access: adminEmails.has(viewer.email.toLowerCase()) ? "verify-email" : "none" };
  });

  route(app, routes.adminChats, { onRequest }, async (request) =>
    admin.chats(viewerOf(request), request.query.status, request.query.cursor, request.query.crisis),
  );

  route(app, routes.adminOverview, { onRequest }, async () => admin.overview());

  route(app, routes.adminSuggestions, { onRequest }, async () => admin.suggestions());

  route(app, routes.adminWaitlist, { onRequest }, async () => admin.waitlist());

  route(app, routes.adminAdmit, { onRequest }, async (request, reply) => {
    await admin.admit(request.params.userId);
    return reply.status(204).send();
  });
}
