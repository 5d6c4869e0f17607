/**
 * What the signed-in person's menus say about their account, the desktop menu and the phone's side
 * sheet alike: their balances, then what they can do with the account. Both menus render these
 * lists, each in its own look, so an item added here appears in both.
 */
import { Coins, Download, HeartHandshake, LogOut, Trash2, type LucideIcon } from "lucide-react";
import type { Me } from "@shared/api";
import { pointsLine, tokenLine } from "./nav-links";

export interface AccountActions {
  onSignOut: () => void;
  onDownloadData: () => void;
  onDeleteAccount: () => void;
}

/** A balance: read, never chosen. */
export interface AccountBalance {
  icon: LucideIcon;
  iconClass: string;
  text: string;
}

/**
 * What an action does to the account, which each menu shows in its own way: something for the
 * person to keep, the account's end, or leaving the session.
 */
export type AccountActionWeight = "plain" | "destructive" | "leave";

export interface AccountAction {
  icon: LucideIcon;
  label: string;
  weight: AccountActionWeight;
  run: () => void;
}

export function accountBalances(me: Me): AccountBalance[] {
  return [
    { icon: Coins, iconClass: "text-amber-500", text: tokenLine(me.tokens) },
    { icon: HeartHandshake, iconClass: "text-rose-500", text: pointsLine(me.profile.compassionPoints) },
  ];
}

export function accountActions({ onDownloadData, onDeleteAccount, onSignOut }: AccountActions): AccountAction[] {
  return [
    { icon: Download, label: "Download my data", weight: "plain", run: onDownloadData },
    { icon: Trash2, label: "Delete account", weight: "destructive", run: onDeleteAccount },
    { icon: LogOut, label: "Sign Out", weight: "leave", run: onSignOut },
  ];
}
