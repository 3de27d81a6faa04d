import { HttpResponse, http } from "msw";
import type { Property } from "../../../domain/properties.schema";
import { api, server } from "../msw";

export const property = (n: number, changes: Partial<Property> = {}): Property => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  nameEn: `Material ${n}`,
  nameIt: `Materiale ${n}`,
  valueEn: `Leather ${n}`,
  valueIt: `Pelle ${n}`,
  productCount: 0,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  version: 1,
  missingIt: false,
  missingEn: false,
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
