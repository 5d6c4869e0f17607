/**
 * How a part of the crisis corpus is read (README.md beside this file): "## " lines name a section,
 * other "#" lines are comments, every other non-empty line is one labelled phrasing. Shared by the
 * test that measures the detector and by the classifier's training, so both read the same rows.
 */
export interface CorpusEntry {
  section: string;
  text: string;
}

export function readPart(text: string): CorpusEntry[] {
  let section = "";
  const entries: CorpusEntry[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("## ")) section = line.slice(3).trim();
    else if (line.trim() && !line.startsWith("#")) entries.push({ section, text: line });
  }
  return entries;
}

/** Crisis and check-in rows must raise a signal; benign rows must not. */
export const mustFire = (section: string): boolean => !section.startsWith("benign");
