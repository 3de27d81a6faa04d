import type { ResourceProps } from "@refinedev/core";
import { type ComponentType, lazy, type ReactElement, Suspense } from "react";
import { RESOURCE_USERS, type ResourceName } from "../../domain/access";
import type { UserType } from "../../domain/userTypes";
import { type LazyComponent, lazyComponent } from "../layout/lazyComponent";
import type { ListSort } from "../lists/firstPage";
import type { Endpoints } from "../providers/dataProvider";

/** The two business lines group their entries in the menu and the breadcrumb. */
export type MenuGroup = "shop" | "rent";

export type PageAction = "list" | "create" | "edit" | "show";

/** A screen's component, loaded on its first render or fetched ahead by `load`. */
export type LazyPage = LazyComponent;

/** A screen loaded on its first render, or ahead by `load` (see lazyComponent). */
export const lazyPage: (load: () => Promise<{ default: ComponentType }>) => LazyPage =
  lazyComponent;

/** A screen of a resource: its URL (written only here) and its lazily loaded component. */
export type ResourcePage = {
  path: string;
  page: LazyPage;
  /**
   * Mounted afresh on every visit instead of kept as it was when its tab is left
   * (docs/shell.md#24-pages-kept-as-they-were): for screens whose figures must always be current,
   * like the dashboard.
   */
  noCache?: boolean;
};

/** Everything the app knows about one resource; each src/resources/<name>/index.ts exports one. */
export type ResourceDefinition = {
  /** Business name: the Refine resource, its namespace in locales/<lng>/<name>.json, its endpoints key. */
  name: ResourceName;
  /** The menu group it sits in (src/resources/groups.tsx); none: a top-level entry. */
  group?: MenuGroup;
  /**
   * A seller may open it before linking a payment account (docs/access.md#payment-account). Every other resource
   * waits for the link: the seller is sent home with the reason.
   */
  openWithoutPaymentAccount?: boolean;
  icon?: ReactElement;
  /** Left out of the menu: reached from links only (the logs, from the user menu and record pages). */
  hidden?: boolean;
  pages: Partial<Record<PageAction, ResourcePage>>;
  /** The order its list first shows its rows in: the list's and its menu link's. */
  listSort?: ListSort;
  endpoints?: Endpoints;
};

type IconComponent = ComponentType<{ className?: string }>;

// antd's Menu hands its icon class down through `className`; keep it on the placeholder too.
function LazyMenuIcon({ Icon, className }: { Icon: IconComponent; className?: string }) {
  return (
    <Suspense fallback={<span className={className} />}>
      <Icon className={className} />
    </Suspense>
  );
}

/** A menu icon loaded with the shell, not with the sign-in page (icons stay out of the entry bundle). */
export const lazyIcon = (load: () => Promise<{ default: IconComponent }>): ReactElement => (
  <LazyMenuIcon Icon={lazy(load)} />
);

export const toRefineResource = ({
  name,
  group,
  openWithoutPaymentAccount = false,
  icon,
  hidden = false,
  pages,
  listSort,
}: ResourceDefinition): ResourceProps => ({
  name,
  list: pages.list?.path,
  create: pages.create?.path,
  edit: pages.edit?.path,
  show: pages.show?.path,
  // No meta.label: Refine then translates `<name>.<name>` from the resource's namespace.
  meta: {
    icon,
    // Refine's menu leaves out a hidden resource; its routes and guard stay.
    hide: hidden,
    // Who sees it in the menu and passes its route guard: the same map the server's routes read.
    userTypes: RESOURCE_USERS[name],
    openWithoutPaymentAccount,
    parent: group,
    // The shell reads Refine's resources, not this registry (it must stay out of sign-in's code).
    noCache: Object.keys(pages).filter((action) => pages[action as PageAction]?.noCache),
    listSort,
  },
});

/** Whether a menu entry (its Refine meta) is open to the given user type. */
export const isOpenTo = (meta: ResourceProps["meta"], userType: UserType): boolean =>
  Array.isArray(meta?.userTypes) && meta.userTypes.includes(userType);
