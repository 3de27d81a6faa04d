/**
 * The checkout's root, from which the server reads its migrations, the locales and package.json,
 * whatever the working directory. This file and the bundle `npm start` runs
 * (`dist-server/main.mjs`, scripts/buildServer.mjs) both sit one folder below the root, so the
 * same URL holds in both.
 */
export const REPO_ROOT = new URL("../", import.meta.url);
