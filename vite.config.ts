import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The server (port 3000) serves dist/client in production; in development Vite serves the client
// and forwards the API and the realtime socket so cookies stay same-origin.
// 127.0.0.1, not localhost: the server listens on IPv4 loopback and Node may resolve localhost to ::1.
const server = "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes less often than our code: its own chunk stays cached across our releases.
        // (No catch-all vendor group: it would pull lazy routes' libraries, like socket.io, into every page.)
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
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
