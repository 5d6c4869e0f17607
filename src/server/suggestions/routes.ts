/** Suggest-a-theme: signed-in people propose rooms; admins read them. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ThemeSuggestionBody, ThemeSuggestionCreated } from "../../shared/api.js";
import { signedIn, viewerOf, type ReadViewer } from "../auth/viewer.js";
import type { Db } from "../db/client.js";
import { themeSuggestions } from "../db/schema.js";

export async function suggestionRoutes(fastify: FastifyInstance, options: { db: Db; readViewer: ReadViewer }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/theme-suggestions",
    {
      onRequest: signedIn(options.readViewer),
      schema: { body: ThemeSuggestionBody, response: { 201: ThemeSuggestionCreated } },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const [row] = await options.db
        .insert(themeSuggestions)
        .values({ ...request.body, userId: viewer.id })
        .returning({ id: themeSuggestions.id });
      return reply.status(201).send({ id: row!.id });
    },
  );
}
