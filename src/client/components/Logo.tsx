/** Kindred's logo, linking home: one mark for every header. */
import { HeartHandshake } from "lucide-react";
import { Link } from "react-router";

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-full pr-2 text-lg font-semibold text-indigo-950">
      <span className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-indigo-500 to-teal-500 text-white shadow-sm">
        <HeartHandshake className="size-5" aria-hidden="true" />
      </span>
      Kindred
    </Link>
  );
}
