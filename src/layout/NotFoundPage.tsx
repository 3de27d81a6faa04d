import { useTranslate } from "@refinedev/core";
import { Button, Result } from "antd";
import { useNavigate } from "react-router";
import { useDocumentTitle } from "./useDocumentTitle";

/** Any unknown path (seed §2): says so and offers the way home. */
export default function NotFoundPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  useDocumentTitle(t("common.pages.error.title"));

  return (
    <main style={{ minHeight: "100vh", display: "grid", placeItems: "center", padding: 16 }}>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, font: "inherit" }}>{t("common.pages.error.title")}</h1>}
        subTitle={t("common.pages.error.404")}
        extra={
          <Button type="primary" onClick={() => navigate("/")}>
            {t("common.pages.error.backHome")}
          </Button>
        }
      />
    </main>
  );
}
