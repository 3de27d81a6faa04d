/** The dashboard: where a signed-in user goes when no page was asked for. */
export const HOME_PATH = "/";

/** Only paths inside this app: "//host" or "https://…" in ?redirect= would leave it. */
const isInternalPath = (path: string | null | undefined): path is string =>
  typeof path === "string" && path.startsWith("/") && !path.startsWith("//");

/** The page ?redirect= asked for when it is inside the app, else home. */
export const wantedPathOrHome = (path: string | null | undefined): string =>
  isInternalPath(path) ? path : HOME_PATH;
