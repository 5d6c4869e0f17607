/**
 * Links to a profile on a platform, for the personal-details guard (personal-details.ts): "t.me/sam",
 * "instagram.com/sam", and the same written to slip past a filter.
 */
import { matchesIn } from "./matches-in.js";
import { PROFILE_HOSTS } from "./personal-details-platform-words.js";

/**
 * A dot and a slash as chat writes them in a link (sixth round, 2026-11-30): spaced ("t . me /
 * quietriver", "discord . gg / abc123") or spoken ("instagram dot com slash jamie_22"), so that a
 * link written to slip past a filter reads as one. Only inside a profile host and before its path:
 * "instagram dot com" with no path names a site, and passes.
 */
const DOT = "(?:\\s*\\.\\s*|\\s+dot\\s+)";
const SLASH = "(?:\\s*/\\s*|\\s+slash\\s+)";
const LOOSE_HOSTS = PROFILE_HOSTS.replaceAll("\\.", DOT).replaceAll("/", SLASH);
/** A host begins its own word: "x.com/sam" is a profile, "netflix.com/browse" is not. */
const PROFILE_LINK = new RegExp(`(?<![\\w.-])(?:https?://)?(?:www${DOT})?(?:${LOOSE_HOSTS})${SLASH}[^\\s]+`, "gi");
/** What a link cannot be written without: a slash, typed or said. */
const A_SLASH = /\/|\bslash\b/i;

/** Links to a profile on a platform ("t.me/sam", "instagram.com/sam"), as written. */
export const profileLinksIn = (text: string): string[] =>
  A_SLASH.test(text) ? matchesIn(text, PROFILE_LINK).map((match) => match[0]) : [];
