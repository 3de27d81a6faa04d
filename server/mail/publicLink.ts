/**
 * A link into the SPA as users reach it: PUBLIC_URL (which may carry a path prefix behind a
 * proxy) followed by the page and its query.
 */
export const publicLink = (
  publicUrl: string,
  page: string,
  query: Record<string, string>,
): string => `${publicUrl.replace(/\/+$/, "")}${page}?${new URLSearchParams(query).toString()}`;
