/** The chat's help lines dialog: crisis support, or support after harm. */
import { Dialog } from "radix-ui";
import { DialogContent } from "@/components/ui/dialog";
import { CrisisHelp, type HelpTopic } from "@/components/CrisisHelp";

/** What the help lines' dialog says, by topic: crisis (PRODUCT.md §10), or harm told of. */
const HELP_DIALOG = {
  crisis: {
    title: "You don't have to face this alone",
    description:
      "If you are thinking about ending your life or hurting yourself, please reach out now. These people are there to listen.",
  },
  /** The crisis view again after words of the high tier (use-crisis-view.ts): an emergency first. */
  urgent: {
    title: "Please get help right now",
    description:
      "If you have hurt yourself or taken something, or you might act on it now, call your local emergency number now. These lines are there for you too.",
  },
  harm: {
    title: "What happened to you matters",
    description:
      "If someone has hurt you, now or in the past, you don't have to carry it alone. These people listen in confidence, and what you tell them is up to you.",
  },
} as const;

export function CrisisDialog({
  open,
  onOpenChange,
  topic = "crisis",
  urgent = false,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  topic?: HelpTopic;
  /** Words of the high tier were written: the crisis view says to call the emergency number now. */
  urgent?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* It opens on its own, perhaps as the person types: their keys must not pick another country. */}
      <DialogContent {...HELP_DIALOG[topic === "crisis" && urgent ? "urgent" : topic]} focusDialog>
        <CrisisHelp topic={topic} />
        {topic === "crisis" && (
          <section className="mt-4 rounded-xl bg-indigo-50 p-4 text-sm text-indigo-950">
            <h3 className="font-medium">If you're supporting someone</h3>
            <p className="mt-1">
              Listen without judging, let them know they're not alone, and gently encourage them to contact one of these
              lines. You don't have to fix anything: being here matters.
            </p>
          </section>
        )}
      </DialogContent>
    </Dialog.Root>
  );
}
