/**
 * The rooms, in the five groups of the shared catalogue. The first three rooms of a group sit in a
 * grid; any further ones scroll sideways, so a long group never pushes the page down.
 */
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { THEME_GROUPS, themesInGroup, type Theme } from "@shared/themes";
import { ThemeCard } from "./ThemeCard";

const GRID_SIZE = 3;

/** Only a signed-out visitor who picks a room sees it: it loads then, not with the page. */
const JoinDialog = lazy(() => import("./JoinDialog").then((m) => ({ default: m.JoinDialog })));

export function ThemeCatalogue({ signedIn }: { signedIn: boolean | undefined }) {
  const navigate = useNavigate();
  const [joinOpen, setJoinOpen] = useState(false);
  // Mounted from the first time it opens, then kept, so that it can animate closed.
  const [joinWanted, setJoinWanted] = useState(false);

  const enter = (theme: Theme) => {
    // Unknown (still loading) counts as signed in: /check-in sends a signed-out visitor to /auth anyway.
    if (signedIn === false) {
      setJoinWanted(true);
      setJoinOpen(true);
    } else navigate("/check-in", { state: { theme: theme.id } });
  };

  return (
    <section id="themes" aria-labelledby="themes-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="themes-title" className="text-3xl font-bold tracking-tight text-indigo-950 sm:text-4xl">
          Find your room
        </h2>
        <p className="mt-3 text-slate-600">
          Every room has its own mood and its own AI companion. Pick the one that feels right today.
        </p>
      </div>
      <div className="mt-12 flex flex-col gap-14">
        {THEME_GROUPS.map((group) => {
          const themes = themesInGroup(group.id);
          const grid = themes.slice(0, GRID_SIZE);
          const row = themes.slice(GRID_SIZE);
          return (
            <section key={group.id} aria-labelledby={`group-${group.id}`}>
              <h3 id={`group-${group.id}`} className="text-xl font-semibold text-slate-900">
                {group.title}
              </h3>
              <p className="mt-1 text-sm text-slate-600">{group.subtitle}</p>
              <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {grid.map((theme) => (
                  <li key={theme.id}>
                    <ThemeCard theme={theme} onEnter={enter} />
                  </li>
                ))}
              </ul>
              {row.length > 0 && (
                <ul
                  aria-label={`More ${group.title} rooms`}
                  className="scroll-row mt-5 flex snap-x gap-5 overflow-x-auto pb-3"
                >
                  {row.map((theme) => (
                    <li key={theme.id} className="w-72 shrink-0 snap-start">
                      <ThemeCard theme={theme} onEnter={enter} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      {joinWanted && (
        <Suspense fallback={null}>
          <JoinDialog open={joinOpen} onOpenChange={setJoinOpen} />
        </Suspense>
      )}
    </section>
  );
}
