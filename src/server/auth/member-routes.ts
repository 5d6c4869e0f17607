/** The signed-in person's own account: who they are, their role, tokens and profile. */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EarlyAccess, Me, ProfileRoleBody } from "../../shared/api.js";
import type { Db } from "../db/client.js";
import { profiles } from "../db/schema.js";
import { countProfiles, loadMember } from "./members.js";
import { signedIn, viewerOf, type ReadViewer } from "./viewer.js";

export async function memberRoutes(
  fastify: FastifyInstance,
  options: { db: Db; readViewer: ReadViewer; earlyAccessLimit: number },
) {
  const { db, readViewer, earlyAccessLimit } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = signedIn(readViewer);

  app.get("/api/me", { onRequest, schema: { response: { 200: Me } } }, async (request) => {
    const viewer = viewerOf(request);
    const member = await loadMember(db, viewer.id, earlyAccessLimit);
    return {
      user: { id: viewer.id, email: viewer.email, emailVerified: viewer.emailVerified },
      role: viewer.isAdmin ? ("admin" as const) : ("member" as const),
      tokens: member.tokens,
      profile: { role: member.role, waitlisted: member.waitlisted, compassionPoints: member.compassionPoints },
    };
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
