import type { ThemeConfig } from "antd";

/** The house colours (docs/formats.md): black menu, white text, gold for what is active. */
export const palette = {
  black: "#000000",
  ink: "#141414",
  white: "#ffffff",
  gold: "#d4af37",
  // A darker gold for text on white: #d4af37 on white is too faint to read.
  goldText: "#8a6d1c",
  // The dark gold pressed: darker still (7:1 on white).
  goldPressed: "#6b5415",
  subMenu: "#3b1d18",
  // A pale gold behind what changed (the logs' diff); the text mark says it too.
  changedRow: "#fbf5e3",
} as const;

/** The menu entry of the page shown: a faint gold behind gold text. */
export const MENU_SELECTED_BG = "rgba(212, 175, 55, 0.12)";
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
    // WCAG AA (4.5:1) for every text on white or the pale greys (issue 14): antd's defaults for
    // secondary text (breadcrumb, hints, table secondary text, result subtitles: 0.45 black),
    // danger text (#ff4d4f) and the preset tags' text (the "7" shade) read at about 3:1.
    colorTextDescription: "rgba(0, 0, 0, 0.62)",
    colorTextTertiary: "rgba(0, 0, 0, 0.62)",
    // A select's placeholder ("Assign to…" in the work queue) is text too: antd's 0.25 black is
    // 1.8:1; this is 4.7:1 and still lighter than a value (issue 47).
    colorTextPlaceholder: "rgba(0, 0, 0, 0.55)",
    colorError: "#cf1322",
    colorSuccess: "#237804",
    colorWarning: "#874d00",
    // antd derives each status's background from its colour: from these darker greens and browns
    // it came out grey (#adb8a5 behind "Active", 2.7:1). The default pale backgrounds stay.
    colorSuccessBg: "#f6ffed",
    colorSuccessBorder: "#b7eb8f",
    colorWarningBg: "#fffbe6",
    colorWarningBorder: "#ffe58f",
    colorErrorBg: "#fff2f0",
    colorErrorBorder: "#ffccc7",
    green7: "#237804",
    gold7: "#874d00",
    orange7: "#ad4e00",
    volcano7: "#ad2102",
    cyan7: "#006d75",
    lime7: "#3f6600",
    yellow7: "#876800",
  },
  components: {
    // Black text on gold buttons: white on gold fails contrast. A hovered plain button ("Mark all
    // read") wrote its label in antd's lightened gold, 1.7:1 on white (issue 48's axe run): the
    // dark gold there, as on a hovered radio button (pressed, antd's own darker gold).
    Button: {
      primaryColor: palette.black,
      primaryShadow: "none",
      defaultHoverColor: palette.goldText,
      defaultHoverBorderColor: palette.goldText,
    },
    // Gold text on white is 2:1: the active tab and page number are written in the dark gold.
    Tabs: {
      itemSelectedColor: palette.goldText,
      itemActiveColor: palette.goldText,
      itemHoverColor: palette.goldText,
    },
    // A list wider than its card scrolls sideways under the fixed Actions column: that column's
    // edge then casts a clear shadow (antd draws it in colorSplit, 6% black by default: unseen).
    // Its empty-state words ("No requests for this event yet.") are written in the disabled grey.
    Table: { colorSplit: "rgba(0, 0, 0, 0.35)", colorTextDisabled: "rgba(0, 0, 0, 0.62)" },
    Pagination: { itemActiveColor: palette.goldText, itemActiveColorHover: palette.goldText },
    // A chosen radio button (the work queue's "Everything", "Oldest first") writes its label in
    // the primary colour: the house gold on white is 2:1, the dark gold 4.9:1 (issue 47). Hovered
    // and pressed, antd lightens it: the dark gold there too, and darker while pressed.
    Radio: {
      colorPrimary: palette.goldText,
      colorPrimaryHover: palette.goldText,
      colorPrimaryActive: palette.goldPressed,
    },
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
      darkItemSelectedBg: MENU_SELECTED_BG,
      collapsedWidth: SIDEBAR_COLLAPSED_WIDTH,
    },
  },
};

/** Users who asked their system for less motion (WCAG 2.3.3) get stillTheme. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** The same theme without animations, for users who asked their system for less motion. */
export const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

/**
 * The availability calendar's month grid (rentModels/AvailabilityCalendar), inside the app's
 * theme: today and the chosen day in the dark gold, which reads on their pale background (4.7:1;
 * the house gold, 2:1, does not), the neighbouring months' days lighter yet readable (5:1, not
 * antd's 1.8:1). The build bakes its CSS with the app's (scripts/bakeAntdStyles.ts).
 */
export const monthGridTheme: ThemeConfig = {
  token: { colorPrimary: palette.goldText, colorTextDisabled: "#707070" },
  components: { Calendar: { itemActiveBg: "#fdfaf0" } },
};
