import type { ApiError, RefusalCode } from "../shared/api.js";
import type { PersonalDetail } from "../shared/personal-details-text.js";

/** An error with the HTTP status and the sentence a person will read (and a code, when the page takes a step). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly refusal?: RefusalCode,
    /** What a personal-details refusal found: the page's warning names it (PersonalDetailsWarning). */
    readonly found?: PersonalDetail[],
    /** The conversation an "in-conversation" refusal sends the person back to. */
    readonly chatId?: string,
  ) {
    super(message);
  }
}

/** What a refusal says besides its sentence, the same in a REST body and a socket acknowledgement. */
export function refusalFields(error: unknown): Omit<ApiError, "error"> {
  const { refusal, found, chatId } = error instanceof HttpError ? error : {};
  return { ...(refusal ? { code: refusal } : {}), ...(found ? { found } : {}), ...(chatId ? { chatId } : {}) };
}

export const unauthorized = () => new HttpError(401, "Please sign in to continue.");
export const forbidden = (message = "You do not have permission to do that.") => new HttpError(403, message);
export const notFound = (message = "Not found.") => new HttpError(404, message);

/** Fastify's own refusals of a request's framing, said as sentences a person can act on. */
const FRAMEWORK_SENTENCES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "This request is too large. Please send less text.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Please send this request as JSON (Content-Type: application/json).",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's length did not match its Content-Length. Please send it again.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request says it carries JSON but is empty. Send {} when there is nothing to say.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
};

/** The sentence for a 4xx error: ours as written, Fastify's reworded. */
export function sentenceFor(error: { code?: string; message: string }): string {
  return (error.code && FRAMEWORK_SENTENCES[error.code]) || error.message;
}
