/**
 * What a moderator reading a chat in crisis support sees (use-crisis-view.ts): not the modal
 * addressed to the person in crisis, which would stand over the log they are reviewing, but one
 * compact line above it saying that crisis support is open and whose words opened it. It covers
 * nothing and hides nothing; the menu's Help lines shows the full view the person in crisis sees.
 */
import { LifeBuoy } from "lucide-react";

export const MODERATOR_CRISIS_NOTICE = {
  title: "Crisis support is open in this chat.",
  lines: "Help lines in the menu shows what the person in crisis sees.",
} as const;

/**
 * "Person 2's words opened it.", "Person 1's and Person 2's words opened it.", "A moderator's …";
 * for a crisis noticed while someone waited (`beforeMatch`), "Person 1's words before the match
 * opened it." The words themselves are never shown: they were said to the persona alone.
 */
export function openedByText(openedBy: string[], beforeMatch: string[] = []): string | null {
  const sentence = (names: string[], when: string) => {
    if (!names.length) return null;
    const owners = names.map((name) => `${name}'s`).join(" and ");
    return `${owners.charAt(0).toUpperCase()}${owners.slice(1)} words${when} opened it.`;
  };
  return [sentence(openedBy, ""), sentence(beforeMatch, " before the match")].filter(Boolean).join(" ") || null;
}

export function ModeratorCrisisNotice({ openedBy, beforeMatch = [] }: { openedBy: string[]; beforeMatch?: string[] }) {
  return (
    <section
      aria-label="Crisis support in this chat"
      className="flex items-start gap-2 border-b border-indigo-100 bg-indigo-50 px-4 py-1.5 text-sm text-indigo-950"
    >
      <LifeBuoy className="mt-0.5 size-4 shrink-0 text-indigo-700" aria-hidden="true" />
      <p>
        <span className="font-medium">{MODERATOR_CRISIS_NOTICE.title}</span>{" "}
        {[openedByText(openedBy, beforeMatch), MODERATOR_CRISIS_NOTICE.lines].filter(Boolean).join(" ")}
      </p>
    </section>
  );
}
