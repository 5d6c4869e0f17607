import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes .br and .gz copies beside every built text asset, once, at the highest levels: the server
 * sends them as they are (@fastify/static preCompressed), so pages load a third of the bytes at no
 * CPU cost per request.
 */
function precompress(): Plugin {
  return {
    name: "kindred-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
        const file = path.join(options.dir!, fileName);
        const data = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

// The server (port 3000) serves dist/client in production; in development Vite serves the client
// and forwards the API and the realtime socket so cookies stay same-origin.
// 127.0.0.1, not localhost: the server listens on IPv4 loopback and Node may resolve localhost to ::1.
const server = "http://127.0.0.1:3000";

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

export default defineConfig({
  plugins: [react(), tailwindcss(), zodWithoutEval(), precompress()],
  build: {
    outDir: "dist/client",
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
  },
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
});
