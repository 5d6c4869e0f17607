/**
 * The most direct phrasings of a wish to die and of suicidal intent in Spanish, French and German,
 * as the normalised text reads them (accents gone: "möchte" → "mochte"). Only these: the rest of the
 * detector reads English, which the README says. Negated phrasings ("no quiero morir") give none,
 * and neither does dying of laughter or hunger ("quiero morir de risa", "je veux mourir de rire").
 */
import type { Row } from "./vocabulary.js";

export const OTHER_LANGUAGES: Row[] = [
  [
    "other-language-want-to-die",
    "wish-to-be-dead",
    "moderate",
    "(?<!\\bno (?:me )?)\\b(?:(?:me )?quiero morir(?:me)?|quisiera morir(?:me)?|me quiero morir)\\b(?! de (?:risa|hambre|sueno|ganas|calor|frio|verguenza|aburimiento))|\\bno quiero (?:vivir|seguir viviendo)\\b|" +
      "\\b(?:je veux mourir|jai envie de mourir|je ne veux plus vivre)\\b(?! de (?:rire|faim|honte|froid|chaud))|" +
      "\\bich (?:will|mochte|moechte) (?:sterben|nicht mehr leben)\\b",
    "self",
  ],
  [
    "other-language-kill-myself",
    "active-ideation",
    "high",
    "\\b(?:me quiero matar|quiero matarme|me voy a matar|voy a matarme)\\b|" +
      "\\b(?:je veux me tuer|je vais me tuer|je veux en finir|je vais en finir)\\b|" +
      "\\bich (?:bring|bringe) mich um\\b|\\bich (?:will|werde|mochte) mich umbringen\\b|\\bselbstmord|\\bsuizid",
    "self",
  ],
];
