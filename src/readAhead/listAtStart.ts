import type { AccessControlProvider, AuthProvider } from "@refinedev/core";
import { matchPath } from "react-router";
import { LIST_LIMIT_DEFAULT } from "../../domain/api";
import type { AppDataProvider, ListRead } from "../providers/dataProvider";
import { numberIfNumeric, queryOf } from "../providers/routerProvider";
import { session } from "../providers/session";
import { resourceRoutes } from "../resources";

/** The first page a list at this address shows, when the address says all of it. */
const listReadOf = (pathname: string, search: string): ListRead | null => {
  const route = resourceRoutes.find(
    ({ action, path }) => action === "list" && matchPath(path, pathname),
  );
  const query = queryOf(search);
  // Without its sort the address leaves the list's own first sort to the list, unknown here.
  if (!route || !Array.isArray(query.sorters)) return null;
  return {
    resource: route.resource,
    pagination: {
      currentPage: (numberIfNumeric(query.currentPage) as number | undefined) || 1,
      pageSize: (numberIfNumeric(query.pageSize) as number | undefined) || LIST_LIMIT_DEFAULT,
      mode: "server",
    },
    sorters: query.sorters as unknown as ListRead["sorters"],
    filters: (Array.isArray(query.filters) ? query.filters : []) as unknown as ListRead["filters"],
  };
};

type Readers = {
  dataProvider: AppDataProvider;
  check: AuthProvider["check"];
  can: AccessControlProvider["can"];
};

/**
 * A page load on a list whose address holds its page and sort (a reload, a link opened in a new
 * tab): its rows' read starts once the session is confirmed, while the shell's code comes down,
 * not once the list has rendered (issue 13). The list's query takes it
 * (readAhead/seedListQueries.ts); a user who may not open the list reads nothing. Settles once
 * the rows are in (or none are read).
 */
export const readListAtStart = async ({ dataProvider, check, can }: Readers) => {
  if (!session.getToken()) return;
  const read = listReadOf(window.location.pathname, window.location.search);
  if (!read) return;
  const { authenticated } = await check();
  if (!authenticated || !(await can({ resource: read.resource, action: "list" })).can) return;
  await dataProvider.readListAhead(read);
};
