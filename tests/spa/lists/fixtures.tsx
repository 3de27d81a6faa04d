import { render } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { Property } from "../../../domain/properties.schema";
import { USER_TYPE } from "../../../domain/userTypes";
import { endpoints, resources } from "../../../src/resources";
import { profileOf, signedInAs } from "../accessRegistry";
import { api, server } from "../msw";
import { TestWrapper } from "../TestWrapper";

export const property = (n: number, changes: Partial<Property> = {}): Property => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  nameEn: `Material ${n}`,
  nameIt: `Materiale ${n}`,
  valueEn: `Leather ${n}`,
  valueIt: `Pelle ${n}`,
  productCount: 0,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  ...changes,
});

/** Every list request the fake API saw, as its query. */
export const listRequests = (
  path: string,
  answer: (url: URL) => { items: unknown[]; total: number },
) => {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(api(path), ({ request }) => {
      const url = new URL(request.url);
      seen.push(url.searchParams);
      return HttpResponse.json({ message: "OK", data: answer(url) });
    }),
  );
  return seen;
};

/** Shows the current address, so a test can read what the list wrote into it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{decodeURIComponent(pathname + search)}</output>;
}

export const admin = signedInAs(profileOf(USER_TYPE.administrator));

export const renderScreen = (path: string, url: string, screen: ReactNode) =>
  render(
    <TestWrapper
      authProvider={admin}
      path={path}
      url={url}
      resources={resources}
      endpoints={endpoints}
      routes={{ "*": <Address /> }}
    >
      {screen}
      <Address />
    </TestWrapper>,
  );
