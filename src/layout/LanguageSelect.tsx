import { useSetLocale, useTranslate } from "@refinedev/core";
import { theme } from "antd";
import { LANGUAGES } from "../../domain/languages";
import { useLanguage } from "../providers/i18n";
import { palette } from "./theme";

/**
 * Italian or English, switched in place (docs/product.md#business-lines); each name is written in its own language.
 * A native select on purpose: it is on the sign-in page, where antd's Select alone would cost
 * ~30 kB gzip of the bundle budget, and it gives phones their own picker.
 */
export function LanguageSelect({ tone = "light" }: { tone?: "light" | "dark" }) {
  const t = useTranslate();
  const { token } = theme.useToken();
  // i18next's own language: Refine's getLocale, read at render, still gave the one switched from.
  const locale = useLanguage();
  const setLocale = useSetLocale();
  const dark = tone === "dark";

  return (
    <select
      aria-label={t("common.language.label")}
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
      style={{
        height: token.controlHeight,
        padding: "0 8px",
        font: "inherit",
        fontSize: token.fontSize,
        color: dark ? palette.white : token.colorText,
        background: dark ? palette.black : token.colorBgContainer,
        border: `1px solid ${dark ? palette.gold : token.colorBorder}`,
        borderRadius: token.borderRadius,
        cursor: "pointer",
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`common.language.${language}`)}
        </option>
      ))}
    </select>
  );
}
