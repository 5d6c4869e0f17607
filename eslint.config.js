// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["dist/", "data/", ".e2e-data/", "node_modules/", "test-results/", "playwright-report/", "bench/results/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Type-aware rules: a promise nobody awaits hides its failure. Each deliberate `void` says why.
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: {
        project: ["./tsconfig.json", "./tsconfig.client.json"],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // React Router's navigate() may return a promise (a data router's transition), which the router
      // settles and reports itself: calling it is never a dropped failure. Where a handler must
      // return nothing, `void navigate(...)` says the same.
      "@typescript-eslint/no-floating-promises": [
        "error",
        { allowForKnownSafeCalls: [{ from: "package", name: "NavigateFunction", package: "react-router" }] },
      ],
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // Served as they are, before the page's own code: plain browser scripts.
    files: ["public/**/*.js"],
    languageOptions: { sourceType: "script", globals: { document: "readonly", localStorage: "readonly" } },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Sonner stays out of the first download: it is loaded on demand by lib/toast.ts, which
    // everything else calls. (The typescript-eslint rule, so as not to replace the core rule's
    // feature boundaries below.)
    files: ["src/client/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "sonner",
              allowTypeImports: true,
              message: "Import toast from lib/toast: it loads sonner on demand.",
            },
          ],
        },
      ],
    },
  },
  {
    // shared/ is imported by both sides: it stays pure, with no Node, DOM-framework or side imports.
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^node:", message: "src/shared is pure: no Node imports." },
            { regex: "^\\.\\./(client|server)/", message: "src/shared must not import from client or server." },
            { regex: "^react", message: "src/shared is pure: no React." },
          ],
        },
      ],
    },
  },
  // A feature never reaches into another feature; app/ wires them together. Inside a feature,
  // imports are relative; anything outside it is reached through the aliases (vite.config.ts
  // clientAliases), so a relative import that climbs out of the feature is refused too.
  ...[1, 2].map((depth) => ({
    files: [`src/client/features/*/${"*/".repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^@/features/|^${"\\.\\./".repeat(depth)}`,
              message:
                "Features do not import each other; move shared code to components/ or lib/, or wire it in app/. Reach outside the feature with @/ or @shared/.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ["src/server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "/client/", message: "The server never imports client code." }] },
      ],
    },
  },
);
