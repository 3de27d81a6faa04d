/**
 * The ref of a kept page's outer element (PageCache). React's <Activity> hides a page by setting
 * `display: none !important` on its outer element, and shows it again by clearing `display`.
 * Chromium throws away the styles and the layout of a `display: none` subtree, so showing a kept
 * list again restyled and laid out its whole table: 40–60 ms of a 110–150 ms tab click on 2 vCPU
 * (issue 13). `content-visibility: hidden` hides the page as completely (nothing drawn, no
 * height, out of the tab order and the accessibility tree) but keeps that work, so showing it
 * again costs only what changed. `aria-hidden` says so to whatever does not know the property
 * (jsdom in the tests); `inert` would have restyled the whole page again at every toggle.
 *
 * The element gets a `style` of its own that turns React's `display` into those; everything else
 * reaches the real declaration (React sets nothing else on it: the element has no style prop).
 */
export function hideKeepingLayout(element: HTMLElement | null) {
  if (!element || Object.hasOwn(element, "style")) return;
  const declaration = element.style;
  const setDisplay = (value: string) => {
    if (value === "none") {
      declaration.setProperty("content-visibility", "hidden");
      element.setAttribute("aria-hidden", "true");
    } else {
      declaration.removeProperty("content-visibility");
      element.removeAttribute("aria-hidden");
    }
  };
  const style = new Proxy(declaration, {
    get: (target, key) => {
      if (key === "setProperty")
        return (property: string, value: string, priority?: string) =>
          property === "display"
            ? setDisplay(value)
            : target.setProperty(property, value, priority);
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
    set: (target, key, value) => {
      if (key === "display") setDisplay(String(value));
      else Reflect.set(target, key, value, target);
      return true;
    },
  });
  Object.defineProperty(element, "style", { value: style });
}
