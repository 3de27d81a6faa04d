import type { ThemeConfig } from "antd";

/** The house colours (docs/formats.md): black menu, white text, gold for what is active. */
export const palette = {
  black: "#000000",
  ink: "#141414",
  white: "#ffffff",
  gold: "#d4af37",
  // A darker gold for text on white: #d4af37 on white is too faint to read.
  goldText: "#8a6d1c",
  subMenu: "#3b1d18",
} as const;

export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 54;
export const TOP_BAR_HEIGHT = 50;
export const TABS_ROW_HEIGHT = 34;

/**
 * The transitionName of a Dropdown whose items act on a click: none. antd's slide-in grows the
 * menu from 80% of its height, so while it opens (0.2 s, far longer on a busy machine) its items
 * move under the pointer; pressed on one item and released on another, a click reaches neither.
 */
export const CLICK_MENU_TRANSITION = "";

export const brandFont =
  "'Didot', 'Bodoni 72', 'Playfair Display', Georgia, 'Times New Roman', serif";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: palette.gold,
    colorLink: palette.goldText,
    colorLinkHover: palette.gold,
    colorInfo: palette.gold,
    borderRadius: 4,
  },
  components: {
    // Black text on gold buttons: white on gold fails contrast.
    Button: { primaryColor: palette.black, primaryShadow: "none" },
    Layout: {
      siderBg: palette.black,
      headerBg: palette.white,
      headerHeight: TOP_BAR_HEIGHT,
      headerPadding: "0 16px",
    },
    Menu: {
      darkItemBg: palette.black,
      darkSubMenuItemBg: palette.subMenu,
      darkPopupBg: palette.black,
      darkItemColor: palette.white,
      darkItemHoverColor: palette.gold,
      darkItemSelectedColor: palette.gold,
      darkItemSelectedBg: "rgba(212, 175, 55, 0.12)",
      collapsedWidth: SIDEBAR_COLLAPSED_WIDTH,
    },
  },
};
