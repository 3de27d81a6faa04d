import NProgress from "nprogress";
import { useEffect } from "react";
import { palette } from "../theme";

// The bar alone, in the house gold, styled here so no global stylesheet is needed.
NProgress.configure({
  showSpinner: false,
  // NProgress's own `role="bar"` is no ARIA role (axe aria-roles): a plain, hidden element.
  barSelector: ".navigation-progress",
  template: `<div class="navigation-progress" aria-hidden="true" style="position:fixed;z-index:2000;top:0;left:0;width:100%;height:2px;background:${palette.gold}"></div>`,
});

/**
 * The thin progress bar at the very top while the next page's code loads (docs/shell.md#1-frame):
 * shown as the page's Suspense fallback, so it lasts exactly as long as the loading.
 */
export function NavigationProgress() {
  useEffect(() => {
    NProgress.start();
    return () => {
      NProgress.done();
    };
  }, []);
  return null;
}
