/**
 * What a signed-in person who is not an admin sees at /admin: calm, clear, and a way home. A person
 * whose e-mail is listed for the role but not verified yet is told that verifying it grants the
 * role; the server says which case it is (GET /api/admin/status).
 */
import { LockKeyhole } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "@/components/ui/button";
import { useAdminStatus } from "./admin-api";

const VERIFY_TO_BE_ADMIN =
  "Your e-mail address is on the list of admins, but it is not verified yet: verifying it is what grants the admin role. Open the verification link we e-mailed you, then come back to this page.";

export function AccessRestricted() {
  const status = useAdminStatus(true);
  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-br from-indigo-50 via-white to-rose-50 px-4 py-10">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white/90 p-6 text-center shadow-sm sm:p-8">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-indigo-50 text-indigo-700">
          <LockKeyhole className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold text-slate-900">Access Restricted</h1>
        <p className="mt-2 text-slate-600">You're not an admin. This area is only accessible to administrators.</p>
        {status.data?.access === "verify-email" && (
          <p className="mt-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950" role="status">
            {VERIFY_TO_BE_ADMIN}
          </p>
        )}
        <Link to="/" className={buttonClass({ className: "mt-6" })}>
          Return Home
        </Link>
      </div>
    </main>
  );
}
