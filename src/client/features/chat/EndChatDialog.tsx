/** Asks before a chat ends: a support conversation should not end by a slip (ConfirmDialog). */
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

interface Props {
  open: boolean;
  /** A moderator ends the chat for the two people in it, which the question says. */
  moderator: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
}

export function EndChatDialog({ open, moderator, onOpenChange, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="End this chat?"
      description={
        moderator
          ? "The chat closes for both people in it, and they are told that a moderator ended it."
          : "The chat closes for both of you, and the other person is told that you left."
      }
      cancel="Keep chatting"
      confirm="End Chat"
      onConfirm={onConfirm}
    />
  );
}
