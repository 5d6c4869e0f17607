/**
 * JSON over fetch with the session cookie. A reply that is not 2xx becomes an HttpError carrying
 * the server's own sentence (every API answers `{ error }`), so pages can show it as it is.
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's refusal code, when the page takes a step of its own (src/shared/api.ts RefusalCode). */
    readonly code?: string,
    /** The answer as sent, for the rare refusal whose body says more (/readyz's checks). */
    readonly reply?: unknown,
  ) {
    super(message);
  }
}

/** Thrown when the server could not be reached at all (offline, or the server is down). */
export class NetworkError extends Error {}

export async function request(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // Given up on by the caller (a timeout, say): theirs to tell apart, not an unreachable server.
    if (signal?.aborted) throw signal.reason ?? error;
    throw new NetworkError("We couldn't reach Kindred. Please check your connection.");
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const message =
      (data as { error?: string; message?: string } | null)?.error ??
      (data as { message?: string } | null)?.message ??
      "Something went wrong. Please try again.";
    const code = (data as { code?: unknown } | null)?.code;
    throw new HttpError(message, response.status, typeof code === "string" ? code : undefined, data);
  }
  return data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
