import { Authenticated, Refine } from "@refinedev/core";

import { ConfigProvider } from "antd";
import { lazy, Suspense } from "react";
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation } from "react-router";
import { PUBLIC_PAGE } from "../domain/auth";
import { LeaveSignInPage, RedirectToLogin } from "./auth/RedirectToLogin";
import { PageLoader } from "./layout/PageLoader";
import { stillTheme, theme } from "./layout/theme";
import { useReducedMotion } from "./layout/useReducedMotion";
import { createAccessControlProvider } from "./providers/accessControl";
import { authProvider } from "./providers/authProvider";
import { createDataProvider } from "./providers/dataProvider";
import { announcingWrites } from "./providers/dataWrites";
import { antdLocaleOf, useI18nProvider, useLanguage } from "./providers/i18n";
import { liveProvider } from "./providers/liveProvider";
import { notificationProvider } from "./providers/notificationProvider";
import { NotifierBridge } from "./providers/notifier";
import { queryClient } from "./providers/queryClient";
import { routerProvider } from "./providers/routerProvider";
import { publicRoutes } from "./publicRoutes";
import { readDashboardEarly } from "./readAhead/dashboardFigures";
import { readListAtStart } from "./readAhead/listAtStart";
import { Shell } from "./readAhead/screenCode";
import { seedListQueriesFromReadsAhead } from "./readAhead/seedListQueries";
import { REFINE_OPTIONS } from "./refineOptions";
import { endpoints, resources } from "./resources";
import { isShellPage } from "./shellRoutes";

// Every screen is its own chunk: the sign-in page must not carry the shell (bundle budget).
const LoginPage = lazy(() => import("./auth/LoginPage"));

const dataProvider = announcingWrites(createDataProvider(endpoints));
const accessControlProvider = createAccessControlProvider(resources, authProvider.getPermissions);
seedListQueriesFromReadsAhead(queryClient, dataProvider);

// At sign-in the dashboard's figures are read before the user lands on it, and the sign-in waits
// for them a little: the dashboard shows with its figures in its first frame (issue 13).
authProvider.onSignIn(({ landingOn }) => readDashboardEarly(landingOn));

/** A list opened by its address starts reading its rows before it renders (issue 13). */
export const readListOfAddress = () =>
  readListAtStart({
    dataProvider,
    check: authProvider.check,
    can: accessControlProvider.can,
  }).catch(() => undefined);

/**
 * Every address no public page takes: a page of the shell, behind the sign-in, or not found. The
 * shell's pages are its own descendant routes (shellRoutes.tsx), under this splat route, so each
 * page the shell keeps can be rendered at an address of its own (PageCache).
 */
function SignedInOrNotFound() {
  const { pathname } = useLocation();
  if (!isShellPage(pathname)) return <Navigate to={PUBLIC_PAGE.notFound} replace />;
  return (
    <Authenticated key="signed-in" fallback={<RedirectToLogin />} loading={<PageLoader />}>
      <Shell />
    </Authenticated>
  );
}

export function App() {
  const language = useLanguage();
  const i18nProvider = useI18nProvider();
  const reducedMotion = useReducedMotion();

  return (
    // A navigation renders at once, not in a transition: a page kept in a tab comes back in one
    // task, where a transition cut its render into 5 ms slices and yielded between them (a tab
    // click 152 → 101 ms, issue 13). The shell still wraps the moves that must land with a tab
    // change in a transition of its own (ShellState).
    <BrowserRouter useTransitions={false}>
      <ConfigProvider
        theme={reducedMotion ? stillTheme : theme}
        componentSize="middle"
        locale={antdLocaleOf(language)}
      >
        <NotifierBridge />
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          notificationProvider={notificationProvider}
          liveProvider={liveProvider}
          resources={resources}
          options={{
            ...REFINE_OPTIONS,
            reactQuery: { clientConfig: queryClient },
            title: { text: i18nProvider.translate("common.appName") },
          }}
        >
          <Suspense fallback={<PageLoader />}>
            <Routes>
              <Route path="*" element={<SignedInOrNotFound />} />
              <Route
                element={
                  <Authenticated key="signed-out" fallback={<Outlet />} loading={<PageLoader />}>
                    <LeaveSignInPage />
                  </Authenticated>
                }
              >
                <Route path={PUBLIC_PAGE.login} element={<LoginPage />} />
              </Route>
              {publicRoutes.map(({ path, page: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </Refine>
      </ConfigProvider>
    </BrowserRouter>
  );
}
