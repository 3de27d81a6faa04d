/**
 * antd's CSS baked at build time (scripts/antdStyles.ts), as the build names it in the pages and
 * the SPA finds it there (src/layout/bakedStyles.ts).
 */
export const BAKED_STYLES = {
  /** The `<meta name>` whose content lists the sheets, `[{ href, media }]`, on every page. */
  meta: "lux-baked-styles",
  /** The attribute of the `<link>`s to the sheets, on the pages that load them from the start. */
  linkMark: "data-baked-styles",
} as const;
