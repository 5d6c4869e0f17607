/**
 * Every route of the client, in one list (its paths are those of src/shared/client-pages.ts, which
 * the server answers 200 for, and 404 for any other), shared by the browser's router (router.tsx) and the
 * build's prerender (prerender.tsx), so that a prerendered page and its hydration render the same
 * tree. Public pages share the header and footer through PublicLayout; full-screen flows (check-in,
 * chat, end-chat, admin) sit beside it so they get the whole viewport, and load lazily so the
 * landing page never downloads the chat machinery.
 */
import { lazy, Suspense, type ComponentType } from "react";
import type { RouteObject } from "react-router";
import { CLIENT_PAGES, routePath } from "@shared/client-pages";
import { AboutPage } from "@/pages/AboutPage";
import { AuthPage } from "@/pages/AuthPage";
import { LandingPage } from "@/pages/LandingPage";
import { NotFoundPage } from "@/pages/NotFoundPage";
import { PricingPage } from "@/pages/PricingPage";
import { ResetPasswordPage } from "@/pages/ResetPasswordPage";
import { PublicLayout } from "./layout/PublicLayout";

/**
 * What a lazy page shows while its code arrives on a first visit straight to it: nothing, for the
 * few milliseconds it takes (the router warns when a lazy route has no fallback at all).
 */
const Arriving = () => null;

/**
 * A public page of text that few visitors open (the community guidelines, how Kindred handles data):
 * inside the public layout, prerendered like About, but its code loads on demand so that it adds
 * nothing to the first download of every other page. Under a Suspense boundary, hydration keeps the
 * prerendered HTML until the code has arrived, then adopts it; a visit through a link shows the
 * header and footer meanwhile.
 */
function onDemand(path: string, load: () => Promise<ComponentType>): RouteObject {
  const Page = lazy(() => load().then((Component) => ({ default: Component })));
  return {
    path,
    element: (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    ),
  };
}

/** A full-screen flow (below): its page loads lazily, with the fallback above. */
function fullScreen(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, HydrateFallback: Arriving, lazy: () => load().then((Component) => ({ Component })) };
}

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: routePath(CLIENT_PAGES.about), element: <AboutPage /> },
      { path: routePath(CLIENT_PAGES.pricing), element: <PricingPage /> },
      onDemand(routePath(CLIENT_PAGES.guidelines), () =>
        import("@/pages/GuidelinesPage").then((m) => m.GuidelinesPage),
      ),
      onDemand(routePath(CLIENT_PAGES.privacy), () => import("@/pages/PrivacyPage").then((m) => m.PrivacyPage)),
      { path: routePath(CLIENT_PAGES.auth), element: <AuthPage /> },
      { path: routePath(CLIENT_PAGES.resetPassword), element: <ResetPasswordPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
  // Full-screen flows, loaded on demand so the landing page stays light.
  fullScreen(routePath(CLIENT_PAGES.checkIn), () => import("@/pages/CheckInPage").then((m) => m.CheckInPage)),
  fullScreen(routePath(CLIENT_PAGES.chat), () => import("@/pages/ChatPage").then((m) => m.ChatPage)),
  fullScreen(routePath(CLIENT_PAGES.endChat), () => import("@/pages/EndChatPage").then((m) => m.EndChatPage)),
  fullScreen(routePath(CLIENT_PAGES.admin), () => import("@/pages/AdminPage").then((m) => m.AdminPage)),
];
