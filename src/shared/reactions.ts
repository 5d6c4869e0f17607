/** The four reactions of PRODUCT.md §3, sent to the partner as a distinct kind of message. */
export const REACTIONS = [
  { id: "mattered", label: "You mattered today", emoji: "🌟" },
  { id: "holding-space", label: "Holding space for you", emoji: "🤲" },
  { id: "strength", label: "Sending strength", emoji: "💪" },
  { id: "love", label: "Sending love", emoji: "💗" },
] as const;

export type ReactionId = (typeof REACTIONS)[number]["id"];
export const REACTION_IDS = REACTIONS.map((r) => r.id) as [ReactionId, ...ReactionId[]];
