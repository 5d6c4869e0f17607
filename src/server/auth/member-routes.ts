/** The signed-in person's own account: who they are, their role, tokens and profile. */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EarlyAccess, Me, ProfileRoleBody, Session } from "../../shared/api.js";
import type { Db } from "../db/client.js";
import { profiles } from "../db/schema.js";
import { countProfiles, loadMember } from "./members.js";
import { signedIn, viewerOf, type ReadViewer, type Viewer } from "./viewer.js";

export async function memberRoutes(
  fastify: FastifyInstance,
  options: { db: Db; readViewer: ReadViewer; earlyAccessLimit: number },
) {
  const { db, readViewer, earlyAccessLimit } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = signedIn(readViewer);

  async function me(viewer: Viewer): Promise<Me> {
    const member = await loadMember(db, viewer.id, earlyAccessLimit);
    return {
      user: { id: viewer.id, email: viewer.email, emailVerified: viewer.emailVerified },
      role: viewer.isAdmin ? "admin" : "member",
      tokens: member.tokens,
      profile: {
        role: member.role,
        waitlisted: member.waitlisted,
        compassionPoints: member.compassionPoints,
        adultConfirmed: member.adultConfirmedAt !== null,
      },
    };
  }

  app.get("/api/me", { onRequest, schema: { response: { 200: Me } } }, (request) => me(viewerOf(request)));

  // What every page asks first. A visitor is an answer here, not a 401: the browser reports every
  // 4xx of a page's own requests as an error in its console.
  app.get("/api/session", { schema: { response: { 200: Session } } }, async (request, reply) => {
    const viewer = await readViewer(request.headers);
    reply.header("cache-control", "no-store");
    return { me: viewer ? await me(viewer) : null };
  });

  app.put("/api/me/role", { onRequest, schema: { body: ProfileRoleBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    await loadMember(db, viewer.id, earlyAccessLimit);
    await db.update(profiles).set({ role: request.body.role }).where(eq(profiles.id, viewer.id));
    return reply.status(204).send();
  });

  app.get("/api/early-access", { schema: { response: { 200: EarlyAccess } } }, async () => {
    const count = await countProfiles(db);
    return { profiles: count, limit: earlyAccessLimit, open: earlyAccessLimit === 0 || count < earlyAccessLimit };
  });
}
