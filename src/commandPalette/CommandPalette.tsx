import { useTranslate } from "@refinedev/core";
import { KBarAnimator, KBarPortal, KBarPositioner, KBarResults, useMatches } from "@refinedev/kbar";
import { Typography, theme } from "antd";
import { palette } from "../layout/theme";
import { PaletteSearch } from "./PaletteSearch";
import { useScreenActions } from "./useScreenActions";
import { useSearchActions } from "./useSearchActions";
import { useViewActions } from "./useViewActions";

function Results({ searching }: { searching: boolean }) {
  const t = useTranslate();
  const { token } = theme.useToken();
  const { results } = useMatches();
  if (results.length === 0) {
    return (
      <Typography.Paragraph type="secondary" style={{ padding: "12px 16px", margin: 0 }}>
        {t(searching ? "commandPalette.searching" : "commandPalette.empty")}
      </Typography.Paragraph>
    );
  }
  return (
    <KBarResults
      items={results}
      maxHeight={400}
      onRender={({ item, active }) =>
        typeof item === "string" ? (
          <div
            style={{
              padding: "8px 16px 4px",
              fontSize: token.fontSizeSM,
              textTransform: "uppercase",
              letterSpacing: "0.08em",
              color: token.colorTextSecondary,
            }}
          >
            {item}
          </div>
        ) : (
          <div
            style={{
              padding: "8px 16px",
              cursor: "pointer",
              borderInlineStart: `3px solid ${active ? palette.gold : "transparent"}`,
              background: active ? token.colorFillSecondary : "transparent",
            }}
          >
            <div style={{ color: token.colorText }}>{item.name}</div>
            {item.subtitle && (
              <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
                {item.subtitle}
              </div>
            )}
          </div>
        )
      }
    />
  );
}

/**
 * Ctrl-K / Cmd-K (kbar's shortcut): every screen the user may open, the "create" pages, the saved
 * views, and
 * from two typed characters the records the API finds; arrows and Enter, no mouse needed.
 */
export function CommandPalette() {
  const t = useTranslate();
  const { token } = theme.useToken();
  useScreenActions();
  useViewActions();
  const { searching } = useSearchActions();

  return (
    <KBarPortal>
      <KBarPositioner style={{ zIndex: 3000, background: "rgba(0, 0, 0, 0.45)" }}>
        <KBarAnimator
          style={{
            width: "100%",
            maxWidth: 600,
            overflow: "hidden",
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadow,
          }}
        >
          <PaletteSearch
            label={t("commandPalette.label")}
            placeholder={t("commandPalette.placeholder")}
            style={{
              width: "100%",
              padding: "14px 16px",
              fontSize: 16,
              border: "none",
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
              outline: "none",
              background: token.colorBgElevated,
              color: token.colorText,
              boxSizing: "border-box",
            }}
          />
          <Results searching={searching} />
        </KBarAnimator>
      </KBarPositioner>
    </KBarPortal>
  );
}
