import type { CrudSort, ResourceProps } from "@refinedev/core";
import { stringifyConfig } from "@refinedev/react-router";
import qs from "qs";
import { LIST_LIMIT_DEFAULT } from "../../domain/api";
import type { Language } from "../../domain/languages";

/** The order a list first shows its rows in; a name sorts by the UI language's (nameIt, nameEn). */
export type ListSort = CrudSort | ((language: Language) => CrudSort);

/** A resource's list sort, as its definition put it in Refine's meta (resources/definition.tsx). */
export const listSortOf = (meta: ResourceProps["meta"]) => meta?.listSort as ListSort | undefined;

export const firstSortIn = (sort: ListSort | undefined, language: Language) =>
  typeof sort === "function" ? sort(language) : sort;

/**
 * A list's first page, written in full as the list itself writes it into the address (Refine's
 * syncWithLocation), for every link to a list (the menu, the `g` shortcuts, the command palette).
 * Linked to so, a list opens at its final address: opened at its bare path it replaced the
 * address as it mounted, and the whole shell rendered a second time (issue 13). A list with no
 * first sort is linked at its bare path.
 */
export const firstPageAddress = (path: string, sort: ListSort | undefined, language: Language) =>
  sort
    ? path +
      qs.stringify(
        { pageSize: LIST_LIMIT_DEFAULT, currentPage: 1, sorters: [firstSortIn(sort, language)] },
        stringifyConfig,
      )
    : path;
