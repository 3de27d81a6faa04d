// Prints the CSS antd writes at run time for every one of its components under the app's theme
// (`theme`, or `still` for the theme without motion), and the map of what it holds (antd's
// "whole export", docs: Server Side Rendering). Run by scripts/antdStyles.ts with
// NODE_ENV=production: antd names its hashed classes differently in development.
import { createCache, extractStyle, StyleProvider } from "@ant-design/cssinjs";
import * as antd from "antd";
import { type ComponentType, createElement, Fragment, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { monthGridTheme, stillTheme, theme } from "../src/layout/theme.ts";

type AnyComponent = ComponentType<Record<string, unknown>>;

/** Shown only in a popup (a portal the server does not render): their panels stand in below. */
const POPUPS = new Set([
  "ConfigProvider",
  "Drawer",
  "Grid",
  "Modal",
  "Popconfirm",
  "Popover",
  "Tooltip",
  "Tour",
]);

/** Components that render nothing, or throw, without these props. */
const PROPS: Record<string, Record<string, unknown>> = {
  Affix: { children: createElement("div") },
  Dropdown: { menu: { items: [] }, children: createElement("div") },
  Menu: { items: [] },
  QRCode: { value: "baked" },
  Tree: { treeData: [] },
};

/** antd's static panels of its popups and pickers: what they show, without a portal. */
const PANELS = [
  "Modal",
  "Popconfirm",
  "Popover",
  "Tooltip",
  "Tour",
  "Drawer",
  "message",
  "notification",
  "Select",
  "DatePicker",
  "TimePicker",
  "Cascader",
  "TreeSelect",
  "AutoComplete",
  "InputNumber",
  "Mentions",
  "FloatButton",
];

/**
 * CSS written only for some props, by a component's part or under a theme of its own: a Tag's
 * preset colours (`blue`) and status colours (`success`), a TextArea's, the availability month
 * grid's. Left out, the first screen showing one wrote it at run time (Users' tags, an event's
 * form, a rent model's page), and a new style element makes the browser restyle the whole page.
 */
const VARIANTS = [
  createElement(antd.Tag, { key: "Tag-preset", color: "blue" }),
  createElement(antd.Tag, { key: "Tag-status", color: "success" }),
  createElement(antd.Input.TextArea, { key: "TextArea" }),
  createElement(
    antd.ConfigProvider,
    { key: "monthGrid", theme: monthGridTheme },
    createElement(antd.Calendar),
    createElement(antd.Flex),
  ),
];

const exported = antd as unknown as Record<string, unknown>;
const isComponent = (value: unknown): value is AnyComponent =>
  typeof value === "function" ||
  (typeof value === "object" && value !== null && "$$typeof" in value);

const components = (): ReactNode[] => {
  const whole = Object.keys(exported)
    .filter((name) => /^[A-Z]/.test(name) && !POPUPS.has(name) && isComponent(exported[name]))
    .map((name) => createElement(exported[name] as AnyComponent, { key: name, ...PROPS[name] }));
  const panels = PANELS.flatMap((name) => {
    const panel = (exported[name] as Record<string, unknown> | undefined)
      ?._InternalPanelDoNotUseOrYouWillBeFired;
    return isComponent(panel)
      ? [createElement(panel, { key: `${name}-panel`, title: "-", content: "-", open: true })]
      : [];
  });
  return [...whole, ...panels, ...VARIANTS];
};

const themes = { theme, still: stillTheme };
const chosen = themes[process.argv[2] as keyof typeof themes];
if (!chosen) throw new Error(`bakeAntdStyles: name a theme (${Object.keys(themes).join(", ")})`);

const cache = createCache();
renderToString(
  createElement(
    StyleProvider,
    { cache },
    createElement(
      antd.ConfigProvider,
      { theme: chosen },
      createElement(Fragment, null, ...components()),
    ),
  ),
);
process.stdout.write(extractStyle(cache, { plain: true }));
