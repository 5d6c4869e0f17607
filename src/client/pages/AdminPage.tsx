/**
 * /admin — the admin dashboard. The server decides who is an admin (ADMIN_EMAILS, verified e-mail)
 * and refuses everyone else on every admin route; this page only chooses what to show.
 */
import { Navigate } from "react-router";
import { AccessRestricted } from "@/features/admin/AccessRestricted";
import { AdminDashboard } from "@/features/admin/AdminDashboard";
import { SessionLoadError } from "@/components/SessionLoadError";
import { useMe } from "@/lib/session";
import { usePageTitle } from "@/lib/use-page-title";

export function AdminPage() {
  usePageTitle();
  const me = useMe();
  if (me.isPending) return <main className="min-h-dvh bg-slate-50" aria-busy="true" />;
  if (me.isError) return <SessionLoadError fullScreen />;
  if (!me.data) return <Navigate to="/" replace />;
  if (me.data.role !== "admin") return <AccessRestricted />;
  return <AdminDashboard />;
}
