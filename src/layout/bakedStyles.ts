import { reset as forgetStyleMap } from "@ant-design/cssinjs/es/util/cacheMapUtil";
import { BAKED_STYLES } from "../../domain/bakedStyles";

type Sheet = { href: string; media: string };

/** A sheet that does not load in this time is given up: antd then writes its CSS itself. */
const LOAD_TIMEOUT_MS = 5_000;

const sheetsNamed = (): Sheet[] => {
  const content = document.querySelector<HTMLMetaElement>(
    `meta[name="${BAKED_STYLES.meta}"]`,
  )?.content;
  try {
    return content ? (JSON.parse(content) as Sheet[]) : [];
  } catch {
    return [];
  }
};

const linkTo = ({ href, media }: Sheet) => {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.media = media;
  link.setAttribute(BAKED_STYLES.linkMark, "");
  // First in the head, as the build writes it: the app's own CSS and antd's run-time styles win.
  document.head.prepend(link);
  return link;
};

const loaded = (link: HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    if (link.sheet) return resolve();
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    window.setTimeout(resolve, LOAD_TIMEOUT_MS);
  });

let ready: Promise<void> | undefined;

/**
 * antd's CSS for the signed-in screens, baked by the build (scripts/antdStyles.ts): linked from
 * the start by index.html, loaded here when the user signs in on a sign-in page, which only
 * names it. Resolves once it is in, never rejects (without it antd writes the CSS itself, as in
 * development and the tests). antd reads which of its styles the sheet holds once, at its first
 * component: the sign-in page's came before the sheet, so antd is told to read it again.
 */
export const bakedStylesLoaded = (): Promise<void> => {
  ready ??= (async () => {
    const present = [
      ...document.querySelectorAll<HTMLLinkElement>(`link[${BAKED_STYLES.linkMark}]`),
    ];
    const links = present.length > 0 ? present : sheetsNamed().map(linkTo);
    if (links.length === 0) return;
    await Promise.all(links.map(loaded));
    forgetStyleMap();
  })();
  return ready;
};
