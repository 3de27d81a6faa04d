import {
  type AccessControlProvider,
  type AuthProvider,
  type LiveProvider,
  Refine,
  type ResourceProps,
} from "@refinedev/core";
import type { QueryClient } from "@tanstack/react-query";
import { ConfigProvider } from "antd";
import { type ReactNode, useState } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { theme } from "../../src/layout/theme";
import type { PresenceClient } from "../../src/presence/client";
import { PresenceProvider } from "../../src/presence/store";
import {
  type AppDataProvider,
  createDataProvider,
  type EndpointMap,
} from "../../src/providers/dataProvider";
import { antdLocaleOf, useI18nProvider, useLanguage } from "../../src/providers/i18n";
import { notificationProvider } from "../../src/providers/notificationProvider";
import { NotifierBridge } from "../../src/providers/notifier";
import { routerProvider } from "../../src/providers/routerProvider";
import { REFINE_OPTIONS } from "../../src/refineOptions";
import { ObservableStyles } from "./ObservableStyles";

type Props = {
  authProvider: AuthProvider;
  /** The screen under test, rendered at `path`. */
  children: ReactNode;
  path: string;
  url: string;
  /** Other routes the screen may lead to. */
  routes?: Record<string, ReactNode>;
  /** A resource registry, for screens that depend on the current resource. */
  resources?: ResourceProps[];
  accessControlProvider?: AccessControlProvider;
  /** The API endpoints of the resources the screen reads (none: the screen calls no resource). */
  endpoints?: EndpointMap;
  /** A live channel the test speaks on (none: the screen hears nothing). */
  liveProvider?: LiveProvider;
  /** The test's own data provider (default: one over `endpoints`). */
  dataProvider?: AppDataProvider;
  /** The test's own react-query cache (default: one Refine makes, without retries). */
  queryClient?: QueryClient;
  /** Who else is on records, as the test plays it (none: the screen shows nobody). */
  presence?: PresenceClient;
};

const routesOf = (path: string, children: ReactNode, routes: Record<string, ReactNode>) => (
  <Routes>
    <Route path={path} element={children} />
    {Object.entries(routes).map(([route, element]) => (
      <Route key={route} path={route} element={element} />
    ))}
  </Routes>
);

/** A real <Refine> with the app's options, i18n, theme and notifications, at a given URL. */
export function TestWrapper({
  authProvider,
  children,
  path,
  url,
  routes = {},
  resources,
  accessControlProvider,
  endpoints = {},
  liveProvider,
  dataProvider: givenDataProvider,
  queryClient,
  presence,
}: Props) {
  const language = useLanguage();
  const i18nProvider = useI18nProvider();
  const [dataProvider] = useState(() => givenDataProvider ?? createDataProvider(endpoints));
  return (
    <MemoryRouter initialEntries={[url]}>
      <ObservableStyles>
        <ConfigProvider theme={theme} locale={antdLocaleOf(language)}>
          <NotifierBridge />
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            resources={resources}
            i18nProvider={i18nProvider}
            notificationProvider={notificationProvider}
            liveProvider={liveProvider}
            options={{
              ...REFINE_OPTIONS,
              reactQuery: {
                clientConfig: queryClient ?? {
                  defaultOptions: { queries: { retry: false, gcTime: 0 } },
                },
              },
            }}
          >
            {presence ? (
              <PresenceProvider client={presence}>
                {routesOf(path, children, routes)}
              </PresenceProvider>
            ) : (
              routesOf(path, children, routes)
            )}
          </Refine>
        </ConfigProvider>
      </ObservableStyles>
    </MemoryRouter>
  );
}
