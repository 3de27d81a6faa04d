import { palette } from "../layout/theme";

/**
 * A key as the user presses it, in the shortcut overlay or beside a button's label; on a button
 * it is `decorative` (left out of the button's name, which aria-keyshortcuts completes).
 */
export function Kbd({ children, decorative = false }: { children: string; decorative?: boolean }) {
  return (
    <kbd
      aria-hidden={decorative || undefined}
      style={{
        display: "inline-block",
        minWidth: 20,
        padding: "0 5px",
        border: "1px solid #8c8c8c",
        borderBottomWidth: 2,
        borderRadius: 4,
        background: palette.white,
        color: palette.ink,
        fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
        fontSize: 12,
        lineHeight: "18px",
        textAlign: "center",
        marginInlineStart: decorative ? 8 : undefined,
      }}
    >
      {children}
    </kbd>
  );
}
