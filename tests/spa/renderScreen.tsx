import type { ReactNode } from "react";
import "../../src/providers/dates";
import type { LiveProvider } from "@refinedev/core";
import type { QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { useLocation } from "react-router";
import type { Profile } from "../../domain/auth.schema";
import { USER_TYPE } from "../../domain/userTypes";
import type { PresenceClient } from "../../src/presence/client";
import type { AppDataProvider } from "../../src/providers/dataProvider";
import { endpoints, resourceRoutes, resources } from "../../src/resources";
import { profileOf, signedInAs } from "./accessRegistry";
import { TestWrapper } from "./TestWrapper";

export const admin = profileOf(USER_TYPE.administrator, { fullName: "Anna Admin" });
export const linkedSeller = profileOf(USER_TYPE.seller, {
  fullName: "Bottega Ferri",
  stripeAccountId: "acct_1",
});

const matches = (pattern: string, pathname: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`).test(pathname);

/** The registry's route for the screen at `url`. */
const screenAt = (url: string) => {
  const pathname = new URL(url, "http://app").pathname;
  const route = resourceRoutes.find(({ path }) => matches(path, pathname));
  if (!route) throw new Error(`No screen at ${pathname}`);
  return route;
};

/**
 * Loads the code of the screens at these addresses. A lazy screen's first render first compiles
 * its modules, which on a loaded 2-core machine has outlasted a findBy's 10 s: called in a
 * beforeAll, with that hook's own longer timeout, it leaves the tests only the render to wait for.
 */
export const loadScreens = (...urls: string[]) =>
  Promise.all(urls.map((url) => screenAt(url).page.load()));

/** Where the app is now: the URL keeps page, sort and filters; after a navigation, the new page. */
function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="current url">{decodeURIComponent(pathname + search)}</output>;
}

export const currentUrl = () =>
  screen.getByRole("status", { name: "current url" }).textContent ?? "";

/**
 * The app's real screen for `url` (its route in the registry), with the app's resources,
 * endpoints and Refine options, signed in as `profile`. A navigation elsewhere leaves only
 * `currentUrl()` to read.
 */
export function renderScreen(
  url: string,
  profile: Profile = admin,
  {
    liveProvider,
    dataProvider,
    queryClient,
    beside,
    presence,
  }: {
    liveProvider?: LiveProvider;
    dataProvider?: AppDataProvider;
    queryClient?: QueryClient;
    /** What the shell holds beside the page (its shortcuts). */
    beside?: ReactNode;
    /** Who else is on records, as the test plays it. */
    presence?: PresenceClient;
  } = {},
) {
  const route = screenAt(url);
  const Page = route.page;
  return render(
    <TestWrapper
      authProvider={signedInAs(profile)}
      path={route.path}
      url={url}
      resources={resources}
      endpoints={endpoints}
      liveProvider={liveProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      presence={presence}
      routes={{ "*": <CurrentUrl /> }}
    >
      {beside}
      <Page />
      <CurrentUrl />
    </TestWrapper>,
  );
}
