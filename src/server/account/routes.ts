/**
 * GET /api/me/export (a JSON file to keep) and DELETE /api/me (with the password in the body).
 * Neither takes an id: they always act on the person the session cookie belongs to.
 */
import type { FastifyInstance } from "fastify";
import { exportFileName } from "../../shared/account-api.js";
import { routes } from "../../shared/routes.js";
import type { Auth } from "../auth/auth.js";
import { HttpError } from "../http-error.js";
import { toFetchHeaders } from "../auth/routes.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import { route } from "../route.js";
import type { AccountService } from "./service.js";

export async function accountRoutes(
  app: FastifyInstance,
  options: { accounts: AccountService; auth: Auth; readViewer: ReadViewer },
) {
  const { accounts, auth, readViewer } = options;
  const onRequest = signedIn(readViewer);

  route(app, routes.meExport, { onRequest }, async (request, reply) => {
    const data = await accounts.export(viewerOf(request));
    reply.header("content-disposition", `attachment; filename="${exportFileName(new Date(data.exportedAt))}"`);
    // Personal data: no shared or browser cache keeps a copy.
    reply.header("cache-control", "no-store");
    return data;
  });

  // Members from before the age question answer it here, once (POST with { dateOfBirth, acceptTerms }).
  route(app, routes.meAge, { onRequest }, async (request, reply) => {
    try {
      await accounts.answerAge(viewerOf(request), request.body);
    } catch (error) {
      // Under age: this browser is signed out (the account stays, unable to chat, until it is deleted
      // with its password: service.ts says why), and the page shows where to turn.
      if (error instanceof HttpError && error.refusal === "under-age") {
        const signedOut = await auth.api.signOut({ headers: toFetchHeaders(request.headers), returnHeaders: true });
        reply.header("set-cookie", signedOut.headers.getSetCookie());
      }
      throw error;
    }
    return reply.status(204).send();
  });

  route(app, routes.meDelete, { onRequest }, async (request, reply) => {
    await accounts.delete(viewerOf(request), request.body.password);
    // The session is gone with the account; Better Auth's sign-out also expires the browser's cookies.
    const signedOut = await auth.api.signOut({ headers: toFetchHeaders(request.headers), returnHeaders: true });
    reply.header("set-cookie", signedOut.headers.getSetCookie());
    return reply.status(204).send();
  });
}
