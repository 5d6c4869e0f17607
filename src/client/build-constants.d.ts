/** Values the build writes into the client (vite.config.ts, `define`). */

/** The year the client was built: what a prerendered page's footer shows until it is hydrated. */
declare const __KINDRED_BUILD_YEAR__: number;
