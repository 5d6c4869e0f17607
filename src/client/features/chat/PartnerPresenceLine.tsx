/**
 * The calm line under the header when the partner has left the chat page (the server says so after
 * a grace period, so a reload never shows it), and briefly that they are back. One live region,
 * always in place while the conversation lasts, whose words change: a screen reader hears each
 * change once, which a region mounted with its words already in it does not promise.
 */
import { useEffect, useState } from "react";

export const PARTNER_AWAY =
  "Your partner seems to have stepped away. They may come back — you can wait, or end the chat and find a new match.";
export const PARTNER_BACK = "Your partner is back.";
/** Long enough to read and be announced, short enough not to stay as clutter. */
export const PARTNER_BACK_SHOWN_MS = 5_000;

export function PartnerPresenceLine({ away }: { away: boolean }) {
  const [shown, setShown] = useState<"away" | "back" | null>(away ? "away" : null);
  // Adjusted while rendering (React's "storing information from previous renders"), not in an effect.
  const [seen, setSeen] = useState(away);
  if (seen !== away) {
    setSeen(away);
    setShown(away ? "away" : "back");
  }
  useEffect(() => {
    if (shown !== "back") return;
    const timer = setTimeout(() => setShown(null), PARTNER_BACK_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  // Empty, the region takes no room; it stays in place so that its next words are announced.
  return (
    <div role="status">
      {shown && (
        <p className="bg-sky-50 px-4 py-2 text-sm text-sky-900">{shown === "away" ? PARTNER_AWAY : PARTNER_BACK}</p>
      )}
    </div>
  );
}
