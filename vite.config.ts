import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type BuildOptions, type Plugin } from "vite";
import { pageTitle } from "./src/shared/client-pages.js";
import { pageUrl, PRERENDERED_DIR, PRERENDERED_PAGES } from "./src/shared/prerendered-pages.js";

// `npm run build:client` runs two builds: the client into dist/client, then (`vite build --ssr`) the
// prerender entry into dist/prerender, outside what the server serves; the second build renders the
// public pages into dist/client/prerendered (prerenderPages below).
const CLIENT_DIR = "dist/client";
const PRERENDER_DIR = "dist/prerender";

/**
 * Writes .br and .gz copies beside a built text file, once, at the highest levels: the server sends
 * them as they are (@fastify/static preCompressed), so pages load a third of the bytes at no CPU
 * cost per request.
 */
function writeCompressedCopies(file: string) {
  const data = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}

/** Compressed copies of every text asset of the client build. */
function precompress(): Plugin {
  return {
    name: "kindred-precompress",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (/\.(js|css|html|svg)$/.test(fileName)) writeCompressedCopies(path.join(options.dir!, fileName));
      }
    },
  };
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Once the prerender entry is built, renders each page of src/shared/prerendered-pages.ts into the
 * built index.html's #root (same scripts, same styles), so that the page shows before its JavaScript
 * has run, then hydrates. The CSP forbids inline scripts and style attributes: markup with either
 * fails the build rather than the page.
 */
function prerenderPages(): Plugin {
  let root = "";
  return {
    name: "kindred-prerender",
    apply: (_config, env) => env.command === "build" && Boolean(env.isSsrBuild),
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === "chunk" && chunk.isEntry)!;
      const { renderPage } = (await import(pathToFileURL(path.join(options.dir!, entry.fileName)).href)) as {
        renderPage: (url: string) => Promise<string>;
      };
      const clientDir = path.resolve(root, CLIENT_DIR);
      const template = readFileSync(path.join(clientDir, "index.html"), "utf8");
      if (!template.includes(EMPTY_ROOT)) throw new Error(`The built index.html has no ${EMPTY_ROOT} to fill.`);
      mkdirSync(path.join(clientDir, PRERENDERED_DIR), { recursive: true });
      for (const page of PRERENDERED_PAGES) {
        const markup = await renderPage(page.url);
        if (/<script|\sstyle=/i.test(markup)) {
          throw new Error(`${page.url}: inline script or style, which the CSP blocks.`);
        }
        const file = path.join(clientDir, PRERENDERED_DIR, page.file);
        const { pathname, search } = pageUrl(page.url);
        const title = `<title>${pageTitle(pathname, search)}</title>`;
        const html = template
          .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`)
          .replace(/<title>[^<]*<\/title>/, () => title);
        writeFileSync(file, html);
        writeCompressedCopies(file);
      }
    },
  };
}

// The server serves dist/client in production; in development Vite serves the client and forwards
// the API and the realtime socket (to the server's PORT, as `npm run dev` starts it) so cookies stay
// same-origin. 127.0.0.1, not localhost: the server listens on IPv4 loopback and Node may resolve
// localhost to ::1.
const server = `http://127.0.0.1:${process.env.PORT ?? "3000"}`;

/**
 * Our CSP forbids eval, so zod's compiled fast path can never run in the browser; unless told
 * `jitless` before the first schema is built (at import time, in a shared chunk that loads before
 * any code of ours could call z.config), zod probes for eval and the browser reports a CSP violation
 * on every page. Zod reads its global configuration from globalThis when its core loads: set it there.
 */
function zodWithoutEval(): Plugin {
  return {
    name: "kindred-zod-without-eval",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      return { code: `(globalThis.__zod_globalConfig ??= {}).jitless = true;\n${code}`, map: null };
    },
  };
}

const clientBuild: BuildOptions = {
  outDir: CLIENT_DIR,
  emptyOutDir: true,
  rolldownOptions: {
    output: {
      // React changes less often than our code: its own chunk stays cached across our releases.
      // (No catch-all vendor group: it would pull lazy routes' libraries, like socket.io, into every page.)
      // zod, sonner and Socket.IO are only ever loaded on demand (see src/client/lib/api.ts and
      // lib/toast.ts); naming their chunks keeps the build's output readable. Nothing that the first
      // render imports may match these groups, or the library would be back in the first download.
      codeSplitting: {
        groups: [
          { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
          { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
          { name: "sonner", test: /node_modules[\\/]sonner[\\/]/ },
          {
            name: "socket.io",
            test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/,
          },
        ],
      },
    },
  },
};

// Node runs it at build time only, with the libraries from node_modules (Vite leaves them external).
const prerenderBuild: BuildOptions = {
  outDir: PRERENDER_DIR,
  emptyOutDir: true,
  rolldownOptions: { input: "src/client/prerender.tsx" },
};

/**
 * The client's import aliases, so that no import climbs `../../../`: `@shared/…` is src/shared and
 * `@/…` the client's own top level (lib, components, features, app, pages). tsconfig.client.json's
 * `paths` says the same to the type checker; vitest.config.ts reuses this object.
 */
export const clientAliases = {
  "@shared": fileURLToPath(new URL("src/shared", import.meta.url)),
  "@": fileURLToPath(new URL("src/client", import.meta.url)),
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), zodWithoutEval(), precompress(), prerenderPages()],
  resolve: { alias: clientAliases },
  // The footer's year in prerendered pages (src/client/app/layout/Footer.tsx).
  define: { __KINDRED_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: isSsrBuild ? prerenderBuild : clientBuild,
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: server, changeOrigin: false },
      "/socket.io": { target: server, ws: true, changeOrigin: false },
      "/readyz": { target: server },
      "/healthz": { target: server },
    },
  },
}));
