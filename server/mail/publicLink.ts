/** The SPA page a reset link opens (seed §2); it posts id and token to POST /user/password/reset. */
export const RESET_PAGE = "/password/reset";

/**
 * A link into the SPA as users reach it: PUBLIC_URL (which may carry a path prefix behind a
 * proxy) followed by the page and its query.
 */
export const publicLink = (
  publicUrl: string,
  page: string,
  query: Record<string, string>,
): string => `${publicUrl.replace(/\/+$/, "")}${page}?${new URLSearchParams(query).toString()}`;
