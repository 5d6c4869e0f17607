/** The browser entry: styles, providers and the router. */
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppFrame } from "./app/providers";
import { router } from "./app/router";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element.");

// The server sends prerendered HTML only to visitors without a session cookie (client-files.ts).
const prerendered = root.firstElementChild !== null;
const app = (
  <AppFrame signedOut={prerendered}>
    <RouterProvider router={router} />
  </AppFrame>
);

// A transition renders in slices that yield to the browser between them: the first render no
// longer holds the main thread in one long task while the page is loading.
startTransition(() => {
  // The public pages arrive prerendered (vite.config.ts): adopt that HTML rather than render it again.
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
