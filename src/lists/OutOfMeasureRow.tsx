import { type ReactNode, useLayoutEffect, useRef } from "react";

/**
 * A table header's content that stays out of the keyboard's way in antd's measuring row: a table
 * that scrolls sideways renders each column's title a second time in an `aria-hidden` row used to
 * measure widths, so the "select all" checkbox there was a focusable control no one can see
 * (axe aria-hidden-focus). The copy becomes inert; the real header is untouched.
 */
export function OutOfMeasureRow({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const span = ref.current;
    if (!span?.closest(".ant-table-measure-row")) return;
    span.inert = true;
    for (const control of span.querySelectorAll<HTMLElement>("input, button, [tabindex]")) {
      control.tabIndex = -1;
    }
  });
  return (
    <span ref={ref} style={{ display: "contents" }}>
      {children}
    </span>
  );
}
