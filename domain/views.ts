/** Saved views of the lists (docs/api.md#saved-views), as plain values: who may share with whom. */
import { RESOURCE_USERS, type ResourceName } from "./access.ts";
import { USER_TYPE, type UserType } from "./userTypes.ts";

/**
 * Who a view is for: its owner alone, every operator (and every administrator, who oversees
 * them), or every administrator.
 */
export const VIEW_VISIBILITIES = ["me", "operators", "administrators"] as const;
export type ViewVisibility = (typeof VIEW_VISIBILITIES)[number];

/** The lists a view can be saved on: the resources whose screen is a list (src/lists). */
export const VIEW_RESOURCES = [
  "products",
  "categories",
  "properties",
  "coupons",
  "shops",
  "orderRequests",
  "orders",
  "rentModels",
  "events",
  "rentRequests",
  "eventRequests",
  "users",
  "deletionRequests",
  "logs",
  "webhooks",
] as const satisfies readonly ResourceName[];
export type ViewResource = (typeof VIEW_RESOURCES)[number];

export const isViewResource = (name: string): name is ViewResource =>
  (VIEW_RESOURCES as readonly string[]).includes(name);

/** The user types a shared view reaches; "me" reaches nobody but its owner. */
export const VIEW_AUDIENCES: Readonly<Record<ViewVisibility, readonly UserType[]>> = {
  me: [],
  operators: [USER_TYPE.administrator, USER_TYPE.operator],
  administrators: [USER_TYPE.administrator],
};

/**
 * What a user type may choose: sellers keep their views to themselves, operators may share with
 * operators, administrators with operators or administrators.
 */
export const visibilitiesFor = (type: UserType): readonly ViewVisibility[] =>
  type === USER_TYPE.administrator
    ? VIEW_VISIBILITIES
    : type === USER_TYPE.operator
      ? ["me", "operators"]
      : ["me"];

/** Whether a user type may open the list a view is saved on. */
export const mayUseList = (resource: ViewResource, type: UserType) =>
  RESOURCE_USERS[resource].includes(type);

/** Whether everyone a visibility reaches may open the view's list (a shared view must work for all). */
export const audienceMayUse = (resource: ViewResource, visibility: ViewVisibility) =>
  VIEW_AUDIENCES[visibility].every((type) => mayUseList(resource, type));

/** Only the owner changes a view; an administrator may also delete anyone's shared view. */
export const mayDeleteView = (
  view: { ownerId: string; visibility: ViewVisibility },
  user: { id: string; type: UserType },
) =>
  view.ownerId === user.id || (user.type === USER_TYPE.administrator && view.visibility !== "me");

/** Query parameters of a list's address that are not part of a view (it opens on page 1). */
const VIEW_QUERY_IGNORED = ["currentPage"] as const;

/**
 * A list's query string as a view keeps it: without `?`, without the page, parameters in a
 * stable order, so two addresses showing the same rows compare equal.
 */
export const viewQueryOf = (search: string) => {
  const params = new URLSearchParams(search.replace(/^\?/, ""));
  for (const name of VIEW_QUERY_IGNORED) params.delete(name);
  params.sort();
  return params.toString();
};
