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
  // First in the head, as the build writes it: the app's own CSS, after it, wins a tie.
  document.head.prepend(link);
  return link;
};

/** Settles when a link just created has loaded, failed, or taken too long. */
const loaded = (link: HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    window.setTimeout(resolve, LOAD_TIMEOUT_MS);
  });

let ready: Promise<void> | undefined;

/**
 * antd's CSS for the signed-in screens, baked by the build (scripts/antdStyles.ts). Resolves once
 * the sheet that applies is in, never rejects: without it antd writes the CSS itself, as in
 * development and the tests. A page that links the sheets (every page but the sign-in ones) has
 * them before the app's script runs, since a stylesheet holds the page's scripts back, so before
 * antd first reads which of its styles they hold. The sign-in pages only name them: they are
 * loaded here when the user signs in, and antd, which read that map at the sign-in page's first
 * component, is told to read it again.
 */
export const bakedStylesLoaded = (): Promise<void> => {
  ready ??= (async () => {
    if (document.querySelector(`link[${BAKED_STYLES.linkMark}]`)) return;
    const applied = sheetsNamed()
      .map(linkTo)
      .filter((link) => window.matchMedia(link.media).matches);
    if (applied.length === 0) return;
    await Promise.all(applied.map(loaded));
    forgetStyleMap();
  })();
  return ready;
};
