import { describe, expect, it } from "vitest";
import {
  cookieFromDesktopOpen,
  desktopOpenFromCookie,
  initialSidebarState,
  menuOpen,
  type SidebarState,
  sidebarReducer,
} from "../../../src/layout/sidebar/sidebarState";

const desktop = initialSidebarState(false, undefined);
const mobile = initialSidebarState(true, "1");

describe("sidebar rules (docs/shell.md, 4 and 5)", () => {
  it("reads the sidebarStatus cookie: 1 open, 0 closed, none open", () => {
    expect(desktopOpenFromCookie("1")).toBe(true);
    expect(desktopOpenFromCookie("0")).toBe(false);
    expect(desktopOpenFromCookie(undefined)).toBe(true);
    expect(cookieFromDesktopOpen(false)).toBe("0");
    expect(cookieFromDesktopOpen(true)).toBe("1");
  });

  it("toggles the desktop choice on desktop, the drawer on mobile", () => {
    const collapsed = sidebarReducer(desktop, { type: "toggle" });
    expect(collapsed).toEqual({ mobile: false, desktopOpen: false, drawerOpen: false });
    expect(menuOpen(collapsed)).toBe(false);

    const drawer = sidebarReducer(mobile, { type: "toggle" });
    expect(drawer).toEqual({ mobile: true, desktopOpen: true, drawerOpen: true });
    expect(menuOpen(drawer)).toBe(true);
  });

  it("closes the drawer on navigation and on a backdrop click, leaving the desktop choice alone", () => {
    const open: SidebarState = { mobile: true, desktopOpen: false, drawerOpen: true };
    expect(sidebarReducer(open, { type: "navigated" })).toEqual({ ...open, drawerOpen: false });
    expect(sidebarReducer(open, { type: "closeDrawer" })).toEqual({ ...open, drawerOpen: false });
    // On desktop a navigation changes nothing.
    expect(sidebarReducer(desktop, { type: "navigated" })).toBe(desktop);
  });

  it("starts closed when the window becomes mobile, and a resize within mobile keeps an open drawer", () => {
    const intoMobile = sidebarReducer(desktop, { type: "resized", mobile: true });
    expect(intoMobile).toEqual({ mobile: true, desktopOpen: true, drawerOpen: false });

    const opened = sidebarReducer(intoMobile, { type: "toggle" });
    expect(sidebarReducer(opened, { type: "resized", mobile: true })).toBe(opened);

    const backToDesktop = sidebarReducer(opened, { type: "resized", mobile: false });
    expect(backToDesktop).toEqual({ mobile: false, desktopOpen: true, drawerOpen: false });
    expect(menuOpen(backToDesktop)).toBe(true);
  });
});
