import { useTranslate } from "@refinedev/core";
import { theme } from "antd";
import { type ReactNode, useId, useLayoutEffect } from "react";
import { LanguageSelect } from "../layout/LanguageSelect";
import { brandFont, palette } from "../layout/theme";
import { useDocumentTitle } from "../layout/useDocumentTitle";
import { removeEarlySignIn } from "./earlySignIn";

type Props = {
  /** The page's heading, also its document title. */
  title: string;
  subtitle?: ReactNode;
  /** Wider for the forms with two columns or a picture. */
  width?: number;
  children: ReactNode;
};

const page = {
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  gap: 16,
  padding: 16,
  background: `radial-gradient(ellipse at top, #2a2112 0%, ${palette.black} 60%)`,
} as const;

/**
 * The frame of every screen reached before signing in: the language select and one white card on
 * black. Plain headings rather than antd Typography: the sign-in page uses it (bundle budget).
 */
export function PublicPage({ title, subtitle, width = 400, children }: Props) {
  const t = useTranslate();
  const { token } = theme.useToken();
  const headingId = useId();
  useDocumentTitle(title);
  // This page takes the place of the plain one shown before the app loaded, in the same frame.
  useLayoutEffect(removeEarlySignIn, []);

  return (
    <main style={page}>
      <header style={{ display: "flex", justifyContent: "flex-end" }}>
        <LanguageSelect tone="dark" />
      </header>
      <section
        aria-labelledby={headingId}
        style={{
          width: "100%",
          maxWidth: width,
          margin: "auto",
          padding: "32px clamp(20px, 6vw, 32px)",
          background: palette.white,
          borderTop: `3px solid ${palette.gold}`,
          borderRadius: 6,
          boxShadow: "0 24px 60px rgba(0, 0, 0, 0.55)",
        }}
      >
        <p
          style={{
            margin: 0,
            color: palette.goldText,
            fontFamily: brandFont,
            fontSize: 13,
            letterSpacing: "0.28em",
            textTransform: "uppercase",
          }}
        >
          {t("common.appName")}
        </p>
        <h1
          id={headingId}
          style={{
            margin: "12px 0 4px",
            color: token.colorTextHeading,
            fontFamily: brandFont,
            fontSize: 28,
            fontWeight: 600,
            lineHeight: 1.25,
          }}
        >
          {title}
        </h1>
        <div style={{ margin: "0 0 24px", color: token.colorTextSecondary }}>{subtitle}</div>
        {children}
      </section>
    </main>
  );
}
