import { useTranslate } from "@refinedev/core";
import { Breadcrumb } from "antd";
import { Link } from "react-router";
import { pageTitle, type ShellPage } from "./shellPages";

type Crumb = { title: string; to?: string };

type Translate = ReturnType<typeof useTranslate>;

/**
 * `Dashboard › <group> › <list> › <page>` from the resource hierarchy (docs/shell.md#10-breadcrumb): a
 * leading Dashboard on every page but the dashboard, the last crumb text, the others links
 * (a group has no page of its own, so it is text too).
 */
export const crumbsOf = (
  page: ShellPage | undefined,
  t: Translate,
  title = page && pageTitle(page, t),
): Crumb[] => {
  const home: Crumb = { title: t("dashboard.dashboard"), to: "/" };
  if (!page) return [];
  const { resource } = page;
  if (resource?.name === "dashboard") return [{ title: home.title }];
  const crumbs: Crumb[] = [home];
  if (resource?.group) crumbs.push({ title: t(`${resource.group}.${resource.group}`) });
  if (resource?.listPath) {
    const onList = resource.action === "list";
    crumbs.push({
      title: t(`${resource.name}.${resource.name}`),
      to: onList ? undefined : resource.listPath,
    });
    if (onList) return crumbs;
  }
  crumbs.push({ title: title ?? pageTitle(page, t) });
  return crumbs;
};

/** Where you are; a phone has room for the last crumb only. */
type Props = { page: ShellPage | undefined; title: string | undefined; compact: boolean };

export function PageBreadcrumb({ page, title, compact }: Props) {
  const t = useTranslate();
  const crumbs = crumbsOf(page, t, title);
  const items = (compact ? crumbs.slice(-1) : crumbs).map(({ title, to }, index, all) => ({
    title: to && index < all.length - 1 ? <Link to={to}>{title}</Link> : title,
  }));
  return (
    <Breadcrumb
      items={items}
      style={{ flex: 1, minWidth: 0, whiteSpace: "nowrap", overflow: "hidden" }}
    />
  );
}
