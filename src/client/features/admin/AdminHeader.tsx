/** The dashboard's own header: the logo (home) and where you are. */
import { ShieldCheck } from "lucide-react";
import { Logo } from "@/components/Logo";

export function AdminHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-white/60 bg-white/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <h1 className="flex items-center gap-2 text-base font-semibold text-slate-800 sm:text-lg">
          <ShieldCheck className="size-5 text-indigo-600" aria-hidden="true" />
          Admin Dashboard
        </h1>
      </div>
    </header>
  );
}
