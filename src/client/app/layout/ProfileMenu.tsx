/**
 * The signed-in person's menu on wide screens: Admin (admins only), then the account's items
 * (account-items.ts): their balances, their data (download it, delete the account) and Sign Out.
 * Its trigger is the header's ProfileButton, handed in by the header (Header.tsx says why).
 */
import { Fragment, type ReactElement } from "react";
import { ShieldCheck } from "lucide-react";
import { useNavigate } from "react-router";
import type { Me } from "@shared/api";
import { Menu, MenuItem, MenuLabel, MenuSeparator } from "@/components/ui/menu";
import { accountActions, accountBalances, type AccountActions } from "./account-items";

export function ProfileMenu({ me, trigger, ...actions }: { me: Me; trigger: ReactElement } & AccountActions) {
  const navigate = useNavigate();
  return (
    <Menu trigger={trigger}>
      <MenuLabel className="truncate px-3 pt-1 pb-2 text-xs text-slate-500">{me.user.email}</MenuLabel>
      {me.role === "admin" && (
        <MenuItem icon={ShieldCheck} onSelect={() => void navigate("/admin")}>
          Admin
        </MenuItem>
      )}
      <div className="py-1">
        {/* Balances, not actions: labels keep them readable without pretending to be clickable. */}
        {accountBalances(me).map(({ icon: Icon, iconClass, text }) => (
          <MenuLabel key={text} className="flex items-center gap-2 px-3 py-1 text-sm text-slate-700">
            <Icon className={`size-4 ${iconClass}`} aria-hidden="true" />
            {text}
          </MenuLabel>
        ))}
      </div>
      <MenuSeparator />
      {accountActions(actions).map(({ icon, label, weight, run }) => (
        <Fragment key={label}>
          {/* Leaving stands apart from what the person does with their data. */}
          {weight === "leave" && <MenuSeparator />}
          <MenuItem icon={icon} tone={weight === "plain" ? "default" : "danger"} onSelect={run}>
            {label}
          </MenuItem>
        </Fragment>
      ))}
    </Menu>
  );
}
