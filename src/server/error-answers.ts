/** How any error of a route becomes an answer: the status and a sentence a person can act on. */
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DatabaseBusyError, databaseFailure } from "./db/failures.js";
import { refusalFields, sentenceFor } from "./http-error.js";

/** Bad input is the caller's to fix (4xx, with a sentence); anything else is ours (500, logged). */
export function handleError(
  error: FastifyError,
  request: Parameters<Parameters<FastifyInstance["setErrorHandler"]>[0]>[1],
  reply: Parameters<Parameters<FastifyInstance["setErrorHandler"]>[0]>[2],
) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = issue?.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const message = issue?.message ?? "The request is not valid.";
    // Our own messages are whole sentences; zod's defaults need the field they speak of.
    const sentence = message.endsWith(".") || !field ? message : `${field}: ${message}`;
    return reply.status(400).send({ error: sentence });
  }
  const unavailable = databaseFailure(error);
  if (unavailable) {
    if (unavailable instanceof DatabaseBusyError) reply.header("retry-after", String(unavailable.retryAfterSeconds));
    return reply.status(503).send({ error: unavailable.message });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ error: "Something went wrong on our side. Please try again." });
  }
  if (status === 429 && "retryAfterSeconds" in error) reply.header("retry-after", String(error.retryAfterSeconds));
  return reply.status(status).send({ error: sentenceFor(error), ...refusalFields(error) });
}
