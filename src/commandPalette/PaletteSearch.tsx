import { getListboxItemId, KBAR_LISTBOX, useKBar, VisualState } from "@refinedev/kbar";
import { type CSSProperties, useEffect, useState } from "react";

type Props = { label: string; placeholder: string; style: CSSProperties };

/**
 * The palette's search box. kbar's own (KBarSearch, 0.1.0-beta.40) shows the store's query, which
 * reaches it only after an effect: on a busy machine a key typed before that re-render lands on
 * the old text and the letter before it is lost. This box keeps what is typed itself and hands it
 * to kbar, as later kbar versions do.
 */
export function PaletteSearch({ label, placeholder, style }: Props) {
  const { query, activeIndex, showing } = useKBar((state) => ({
    activeIndex: state.activeIndex,
    showing: state.visualState === VisualState.showing,
  }));
  const [text, setText] = useState("");
  useEffect(() => query.setSearch(text), [text, query]);
  // The next opening starts from an empty box, as kbar's own does.
  useEffect(() => () => query.setSearch(""), [query]);

  return (
    <input
      ref={query.inputRefSetter}
      // biome-ignore lint/a11y/noAutofocus: the palette opens to be typed in (Ctrl-K)
      autoFocus
      autoComplete="off"
      spellCheck={false}
      role="combobox"
      aria-label={label}
      aria-expanded={showing}
      aria-controls={KBAR_LISTBOX}
      aria-activedescendant={getListboxItemId(activeIndex)}
      value={text}
      placeholder={placeholder}
      onChange={(event) => setText(event.target.value)}
      style={style}
    />
  );
}
