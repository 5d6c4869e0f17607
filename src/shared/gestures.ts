/**
 * Vibes and reactions travel as catalogue ids ("numb,anxious", "holding-space"); people see the
 * catalogue's emoji and labels. One reading of those ids for every screen that shows a message.
 */
import { parseVibes, type MessageKind } from "./api.js";
import { REACTIONS } from "./reactions.js";
import { VIBES } from "./vibes.js";

export type Vibe = (typeof VIBES)[number];
export type Reaction = (typeof REACTIONS)[number];

/** The vibes a vibe message names, in its order; none when it is not a valid choice of vibes. */
export function vibesOf(content: string): Vibe[] {
  return (parseVibes(content) ?? []).map((id) => VIBES.find((vibe) => vibe.id === id)!);
}

/** The reaction a reaction message names, when the catalogue knows it. */
export function reactionOf(content: string): Reaction | undefined {
  return REACTIONS.find((reaction) => reaction.id === content);
}

/**
 * A message as one line of words, for lists that show a chat's last message: "😶 Numb, 😟 Anxious",
 * "🤲 Holding space for you". Text (and anything the catalogue does not know) stays as written.
 */
export function messageText({ kind, content }: { kind: MessageKind; content: string }): string {
  if (kind === "reaction") {
    const reaction = reactionOf(content);
    return reaction ? `${reaction.emoji} ${reaction.label}` : content;
  }
  if (kind === "vibe") {
    const vibes = vibesOf(content);
    return vibes.length ? vibes.map((vibe) => `${vibe.emoji} ${vibe.label}`).join(", ") : content;
  }
  return content;
}
