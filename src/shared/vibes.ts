/** The fifteen vibes of PRODUCT.md §3, with an emoji to show beside each. */
export const VIBES = [
  { id: "numb", label: "Numb", emoji: "😶" },
  { id: "anxious", label: "Anxious", emoji: "😟" },
  { id: "hopeful", label: "Hopeful", emoji: "🌱" },
  { id: "burnt-out", label: "Burnt out", emoji: "🪫" },
  { id: "heartbreak", label: "Heartbreak", emoji: "💔" },
  { id: "grateful", label: "Grateful", emoji: "🙏" },
  { id: "lonely", label: "Lonely", emoji: "🌙" },
  { id: "confused", label: "Confused", emoji: "🌀" },
  { id: "motivated", label: "Motivated", emoji: "🔥" },
  { id: "stressed", label: "Stressed", emoji: "😣" },
  { id: "peaceful", label: "Peaceful", emoji: "🕊️" },
  { id: "angry", label: "Angry", emoji: "😠" },
  { id: "determined", label: "Determined", emoji: "💪" },
  { id: "overwhelmed", label: "Overwhelmed", emoji: "🌊" },
  { id: "content", label: "Content", emoji: "😌" },
] as const;

export type VibeId = (typeof VIBES)[number]["id"];
export const VIBE_IDS = VIBES.map((v) => v.id) as [VibeId, ...VibeId[]];
