import { useTranslate } from "@refinedev/core";
import { theme } from "antd";
import { LanguageSelect } from "../layout/LanguageSelect";
import { brandFont, palette } from "../layout/theme";
import { useDocumentTitle } from "../layout/useDocumentTitle";
import { LoginForm } from "./LoginForm";

const page = {
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  gap: 16,
  padding: 16,
  background: `radial-gradient(ellipse at top, #2a2112 0%, ${palette.black} 60%)`,
} as const;

const panel = {
  width: "100%",
  maxWidth: 400,
  margin: "auto",
  padding: "32px clamp(20px, 6vw, 32px)",
  background: palette.white,
  borderTop: `3px solid ${palette.gold}`,
  borderRadius: 6,
  boxShadow: "0 24px 60px rgba(0, 0, 0, 0.55)",
} as const;

// Plain headings rather than antd Typography: this page must stay light (bundle budget).
export default function LoginPage() {
  const t = useTranslate();
  const { token } = theme.useToken();
  useDocumentTitle(t("auth.login.title"));

  return (
    <main style={page}>
      <header style={{ display: "flex", justifyContent: "flex-end" }}>
        <LanguageSelect tone="dark" />
      </header>
      <section style={panel} aria-labelledby="login-title">
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
          id="login-title"
          style={{
            margin: "12px 0 4px",
            color: token.colorTextHeading,
            fontFamily: brandFont,
            fontSize: 28,
            fontWeight: 600,
            lineHeight: 1.25,
          }}
        >
          {t("auth.login.title")}
        </h1>
        <p style={{ margin: "0 0 28px", color: token.colorTextSecondary }}>
          {t("auth.login.subtitle")}
        </p>
        <LoginForm />
      </section>
    </main>
  );
}
