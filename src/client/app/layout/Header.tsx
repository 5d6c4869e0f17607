/**
 * The public header: logo, About, Pricing and the profile menu or Sign In. The profile menu, the
 * phone's side sheet and the delete-account dialog load on demand: a visitor who is not signed in
 * downloads none of them to see the page.
 */
import { lazy, Suspense, useState } from "react";
import { Link, NavLink } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { useMe, useSignOut } from "@/lib/session";
import { MobileMenu } from "./MobileMenu";
import { NAV_LINKS } from "./nav-links";
import { ProfileButton } from "./ProfileButton";
import { Logo } from "@/components/Logo";
import { useDownloadMyData } from "@/features/account/use-download-my-data";

const ProfileMenu = lazy(() => import("./ProfileMenu").then((m) => ({ default: m.ProfileMenu })));
const DeleteAccountDialog = lazy(() =>
  import("@/features/account/DeleteAccountDialog").then((m) => ({ default: m.DeleteAccountDialog })),
);

export function Header() {
  const me = useMe();
  const signOut = useSignOut();
  const downloadData = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  // Mounted from the first time it is asked for, then kept, so that it can animate closed.
  const [deleteWanted, setDeleteWanted] = useState(false);
  // One set of account actions for both menus; the dialog lives here so that either can open it.
  const actions = {
    onSignOut: () => void signOut(),
    onDownloadData: downloadData,
    onDeleteAccount: () => {
      setDeleteWanted(true);
      setDeleting(true);
    },
  };

  return (
    <header className="sticky top-0 z-40 border-b border-white/60 bg-white/75 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />

        <div className="hidden items-center gap-2 md:flex">
          <nav aria-label="Main" className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) =>
                  buttonClass({
                    variant: "ghost",
                    size: "sm",
                    className: isActive ? "bg-indigo-50 text-indigo-800" : "",
                  })
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          {/* While the session loads (or could not be read) we show nothing rather than Sign In to a
              signed-in person. While the menu's code loads, a disabled profile button stands in:
              same look, not yet usable. The menu gets its trigger from here rather than importing
              ProfileButton itself: with the button imported by both this first-download module and
              the lazy menu, the bundler moved lucide's icon code out of the first chunk into a chunk
              of its own, one more request before the first paint on every public page. */}
          {me.data ? (
            <Suspense fallback={<ProfileButton disabled />}>
              <ProfileMenu me={me.data} trigger={<ProfileButton />} {...actions} />
            </Suspense>
          ) : (
            me.isSuccess && (
              <Link to="/auth" className={buttonClass({ size: "sm", className: "ml-2" })}>
                Sign In
              </Link>
            )
          )}
        </div>

        <MobileMenu me={me.data} {...actions} />
      </div>
      {deleteWanted && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
        </Suspense>
      )}
    </header>
  );
}
