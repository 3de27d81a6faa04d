import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const serverSuite = (name: string, database: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    environment: "node",
    include: ["tests/server/**/*.test.ts"],
    env: { TEST_DATABASE: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "spa",
          environment: "jsdom",
          include: ["tests/spa/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/spa/setup.ts"],
          // Whole screens render in jsdom while the server and browser projects share the CPU.
          testTimeout: 20_000,
          // One react-router instance for the test and @refinedev/react-router (stack pitfall 2).
          server: { deps: { inline: [/@refinedev\//] } },
        },
      },
      serverSuite("server-pglite", "pglite"),
      serverSuite("server-postgres", "postgres"),
      {
        extends: true,
        test: {
          name: "system",
          environment: "node",
          include: ["tests/system/**/*.test.ts", "tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/system/buildOnce.ts"],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
