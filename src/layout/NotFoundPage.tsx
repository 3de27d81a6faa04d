import { useTranslate } from "@refinedev/core";
import { Result } from "antd";
import { ButtonLink } from "./ButtonLink";
import { useDocumentTitle } from "./useDocumentTitle";

/** /404, where every unknown path lands (docs/screens.md): says so and offers the way home. */
export default function NotFoundPage() {
  const t = useTranslate();
  useDocumentTitle(t("common.pages.error.title"));

  return (
    <main style={{ minHeight: "100vh", display: "grid", placeItems: "center", padding: 16 }}>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, font: "inherit" }}>{t("common.pages.error.title")}</h1>}
        subTitle={t("common.pages.error.404")}
        extra={
          <ButtonLink type="primary" to="/">
            {t("common.pages.error.backHome")}
          </ButtonLink>
        }
      />
    </main>
  );
}
