/**
 * Conversation ideas for the idea card, drawn from the room's theme group: gentle openers that
 * help two strangers start, without asking either to share more than they want.
 */
import type { Theme, ThemeGroupId } from "./themes.js";

const IDEAS: Record<ThemeGroupId | "default", string[]> = {
  reflective: [
    "What's a thought that has been visiting you a lot lately?",
    "If you could send a message to your past self, what would it say?",
    "What does a perfect quiet evening look like for you?",
    "Is there something you've never said out loud that you'd like to put into words?",
  ],
  overwhelm: [
    "What's one thing on your plate you wish you could hand to someone else?",
    "What helps you come back to yourself when everything is too much?",
    "What would you do with a whole day that asked nothing of you?",
    "What's something you've been carrying that nobody sees?",
  ],
  heart: [
    "What's a small moment with someone that you still think about?",
    "What has this feeling taught you about what you need?",
    "Who makes you feel understood, and how do they do it?",
    "What would you like someone to say to you right now?",
  ],
  gentle: [
    "What's a tiny win from this week you haven't celebrated yet?",
    "What's something simple that made you smile recently?",
    "Who or what are you grateful for today?",
    "What's a kind thing you could do for yourself tomorrow?",
  ],
  manifestation: [
    "What's a dream you'd love to say out loud today?",
    "What does your life look like when things are aligned?",
    "What's one brave step you've taken recently?",
    "What would you build if you knew it couldn't fail?",
  ],
  default: [
    "What's been on your mind today?",
    "What's something that's been good for you lately?",
    "How are you really doing, underneath it all?",
    "What would make today feel a little lighter?",
  ],
};

export function ideasFor(theme: Theme): string[] {
  return IDEAS[theme.group ?? "default"];
}
