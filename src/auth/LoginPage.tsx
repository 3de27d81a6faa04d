import { useTranslate } from "@refinedev/core";
import { lazy, Suspense } from "react";
import { Link, useSearchParams } from "react-router";
import { PUBLIC_PAGE } from "../../domain/auth";
import { PageLoader } from "../layout/PageLoader";
import { palette } from "../layout/theme";
import { LoginForm } from "./LoginForm";
import { PublicPage } from "./PublicPage";
import { type SignInMethod, SignInMethodSwitch } from "./SignInMethodSwitch";

// Only those who pick the code load its screen: the sign-in page stays within its bundle budget.
const OtpSignIn = lazy(() => import("./OtpSignIn"));

/** ?method=code keeps the choice across a reload and beside ?redirect=. */
const METHOD_PARAM = "method";

const linkStyle = { color: palette.goldText } as const;

/** Sign-in by password or by a code sent by email, with the ways to recover or create an account. */
export default function LoginPage() {
  const t = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const method: SignInMethod = searchParams.get(METHOD_PARAM) === "code" ? "code" : "password";

  const choose = (chosen: SignInMethod) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (chosen === "code") next.set(METHOD_PARAM, chosen);
        else next.delete(METHOD_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <PublicPage title={t("auth.login.title")} subtitle={t("auth.login.subtitle")}>
      <SignInMethodSwitch value={method} onChange={choose} />
      {method === "code" ? (
        <Suspense fallback={<PageLoader />}>
          <OtpSignIn />
        </Suspense>
      ) : (
        <LoginForm />
      )}
      <nav
        aria-label={t("account.signIn.links")}
        style={{
          display: "flex",
          flexWrap: "wrap",
          justifyContent: "space-between",
          gap: 8,
          marginTop: 20,
        }}
      >
        <Link to={PUBLIC_PAGE.forgotPassword} style={linkStyle}>
          {t("account.signIn.forgotPassword")}
        </Link>
        <Link to={PUBLIC_PAGE.register} style={linkStyle}>
          {t("account.signIn.register")}
        </Link>
      </nav>
    </PublicPage>
  );
}
