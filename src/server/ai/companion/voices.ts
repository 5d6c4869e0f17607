/**
 * How each room's persona sounds offline: a way of saying hello, a line of company when there is
 * nothing to add, a way of welcoming good news, and open questions in the room's focus. The
 * character prompts in shared/personas.ts say the same for a model. Kin's voice is here; the room
 * personas' are in a file per group of the catalogue (voices-*-rooms.ts), and TypeScript refuses a
 * persona without one.
 */
import type { PersonaId } from "../../../shared/personas.js";
import { GENTLE_AND_MANIFESTATION_VOICES } from "./voices-gentle-and-manifestation-rooms.js";
import { OVERWHELM_AND_HEART_VOICES } from "./voices-overwhelm-and-heart-rooms.js";
import type { TopicId } from "./topics.js";
import { REFLECTIVE_VOICES } from "./voices-reflective-rooms.js";

export interface Voice {
  /** Said after "Hi, I'm <name>": what this persona is here for. */
  here: string;
  /** Staying present when there is nothing new to ask. */
  presence: string[];
  /** Welcoming good news, in this persona's register. */
  cheer: string[];
  /** Open questions in the room's focus for a hard or ordinary moment, in the order they are asked. */
  questions: string[];
  /** Open questions for good news. */
  bright: string[];
  /**
   * For a room bound to one part of life (Luna's night): what shows a message is about it, and the
   * questions, cheer and company said instead when it is not (focus.ts), so that they follow what
   * the person said rather than the room.
   */
  focus?: {
    /** Words of the message, lowercased, that speak of the room's focus. */
    words: RegExp;
    /** Topics that are the room's focus. */
    topics: TopicId[];
    elsewhere: Pick<Voice, "questions" | "bright" | "cheer" | "presence">;
  };
}

type RoomPersona = Exclude<PersonaId, "crisis">;

export const VOICES: Record<RoomPersona, Voice> = {
  kin: {
    here: "I keep people company while Kindred finds them someone to talk with.",
    presence: ["I'm right here with you.", "Take your time; I'm not going anywhere."],
    cheer: ["That's really good to hear.", "What a lift, thank you for sharing it."],
    questions: [
      "What's been on your mind today?",
      "How are you doing, underneath it all?",
      "What would make the next hour a little lighter?",
      "What made you want to talk today?",
      "What would you like the person you meet here to know about you?",
    ],
    bright: [
      "What's been the best part of your day?",
      "Who would you like to share this with?",
      "What made it possible?",
    ],
  },
  ...REFLECTIVE_VOICES,
  ...OVERWHELM_AND_HEART_VOICES,
  ...GENTLE_AND_MANIFESTATION_VOICES,
};

export function voiceOf(personaId: string): Voice {
  return VOICES[personaId as RoomPersona] ?? VOICES.kin;
}
