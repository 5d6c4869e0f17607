/** The signed-in person's own account: who they are, their role, tokens and profile. */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Me } from "../../shared/api.js";
import { routes } from "../../shared/routes.js";
import type { Db } from "../db/client.js";
import { profiles } from "../db/schema.js";
import { route } from "../route.js";
import { countProfiles, loadMember } from "./members.js";
import { signedIn, viewerOf, type ReadViewer, type Viewer } from "./viewer.js";

export async function memberRoutes(
  app: FastifyInstance,
  options: {
    db: Db;
    readViewer: ReadViewer;
    earlyAccessLimit: number;
    minimumAge: number;
    chatRetentionDays: number | null;
  },
) {
  const { db, readViewer, earlyAccessLimit, minimumAge, chatRetentionDays } = options;
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

  route(app, routes.me, { onRequest }, (request) => me(viewerOf(request)));

  // What every page asks first. A visitor is an answer here, not a 401: the browser reports every
  // 4xx of a page's own requests as an error in its console.
  route(app, routes.session, {}, async (request, reply) => {
    const viewer = await readViewer(request.headers);
    reply.header("cache-control", "no-store");
    return { me: viewer ? await me(viewer) : null };
  });

  route(app, routes.meRole, { onRequest }, async (request, reply) => {
    const viewer = viewerOf(request);
    await loadMember(db, viewer.id, earlyAccessLimit);
    await db.update(profiles).set({ role: request.body.role }).where(eq(profiles.id, viewer.id));
    return reply.status(204).send();
  });

  route(app, routes.earlyAccess, {}, async () => {
    const count = await countProfiles(db);
    return {
      profiles: count,
      limit: earlyAccessLimit,
      open: earlyAccessLimit === 0 || count < earlyAccessLimit,
      minimumAge,
      chatRetentionDays,
    };
  });
}
