import { type ComponentType, type LazyExoticComponent, lazy } from "react";

export const CHANGE_PASSWORD_PATH = "/Change-Password/index";

/** A signed-in page that belongs to no resource: hidden from the sidebar, reached from the user menu. */
export type AccountPage = {
  path: string;
  /** Translation key of its title (top bar, breadcrumb, document title). */
  title: string;
  page: LazyExoticComponent<ComponentType>;
};

export const accountPages: readonly AccountPage[] = [
  {
    path: CHANGE_PASSWORD_PATH,
    title: "account.changePassword.title",
    page: lazy(() => import("./ChangePasswordPage")),
  },
];
