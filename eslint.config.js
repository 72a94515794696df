import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports flow one way (docs/architecture.md): routes, cli, server -> services -> features ->
 * components, content, lib, db, jobs, mail, ai, owner. A feature never imports another feature.
 * Cross-folder imports use "~/" so these rules see them.
 */
const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const upward = { group: ["../*"], message: "Import across folders through '~/...' so the import rules can see it." };
const noRoutes = { group: ["~/routes/*", "~/root"], message: "Only the router imports routes." };
const noFeatures = {
  group: ["~/features/*"],
  message: "Shared code must not depend on a feature; move the code down or compose in the route.",
};
const noServices = {
  group: ["~/services/*"],
  message: "Services sit above the features and shared code: call them from a route, a command or a worker.",
};
const noServerCode = { group: ["~/db/*", "*.server", "node:*"], message: "lib/ holds pure helpers with no server imports." };
const noOtherFeature = (feature) => ({
  group: ["~/features/*", `!~/features/${feature}`],
  message: "A feature never imports another feature; compose them in the route.",
});
// The console's routes and the command line's commands read and write through app/services.
const noQueries = {
  name: "drizzle-orm",
  message: "Routes and commands read and write through a service (app/services), which both adapters share.",
};
const consoleServerCode = {
  group: ["~/**/*.server", "!~/services/*", "!~/features/admin/*", "!~/config/env.server", "!~/db/limits.server"],
  message:
    "A console page reads and writes through a service (app/services), not through a feature's, the owner's or the database's server code.",
};

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".builds/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["**/*.{js,mjs}", "scripts/**", "server/**", "tests/**", "*.config.ts"], languageOptions: { globals: globals.node } },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Most of the server is async: a promise nobody awaits loses its error (an unhandled rejection
    // stops the process), and one passed where a callback's result is ignored does the same.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [upward] }] },
  },
  {
    files: ["app/routes/**"],
    rules: { "no-restricted-imports": ["error", { paths: [noQueries], patterns: [upward] }] },
  },
  {
    // The console's pages are thin views: their server code comes from a service, the console's own
    // sign-in and guard (features/admin), the router context, and the request edge every page shares
    // (the configuration and the rate limits).
    files: ["app/routes/admin.*"],
    rules: { "no-restricted-imports": ["error", { paths: [noQueries], patterns: [upward, consoleServerCode] }] },
  },
  {
    files: ["cli/commands/**"],
    rules: { "no-restricted-imports": ["error", { paths: [noQueries] }] },
  },
  {
    files: ["app/services/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [upward, noRoutes] }] },
  },
  {
    files: ["app/components/**", "app/content/**", "app/lib/**", "app/db/**", "app/jobs/**", "app/mail/**", "app/ai/**", "app/owner/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [upward, noRoutes, noFeatures, noServices] }] },
  },
  {
    files: ["app/lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [upward, noRoutes, noFeatures, noServices, noServerCode] }] },
  },
  {
    // The server logs through its one logger (app/config/logger.server.ts): every line one JSON object.
    // The command line prints to the io it is given, never to the console.
    files: ["server/**/*.ts", "cli/**/*.ts", "app/**/*.server.{ts,tsx}", "app/routes/**", "app/db/**", "app/jobs/**", "app/mail/**"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-console": "error" },
  },
  {
    // Specs share their worker process with other specs: a setting left in process.env reaches the
    // servers the next ones start (a lane inherited another spec's AI quota of 2 an hour).
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name='Object'][callee.property.name='assign'][arguments.0.object.name='process'][arguments.0.property.name='env']",
          message: "Start the server with startBuiltServer(env) (tests/e2e/built-server.ts), which puts the environment back.",
        },
        {
          selector: "AssignmentExpression[left.object.object.name='process'][left.object.property.name='env']",
          message: "Start the server with startBuiltServer(env) (tests/e2e/built-server.ts), which puts the environment back.",
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**`],
    rules: { "no-restricted-imports": ["error", { patterns: [upward, noRoutes, noServices, noOtherFeature(feature)] }] },
  })),
);
