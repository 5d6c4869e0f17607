/** The browser's router over the shared route list (routes.tsx). */
import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

export const router = createBrowserRouter(routes);
