import { DEFAULT_PERSONA, PERSONAS, type Persona, type PersonaId } from "./personas.js";

/** The five groups of the landing page catalogue, in display order. */
export const THEME_GROUPS = [
  { id: "reflective", title: "Reflective", subtitle: "For quiet, deep and unfinished thoughts" },
  { id: "overwhelm", title: "Overwhelm", subtitle: "When it is all a bit much" },
  { id: "heart", title: "Heart", subtitle: "Love, loss and feelings without names" },
  { id: "gentle", title: "Gentle", subtitle: "Small joys and kindness to yourself" },
  { id: "manifestation", title: "Manifestation", subtitle: "Intentions, alignment and building" },
] as const;

export type ThemeGroupId = (typeof THEME_GROUPS)[number]["id"];

export interface Theme {
  id: string;
  title: string;
  description: string;
  /** Tailwind gradient stops for the card and header. */
  gradient: string;
  /** A lucide-react icon name; the client maps it to a component. */
  icon: string;
  group: ThemeGroupId | null;
  /** Static (PRODUCT.md §2): the catalogue shows 0 active users. */
  activeUsers: 0;
  /** Demo themes are reachable by id but not listed; they get a demo welcome. */
  demo: boolean;
  aiAssistant: { name: string; tag: string; specialty: string };
  personaId: PersonaId;
}

function theme(
  id: string,
  group: ThemeGroupId | null,
  personaId: PersonaId,
  title: string,
  description: string,
  icon: string,
  gradient: string,
): Theme {
  const persona: Persona = PERSONAS[personaId];
  return {
    id,
    title,
    description,
    gradient,
    icon,
    group,
    activeUsers: 0,
    demo: group === null,
    aiAssistant: { name: persona.name, tag: persona.handle, specialty: persona.specialty },
    personaId,
  };
}

export const THEMES: readonly Theme[] = [
  theme(
    "late-night",
    "reflective",
    "luna",
    "Late Night Thoughts",
    "For the thoughts that only show up after midnight. Quiet company for sleepless minds.",
    "Moon",
    "from-indigo-400 to-violet-500",
  ),
  theme(
    "existential",
    "reflective",
    "sage",
    "Existential Corner",
    "Big questions about meaning, purpose and what it is all for. No answers required, just good company while you wonder.",
    "Compass",
    "from-slate-400 to-indigo-500",
  ),
  theme(
    "unsent-letters",
    "reflective",
    "quill",
    "Unsent Letters",
    "Words you never said to someone. Say them here, to a stranger who will listen.",
    "Mail",
    "from-amber-300 to-rose-400",
  ),
  theme(
    "overthinking-spiral",
    "overwhelm",
    "willow",
    "Overthinking Spiral",
    "When your mind will not stop looping. Slow it down together, one thought at a time.",
    "Wind",
    "from-teal-300 to-cyan-500",
  ),
  theme(
    "burnout-zone",
    "overwhelm",
    "ember",
    "Burnout Zone",
    "Running on empty from work, study or caring for others? Put the weight down for a while.",
    "Flame",
    "from-orange-300 to-red-400",
  ),
  theme(
    "need-to-vent",
    "overwhelm",
    "rio",
    "Need to Vent",
    "Let it all out. No judgement, and no advice unless you ask for it.",
    "Megaphone",
    "from-sky-300 to-blue-500",
  ),
  theme(
    "heartbreak-anonymous",
    "heart",
    "rose",
    "Heartbreak Anonymous",
    "For breakups, losses and the ache that comes after. You are not alone in it.",
    "HeartCrack",
    "from-rose-300 to-pink-500",
  ),
  theme(
    "unknown-feelings",
    "heart",
    "echo",
    "Unknown Feelings",
    "Cannot name what you are feeling? That is okay. Explore it with someone kind.",
    "CloudFog",
    "from-purple-300 to-fuchsia-400",
  ),
  theme(
    "today-was-too-much",
    "heart",
    "haven",
    "Today Was Too Much",
    "A hard day deserves a soft place to land.",
    "CloudRain",
    "from-blue-300 to-indigo-400",
  ),
  theme(
    "tiny-wins",
    "gentle",
    "pip",
    "Tiny Wins",
    "Made your bed? Sent that email? Every small victory deserves a cheer.",
    "PartyPopper",
    "from-lime-300 to-emerald-400",
  ),
  theme(
    "gratitude-flow",
    "gentle",
    "bloom",
    "Gratitude Flow",
    "Share what you are thankful for and notice the good, together.",
    "Flower2",
    "from-emerald-300 to-teal-400",
  ),
  theme(
    "self-love-practice",
    "gentle",
    "honey",
    "Self-Love Practice",
    "Practise being as kind to yourself as you are to the people you love.",
    "Heart",
    "from-pink-300 to-rose-400",
  ),
  theme(
    "manifestation-circle",
    "manifestation",
    "nova",
    "Manifestation Circle",
    "Speak your intentions out loud and let someone hold them with you.",
    "Star",
    "from-violet-300 to-purple-500",
  ),
  theme(
    "aligned-af",
    "manifestation",
    "sol",
    "Aligned AF",
    "Living by your values and feeling it. Talk about the life you are building.",
    "Sun",
    "from-yellow-300 to-orange-400",
  ),
  theme(
    "entrepreneurial-journey",
    "manifestation",
    "atlas",
    "Entrepreneurial Journey",
    "The highs, lows and loneliness of building something of your own.",
    "Rocket",
    "from-cyan-300 to-sky-500",
  ),
  theme(
    "calm",
    null,
    "kin",
    "Calm Space",
    "A quiet room to breathe and talk about anything.",
    "Leaf",
    "from-green-300 to-teal-400",
  ),
  theme(
    "crisis",
    null,
    "crisis",
    "Crisis Support",
    "Immediate, caring support when things feel unbearable.",
    "LifeBuoy",
    "from-red-300 to-rose-500",
  ),
  theme(
    "romantic",
    null,
    "kin",
    "Romance",
    "Talk about love, dating and relationships.",
    "HeartHandshake",
    "from-pink-300 to-red-400",
  ),
  theme(
    "friendship",
    null,
    "kin",
    "Friendship",
    "Meet someone to simply talk with, friend to friend.",
    "Users",
    "from-sky-300 to-indigo-400",
  ),
  theme(
    "therapy",
    null,
    "kin",
    "Therapy Talk",
    "Share experiences of therapy and looking after your mind.",
    "Brain",
    "from-indigo-300 to-violet-400",
  ),
];

export const DEFAULT_THEME_ID = "calm";
export const CATALOGUE: readonly Theme[] = THEMES.filter((t) => !t.demo);

export function findTheme(id: string | null | undefined): Theme | undefined {
  return THEMES.find((t) => t.id === id);
}

export function themeOrDefault(id: string | null | undefined): Theme {
  return findTheme(id) ?? findTheme(DEFAULT_THEME_ID)!;
}

export function personaOf(theme: Theme): Persona {
  return PERSONAS[theme.personaId] ?? DEFAULT_PERSONA;
}

export function themesInGroup(group: ThemeGroupId): Theme[] {
  return CATALOGUE.filter((t) => t.group === group);
}
