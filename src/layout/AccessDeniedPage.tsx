import { useTranslate } from "@refinedev/core";
import { Result } from "antd";
import { ButtonLink } from "./ButtonLink";
import { useDocumentTitle } from "./useDocumentTitle";

/**
 * /401, where a page the user's type may not open leads (docs/shell.md#29-unknown-and-forbidden-pages). A link home and
 * deliberately no "go back": back is the page that was refused.
 */
export default function AccessDeniedPage() {
  const t = useTranslate();
  useDocumentTitle(t("access.deniedPage.title"));

  return (
    <main style={{ minHeight: "100vh", display: "grid", placeItems: "center", padding: 16 }}>
      <Result
        status="403"
        title={<h1 style={{ margin: 0, font: "inherit" }}>{t("access.deniedPage.title")}</h1>}
        subTitle={t("access.deniedPage.text")}
        extra={
          <ButtonLink type="primary" to="/">
            {t("access.deniedPage.home")}
          </ButtonLink>
        }
      />
    </main>
  );
}
