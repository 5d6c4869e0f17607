/** Business constants and limits of PRODUCT.md §9, in one place for both sides. */
export const LIMITS = {
  newUserTokens: 10,
  earlyAccessDefault: 50,
  verificationPhrase: "I am Me",
  mobileBreakpointPx: 768,
  chatExpiryMs: 10 * 60_000,
  welcomeCardRotationMs: 3_000,
  typingEffect: { delayMs: 2_000, typeMs: 100, deleteMs: 50 },
  welcomeMessages: { delayMs: 300, stabilityMs: 8_000, safetyRecheckMs: 1_500 },
  refreshLockReleaseMs: 1_000,
  partnerTypingMs: 2_000,
  messageFetchMinIntervalMs: 5_000,
  connectionCheck: { timeoutMs: 5_000, errorBackoffMs: 10_000 },
  chatPing: { everyMs: 30_000, timeoutMs: 3_000 },
  aiTestTimeoutMs: 30_000,
  poll: { everyMs: 15_000, minGapMs: 10_000 },
  aiHistory: 10,
  maxVibes: 3,
  headerDescription: { max: 80, keep: 77 },
  reviewMinChatMs: 2 * 60_000,
  reconnectWindowMs: 24 * 60 * 60_000,
  heroListeners: "1,243",
  messageMaxChars: 2_000,
  suggestion: { nameMax: 80, descriptionMax: 500 },
  password: { min: 8, max: 128 },
  // RFC 5321: a whole address of at most 254 characters, a local part of at most 64 (email-address.ts).
  email: { max: 254, localMax: 64 },
} as const;

/**
 * An open chat last updated before this has gone quiet: opening it expires it (chats/lifecycle.ts),
 * and until then matching passes it over, the admin's "now" figures leave it out and its admin card
 * says "Quiet for …".
 */
export function expiryCutoff(now: Date): Date {
  return new Date(now.getTime() - LIMITS.chatExpiryMs);
}

/** Cuts a theme description for the chat header: 80 characters at most, 77 plus an ellipsis. */
export function cutDescription(text: string): string {
  const { max, keep } = LIMITS.headerDescription;
  return text.length <= max ? text : `${text.slice(0, keep)}...`;
}

/** The check-in phrase matches ignoring case and surrounding spaces (PRODUCT.md §5). */
export function isVerificationPhrase(text: string): boolean {
  return text.trim().toLowerCase() === LIMITS.verificationPhrase.toLowerCase();
}
