/**
 * Vite adds a `<link rel="modulepreload">` to <head> for every chunk a screen's code needs, and
 * leaves it there: with the screens fetched ahead after sign-in, some 140. antd's icons look
 * through every child of <head> each time one appears (rc-util's updateCSS, once per icon), so a
 * list's 50 icons walked them 100 times, on every first visit and every tab click (issue 13).
 * A link whose chunk has loaded (or failed) has done its work: the module stays in the browser's
 * module map, and Vite remembers what it preloaded without it.
 */
export const dropSpentPreloads = () => {
  const dropWhenSettled = (node: Node) => {
    if (!(node instanceof HTMLLinkElement) || node.rel !== "modulepreload") return;
    const drop = () => node.remove();
    node.addEventListener("load", drop, { once: true });
    node.addEventListener("error", drop, { once: true });
  };
  new MutationObserver((changes) => {
    for (const change of changes) change.addedNodes.forEach(dropWhenSettled);
  }).observe(document.head, { childList: true });
};
