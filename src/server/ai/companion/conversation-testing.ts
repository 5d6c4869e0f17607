/**
 * For the companion's tests: a conversation played through the builtin companion as the server
 * plays it (the last 50 messages given each time), in a room with its persona or with the Crisis
 * Counselor, optionally opened by the greeting a waiting person meets, or in a chat with a person
 * matched (then each message is written to the persona by its handle, as a matched person must).
 */
import { CRISIS_PERSONA } from "../../../shared/personas.js";
import { findTheme, personaOf } from "../../../shared/themes.js";
import { builtinReply } from "../builtin.js";
import type { AiTurn } from "../provider.js";

/** Kindred's default MINIMUM_AGE, which every chat's requests carry. */
const MINIMUM_AGE = 18;

export function talk(
  themeId: string,
  messages: string[],
  { crisis = false, greeted = false, matched = false }: { crisis?: boolean; greeted?: boolean; matched?: boolean } = {},
): string[] {
  const theme = findTheme(themeId)!;
  const persona = crisis ? CRISIS_PERSONA : personaOf(theme);
  const request = { persona, theme, vibes: [], matched, minimumAge: MINIMUM_AGE };
  const history: AiTurn[] = greeted
    ? [{ role: "assistant", content: builtinReply({ ...request, history: [], message: "" }) }]
    : [];
  return messages.map((written) => {
    const message = matched ? `${persona.handle} ${written}` : written;
    const reply = builtinReply({ ...request, history: history.slice(-50), message });
    history.push({ role: "user", content: message }, { role: "assistant", content: reply });
    return reply;
  });
}
