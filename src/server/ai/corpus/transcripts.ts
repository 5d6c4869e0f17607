/**
 * Writes docs/companion-transcripts/: ten full conversations with the builtin companion, so that a
 * person can read how it sounds. Run with `npm run companion:transcripts` after changing it.
 * `npm run companion:transcripts -- --print` prints them instead of writing them, and
 * `-- --print <room id>` prints every corpus script in that room, to read how a change sounds there.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { CRISIS_PERSONA } from "../../../shared/personas.js";
import { findTheme, personaOf } from "../../../shared/themes.js";
import { builtinReply } from "../builtin.js";
import type { AiTurn } from "../provider.js";
import { SCRIPTS } from "./scripts.js";

interface Transcript {
  file: string;
  themeId: string;
  vibes: string[];
  lines: string[];
  /** From this line on the chat is in crisis mode and the Crisis Counselor answers. */
  crisisFrom?: number;
}

const fromScript = (index: number, file: string, vibes: string[] = []): Transcript => ({
  file,
  themeId: SCRIPTS[index]!.themeId,
  vibes,
  lines: SCRIPTS[index]!.lines.map((line) => line.text),
});

const TRANSCRIPTS: Transcript[] = [
  fromScript(0, "01-late-night-cant-sleep.md"),
  fromScript(4, "02-overthinking-after-a-meeting.md", ["Anxious"]),
  fromScript(6, "03-burnout-nursing-shifts.md", ["Burnt out"]),
  fromScript(9, "04-heartbreak-wants-a-person.md", ["Heartbreak"]),
  fromScript(13, "05-tiny-wins.md", ["Hopeful"]),
  fromScript(15, "06-self-kindness.md"),
  fromScript(18, "07-founder-alone.md", ["Determined", "Stressed"]),
  fromScript(19, "08-kin-questions-about-kindred.md"),
  fromScript(3, "09-unsent-letter-to-grandma.md"),
  {
    file: "10-crisis-counselor.md",
    themeId: "today-was-too-much",
    vibes: ["Numb"],
    lines: [
      "today was awful, everything went wrong",
      "honestly I don't want to be here anymore",
      "yes",
      "not really, I'm at home alone",
      "I can't call anyone, I'd just cry",
      "ok. I'll text my brother",
      "thanks for staying",
    ],
    crisisFrom: 1,
  },
];

function render({ themeId, vibes, lines, crisisFrom }: Transcript): string {
  const theme = findTheme(themeId)!;
  const roomPersona = personaOf(theme);
  const history: AiTurn[] = [];
  const out = [`# ${theme.title}, with ${roomPersona.name}`, ""];
  if (vibes.length) out.push(`_Vibes chosen: ${vibes.join(", ")}_`, "");
  const speak = (persona = roomPersona, message = "") => {
    const reply = builtinReply({ persona, theme, history: [...history], message, vibes });
    if (message) history.push({ role: "user", content: message });
    history.push({ role: "assistant", content: reply });
    out.push(`**${persona.name}:** ${reply}`, "");
  };
  speak();
  lines.forEach((line, index) => {
    out.push(`**Person:** ${line}`, "");
    if (crisisFrom === index)
      out.push("_The chat turns to crisis support: the crisis view opens with the help lines._", "");
    speak(crisisFrom !== undefined && index >= crisisFrom ? CRISIS_PERSONA : roomPersona, line);
  });
  return out.join("\n");
}

const [flag, room] = process.argv.slice(2);
if (flag === "--print") {
  const inRoom = (themeId: string) => SCRIPTS.map((script, i) => ({ ...fromScript(i, ""), themeId }));
  for (const transcript of room ? inRoom(room) : TRANSCRIPTS) console.info(`${render(transcript)}\n---\n`);
} else {
  const folder = new URL("../../../../docs/companion-transcripts/", import.meta.url);
  mkdirSync(folder, { recursive: true });
  for (const transcript of TRANSCRIPTS) writeFileSync(new URL(transcript.file, folder), render(transcript));
  console.info(`wrote ${TRANSCRIPTS.length} transcripts to docs/companion-transcripts/`);
}
