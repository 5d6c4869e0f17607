/** Suggest-a-theme: signed-in people propose rooms; admins read them. */
import { and, eq, sql, type AnyColumn } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { routes } from "../../shared/routes.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import type { Db } from "../db/client.js";
import { themeSuggestions } from "../db/schema.js";
import { route } from "../route.js";

/** Case and runs of whitespace do not make a suggestion a different one ("Night  Owls" is "night owls"). */
const normalised = (text: AnyColumn | string) => sql`lower(regexp_replace(${text}, '\\s+', ' ', 'g'))`;

export async function suggestionRoutes(app: FastifyInstance, options: { db: Db; readViewer: ReadViewer }) {
  route(app, routes.themeSuggestion, { onRequest: signedIn(options.readViewer) }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { name, description } = request.body;
    const id = await options.db.transaction(async (tx) => {
      // Per person, one suggestion decided at a time: a double click (or a retry) sent twice at once
      // finds the first one stored and is answered with it, as if it had succeeded, not stored twice.
      // Every suggestion waits for review (admins only read them), so a repeat is always a duplicate.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`suggestion:${viewer.id}`}))`);
      const [existing] = await tx
        .select({ id: themeSuggestions.id })
        .from(themeSuggestions)
        .where(
          and(
            eq(themeSuggestions.userId, viewer.id),
            sql`${normalised(themeSuggestions.name)} = ${normalised(name)}`,
            sql`${normalised(themeSuggestions.description)} = ${normalised(description)}`,
          ),
        )
        .limit(1);
      if (existing) return existing.id;
      const [row] = await tx
        .insert(themeSuggestions)
        .values({ name, description, userId: viewer.id })
        .returning({ id: themeSuggestions.id });
      return row!.id;
    });
    return reply.status(201).send({ id });
  });
}
