/**
 * Questions NSPCC, Thorn and CEOP list among a groomer's first (seventeenth round, 2026-12-01), for
 * the request finder (personal-details-requests.ts), found as personal requests: the reader's sex
 * asked ("are you a girl or a boy", "r u a boy or girl", "boy or girl?" as a question of its own),
 * which a stranger asks to choose whom to go on with, and a secret asked for, often as a game ("lets
 * play a game, you tell me a secret"), which begins the secrecy that keeps the child from telling.
 * "are you a boy band fan", "is it a boy or a girl? my sister is pregnant", "boy or girl, it doesn't
 * matter, you're welcome here" and "i told my mum a secret" pass.
 */
import { YOU } from "./personal-details-request-words.js";

const SEX = "(?:girl|boy|guy|male|female|lad|lass)";

export const FIRST_QUESTIONS = [
  new RegExp(`\\b(?:(?:are|r)\\s+)?${YOU}\\s+(?:a\\s+)?${SEX}\\s+or\\s+(?:a\\s+)?${SEX}\\b`, "i"),
  new RegExp(`^\\s*(?:a\\s+)?${SEX}\\s+or\\s+(?:a\\s+)?${SEX}\\s*\\?+\\s*$`, "i"),
  new RegExp(
    `\\b(?:tell|send|share\\s+with)\\s+me\\s+(?:a|one\\s+of\\s+(?:your|ur)|(?:your|ur)\\s+(?:biggest|darkest|deepest))\\s+secrets?\\b`,
    "i",
  ),
];
