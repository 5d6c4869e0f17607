import { UserRound } from "lucide-react";
import type { ComponentProps } from "react";
import { IconButton } from "@/components/ui/icon-button";

/**
 * The round profile button: the menu's trigger, and its stand-in while the menu's code loads. The
 * menu's trigger props and ref go through to the button.
 */
export function ProfileButton(props: Omit<ComponentProps<typeof IconButton>, "label" | "children">) {
  return (
    <IconButton label="Open profile menu" tone="profile" {...props}>
      <UserRound className="size-5" aria-hidden="true" />
    </IconButton>
  );
}
