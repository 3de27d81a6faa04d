// What the browser benchmark reads inside the page: the first frame in which each thing a user
// waits for is on screen. A requestAnimationFrame loop looks once per frame, just before the
// frame is painted, so the probe forces no layout the browser would not do anyway and a long
// task delays the time exactly as it delays what the user sees.

/** Keys of `seen`: the sign-in form, the dashboard's figures, and `rows:<list title>`. */
export type Seen = Record<string, number>;

declare global {
  interface Window {
    benchProbe: {
      /** performance.now() of the first frame each thing showed in, since the last reset. */
      seen: Seen;
      /** The timeStamp of the last click (same clock as `seen`). */
      clickedAt: number;
      reset: () => void;
    };
  }
}

/**
 * Installed in every document of the context (addInitScript): self-contained, it is sent to the
 * page as source.
 */
export function installProbe() {
  const shown = (element: Element | null) =>
    element?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) === true;
  const any = (root: ParentNode, selector: string) =>
    [...root.querySelectorAll(selector)].some((element) => shown(element));

  const probe = {
    seen: {} as Record<string, number>,
    clickedAt: 0,
    reset: () => {
      probe.seen = {};
    },
  };
  const note = (key: string, at: number) => {
    if (probe.seen[key] === undefined) probe.seen[key] = at;
  };

  const look = (at: number) => {
    if (
      shown(document.querySelector("input[type=password]")) &&
      any(document, "button[type=submit]")
    )
      note("form", at);
    if (any(document, ".ant-statistic-content-value")) note("figures", at);
    for (const title of document.querySelectorAll("h1")) {
      const card = title.closest(".ant-card");
      if (!card?.querySelector(".ant-table") || !shown(title)) continue;
      // Rows, or the empty state of a list with none, and no spinner or skeleton over them.
      const rows = shown(card.querySelector(".ant-table-row")) || any(card, ".ant-empty");
      const waiting = any(card, ".ant-spin-spinning, .ant-skeleton");
      if (rows && !waiting) note(`rows:${title.textContent}`, at);
    }
  };

  // performance.now(), not the callback's argument: that is the frame's planned start, which a
  // long task before it would leave out.
  const frame = () => {
    look(performance.now());
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  addEventListener(
    "click",
    (event) => {
      probe.clickedAt = event.timeStamp;
    },
    true,
  );
  window.benchProbe = probe;
}
