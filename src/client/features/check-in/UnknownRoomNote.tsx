/**
 * A link to a room that does not exist ("/check-in?themeId=burnout") opens the default room, as the
 * spec asks; this says so, so that nobody writes to a persona who is not there believing they are in
 * the room they meant.
 */
import { findTheme, type Theme } from "@shared/themes";

export function UnknownRoomNote({ asked, theme }: { asked: string | null | undefined; theme: Theme }) {
  if (!asked || findTheme(asked)) return null;
  return (
    <p role="note" className="mb-4 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
      There is no room called “{asked}”, so this is {theme.title}.{" "}
      {/* A page load, not a client-side step: the browser then scrolls the prerendered rooms into view. */}
      <a href="/#themes" className="font-medium underline underline-offset-2">
        Choose another room
      </a>
    </p>
  );
}
