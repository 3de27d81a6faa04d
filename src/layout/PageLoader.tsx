import { useTranslate } from "@refinedev/core";
import { palette } from "./theme";

/**
 * The thin gold bar at the very top while a screen's code or the session check is on its way
 * (docs/shell.md#1-frame). Its animation lives in index.html, so no spinner code ships with sign-in.
 */
export function PageLoader() {
  const t = useTranslate();
  return (
    <div
      role="progressbar"
      aria-label={t("common.loading")}
      className="page-loader"
      style={{
        position: "fixed",
        insetInline: 0,
        top: 0,
        height: 2,
        zIndex: 2000,
        background: `linear-gradient(90deg, transparent, ${palette.gold}, transparent)`,
        backgroundSize: "50% 100%",
        backgroundRepeat: "no-repeat",
      }}
    />
  );
}
