/**
 * Asks before a conversation with a person ends: a support conversation should not end by a slip
 * (ConfirmDialog), whether by End Chat or by New Match or New Theme, which end it too and leave the
 * partner, perhaps in crisis, reading that the other person has left.
 */
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** What ends the chat: End Chat, or a new search that leaves it. */
export type Leaving = "end" | "new-match" | "new-theme";

const ASKS: Record<Leaving, { title: string; confirm: string }> = {
  end: { title: "End this chat?", confirm: "End Chat" },
  "new-match": { title: "Leave this chat for a new match?", confirm: "New Match" },
  "new-theme": { title: "Leave this chat for another room?", confirm: "New Theme" },
};

interface Props {
  /** What the person chose, while it is being asked; null when nothing is. */
  leaving: Leaving | null;
  /** A moderator ends the chat for the two people in it, which the question says. */
  moderator: boolean;
  onClose(): void;
  onConfirm(leaving: Leaving): void;
}

export function EndChatDialog({ leaving, moderator, onClose, onConfirm }: Props) {
  const ask = ASKS[leaving ?? "end"];
  return (
    <ConfirmDialog
      open={leaving !== null}
      onOpenChange={(open) => !open && onClose()}
      title={ask.title}
      description={
        moderator
          ? "The chat closes for both people in it, and they are told that a moderator ended it."
          : "The chat closes for both of you, and the other person is told that you left."
      }
      cancel="Keep chatting"
      confirm={ask.confirm}
      onConfirm={() => leaving && onConfirm(leaving)}
    />
  );
}
