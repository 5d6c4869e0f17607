/**
 * A link to a room that does not exist ("/check-in?themeId=burnout", "/chat?themeId=burnout")
 * opens the default room, as the spec asks; this says so, so that nobody writes to a persona who is
 * not there believing they are in the room they meant. The check-in shows it as a card, the chat
 * page as a strip above the messages until someone is found.
 */
import { findTheme, type Theme } from "@shared/themes";

const PLACEMENT = {
  card: "mb-4 rounded-xl px-3 py-2",
  strip: "px-4 py-2",
} as const;

export function UnknownRoomNote({
  asked,
  theme,
  placement = "card",
}: {
  asked: string | null | undefined;
  theme: Theme;
  placement?: keyof typeof PLACEMENT;
}) {
  if (!asked || findTheme(asked)) return null;
  return (
    <p role="note" className={`${PLACEMENT[placement]} bg-amber-50 text-sm text-amber-900`}>
      There is no room called “{asked}”, so this is {theme.title}.{" "}
      {/* A page load, not a client-side step: the browser then scrolls the prerendered rooms into view. */}
      <a href="/#themes" className="font-medium underline underline-offset-2">
        Choose another room
      </a>
    </p>
  );
}
