/**
 * The signed-in person's menu on wide screens: Admin (admins only), token balance, their data
 * (download it, delete the account) and Sign Out.
 */
import { Coins, Download, HeartHandshake, LogOut, ShieldCheck, Trash2 } from "lucide-react";
import { useNavigate } from "react-router";
import type { Me } from "@shared/api";
import { Menu, MenuItem, MenuLabel, MenuSeparator } from "@/components/ui/menu";
import { pointsLine, tokenLine } from "./nav-links";
import { ProfileButton } from "./ProfileButton";

export interface AccountActions {
  onSignOut: () => void;
  onDownloadData: () => void;
  onDeleteAccount: () => void;
}

export function ProfileMenu({ me, onSignOut, onDownloadData, onDeleteAccount }: { me: Me } & AccountActions) {
  const navigate = useNavigate();
  return (
    <Menu trigger={<ProfileButton />}>
      <MenuLabel className="truncate px-3 pt-1 pb-2 text-xs text-slate-500">{me.user.email}</MenuLabel>
      {me.role === "admin" && (
        <MenuItem icon={ShieldCheck} onSelect={() => void navigate("/admin")}>
          Admin
        </MenuItem>
      )}
      {/* A balance, not an action: a label keeps it readable without pretending to be clickable. */}
      <MenuLabel className="flex items-center gap-2 px-3 py-2 text-sm text-slate-700">
        <Coins className="size-4 text-amber-500" aria-hidden="true" />
        {tokenLine(me.tokens)}
      </MenuLabel>
      <MenuLabel className="flex items-center gap-2 px-3 pb-2 text-sm text-slate-700">
        <HeartHandshake className="size-4 text-rose-500" aria-hidden="true" />
        {pointsLine(me.profile.compassionPoints)}
      </MenuLabel>
      <MenuSeparator />
      <MenuItem icon={Download} onSelect={onDownloadData}>
        Download my data
      </MenuItem>
      <MenuItem icon={Trash2} tone="danger" onSelect={onDeleteAccount}>
        Delete account
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon={LogOut} tone="danger" onSelect={onSignOut}>
        Sign Out
      </MenuItem>
    </Menu>
  );
}
