import { useTranslate } from "@refinedev/core";
import { Link } from "react-router";
import { PUBLIC_PAGE } from "../../domain/auth";
import { palette } from "../layout/theme";

/** The way back to /login at the foot of every public form. */
export function BackToSignIn() {
  const t = useTranslate();
  return (
    <p style={{ margin: "20px 0 0", textAlign: "center" }}>
      <Link to={PUBLIC_PAGE.login} style={{ color: palette.goldText }}>
        {t("account.backToSignIn")}
      </Link>
    </p>
  );
}
