import { matchPath } from "react-router";
import { bakedStylesLoaded } from "../layout/bakedStyles";
import { i18n } from "../providers/i18n";
import { session } from "../providers/session";
import { resourceRoutes } from "../resources";
import { lazyPage } from "../resources/definition";

/** The code of the first page the shell shows, once loadScreensFor has started it. */
let firstPage: Promise<unknown> = Promise.resolve();

/**
 * The signed-in shell: its own chunk, so the sign-in page does not carry it (bundle budget), and
 * rendered once antd's baked styles are in (bakedStyles.ts) and the code of its first page: a
 * shell shown around a page still loading shows the page's fallback, and React then holds the
 * page back 300 ms or more after its code is in (issue 13). It does not wait for the rows a page
 * load reads ahead (readAhead/listAtStart.ts): rendering while they come measured faster than
 * rendering once they are in.
 */
export const Shell = lazyPage(async () => {
  const [shell] = await Promise.all([import("../layout/Shell"), bakedStylesLoaded(), firstPage]);
  return shell;
});

/**
 * The first amount a page writes loads the browser's number formats (Intl's locale data: 25–70 ms
 * of the dashboard's first render after a sign-in on a 2-core machine, issue 13). Asked for here,
 * it loads while the password is checked.
 */
const prepareMoney = () =>
  import("../format/money").then(({ formatMoney }) => formatMoney(0, i18n.language));

/**
 * Starts downloading the shell's code and the code of the page at `path` (each once), and readies
 * the money format. Rendered later, they are in and render at once, where a lazy component found
 * missing would show its fallback and React would hold the content back for a while (issue 13).
 * Settles when the shell and the page are in (or failed to load: they load again when rendered).
 */
export const loadScreensFor = (path: string): Promise<void> => {
  const { pathname } = new URL(path, window.location.origin);
  const page = resourceRoutes.find((route) => matchPath(route.path, pathname))?.page;
  firstPage = page ? page.load().catch(() => undefined) : Promise.resolve();
  void prepareMoney().catch(() => undefined);
  return Shell.load().then(
    () => undefined,
    () => undefined,
  );
};

/**
 * With a session already (a reload, a link opened in a new tab), before React's first render:
 * the downloads run beside the profile's read instead of after it. main.tsx renders once they
 * are in: a first render that found the shell missing would show a blank fallback, and React
 * would then hold the shell back 300 ms after its code came (measured: rows 550 ms after a
 * reload instead of 330).
 */
export const loadScreensAtStart = (): Promise<void> =>
  session.getToken() ? loadScreensFor(window.location.pathname) : Promise.resolve();
