import { Tooltip } from "antd";
import { type CSSProperties, useEffect, useState } from "react";

/** Gives a control the hint <Hints> shows over it: `<Button {...hint(t("…"))} />`. */
export const hint = (text: string) => ({ "data-hint": text });

type Shown = { text: string; box: CSSProperties; key: number };

/** antd's own delay before a tooltip opens under the pointer. */
const POINTER_DELAY_MS = 100;

const hintedControl = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>("[data-hint]") : null;

/**
 * The one hint of the signed-in app: the `data-hint` of the control under the pointer or with
 * the keyboard's focus, in antd's tooltip over that control. Controls carry no tooltip of their
 * own: a list's thirty tooltips each rendered again whenever the list was shown again (issue 13).
 */
export function Hints() {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    let control: HTMLElement | null = null;
    let timer = 0;
    let shows = 0;
    const show = (target: HTMLElement, delay: number) => {
      if (target === control) return;
      control = target;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const { left, top, width, height } = target.getBoundingClientRect();
        shows += 1;
        setShown({
          text: target.dataset.hint ?? "",
          box: { left, top, width, height },
          key: shows,
        });
      }, delay);
    };
    const hide = () => {
      control = null;
      window.clearTimeout(timer);
      setShown(null);
    };
    const pointed = (event: Event) => {
      const target = hintedControl(event.target);
      if (target) show(target, POINTER_DELAY_MS);
      else if (control) hide();
    };
    const focused = (event: Event) => {
      const target = hintedControl(event.target);
      // A click focuses too: only the keyboard's focus shows a hint.
      if (target?.matches(":focus-visible")) show(target, 0);
    };
    const left = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget;
      if (control && !(next instanceof Node && control.contains(next))) hide();
    };
    const escaped = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    const listeners: [string, EventListener, boolean][] = [
      ["pointerover", pointed, false],
      ["pointerout", left, false],
      ["focusin", focused, false],
      ["focusout", left, false],
      ["pointerdown", hide, true],
      ["scroll", hide, true],
      ["keydown", escaped as EventListener, false],
    ];
    for (const [type, listener, capture] of listeners)
      document.addEventListener(type, listener, capture);
    return () => {
      window.clearTimeout(timer);
      for (const [type, listener, capture] of listeners)
        document.removeEventListener(type, listener, capture);
    };
  }, []);

  return (
    <Tooltip key={shown?.key} open={shown !== null} title={shown?.text}>
      <span aria-hidden style={{ position: "fixed", pointerEvents: "none", ...shown?.box }} />
    </Tooltip>
  );
}
