/** Only paths inside this app: "//host" or "https://…" in ?redirect= would leave it. */
export const isInternalPath = (path: string | null | undefined): path is string =>
  typeof path === "string" && path.startsWith("/") && !path.startsWith("//");
