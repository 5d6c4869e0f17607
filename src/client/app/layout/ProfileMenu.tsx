/**
 * The signed-in person's menu on wide screens: Admin (admins only), token balance, their data
 * (download it, delete the account) and Sign Out.
 */
import { Coins, Download, HeartHandshake, LogOut, ShieldCheck, Trash2, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useNavigate } from "react-router";
import type { Me } from "../../../shared/api";
import { pointsLine, PROFILE_BUTTON_CLASS, tokenLine } from "./nav-links";

const item =
  "flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-800";

export interface AccountActions {
  onSignOut: () => void;
  onDownloadData: () => void;
  onDeleteAccount: () => void;
}

const danger = `${item} text-rose-700 data-[highlighted]:bg-rose-50`;

export function ProfileMenu({ me, onSignOut, onDownloadData, onDeleteAccount }: { me: Me } & AccountActions) {
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label="Open profile menu" className={PROFILE_BUTTON_CLASS}>
        <UserRound className="size-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg shadow-indigo-900/10"
        >
          <DropdownMenu.Label className="truncate px-3 pt-1 pb-2 text-xs text-slate-500">
            {me.user.email}
          </DropdownMenu.Label>
          {me.role === "admin" && (
            <DropdownMenu.Item className={item} onSelect={() => void navigate("/admin")}>
              <ShieldCheck className="size-4" aria-hidden="true" />
              Admin
            </DropdownMenu.Item>
          )}
          {/* A balance, not an action: a label keeps it readable without pretending to be clickable. */}
          <DropdownMenu.Label className="flex items-center gap-2 px-3 py-2 text-sm text-slate-700">
            <Coins className="size-4 text-amber-500" aria-hidden="true" />
            {tokenLine(me.tokens)}
          </DropdownMenu.Label>
          <DropdownMenu.Label className="flex items-center gap-2 px-3 pb-2 text-sm text-slate-700">
            <HeartHandshake className="size-4 text-rose-500" aria-hidden="true" />
            {pointsLine(me.profile.compassionPoints)}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={item} onSelect={onDownloadData}>
            <Download className="size-4" aria-hidden="true" />
            Download my data
          </DropdownMenu.Item>
          <DropdownMenu.Item className={danger} onSelect={onDeleteAccount}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete account
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={danger} onSelect={onSignOut}>
            <LogOut className="size-4" aria-hidden="true" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
