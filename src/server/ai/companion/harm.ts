/**
 * What a room's persona says to a person who tells of sexual violence or abuse done to them
 * (shared/harm-disclosure.ts): that it is sorry, belief, that it was not their fault, where support
 * is (Help lines: the lines for people hurt by someone where Kindred lists them for the person's
 * country, which only their browser knows; else the crisis lines and a directory by topic), and a
 * gentle question about their safety now. Never a
 * question about the person who hurt them, never advice to confront or to leave: that is the
 * person's to decide, with people trained for it. Before this, "my boyfriend hits me" was read as a
 * break-up and answered "What do you find yourself missing most?".
 */
import type { Lines } from "./fit.js";
import type { Memory } from "./memory.js";
import { fresh } from "./repeats.js";

export function harmReply(memory: Memory): Lines {
  return [
    fresh(
      [
        "I'm so sorry. No one has the right to hurt you.",
        "I'm really sorry you've had to carry this.",
        "That should never happen to anyone.",
      ],
      memory,
    ),
    fresh(
      [
        "Thank you for trusting me with it. What happened is not your fault.",
        "I believe you, and it isn't your fault.",
        "None of this is your fault.",
      ],
      memory,
    ),
    fresh(
      [
        "If you'd like to talk with someone trained for this, Help lines in the chat's menu can point you to support where you are.",
        "Help lines, in the chat's menu, can point you to people trained for this, whenever you want them.",
      ],
      memory,
    ),
    fresh(
      [
        "Are you somewhere safe right now?",
        "Do you feel safe where you are right now?",
        "How are you holding up right now?",
      ],
      memory,
    ),
  ];
}
