/** Past this the app renders without them: its loader, then each part as it comes. */
const WAIT_MS = 300;

/**
 * A page load with a session renders once what its first screen needs is in: the profile, the
 * shell's and the page's code, the rows or figures read ahead. The shell, its page and its rows
 * then come in one render, where rendering at once showed the loader, then rendered the whole
 * shell again on the session check's answer, the page's rows a render later still (issue 13).
 * A failed need counts as in: the render then shows what failed.
 */
export const firstScreenReady = (needs: Promise<unknown>[]) =>
  Promise.race([
    Promise.allSettled(needs),
    new Promise<void>((resolve) => window.setTimeout(resolve, WAIT_MS)),
  ]);
