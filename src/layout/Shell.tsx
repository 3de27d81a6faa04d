import { useTranslate } from "@refinedev/core";
import { RefineKbarProvider } from "@refinedev/kbar";
import { Drawer, Layout } from "antd";
import { Suspense } from "react";
import { useLocation } from "react-router";
import { CommandPalette } from "../commandPalette/CommandPalette";
// Dates are shown only inside the shell: dayjs and its locale load here (see providers/dates).
import "../providers/dates";
import { livePresence } from "../presence/client";
import { PresenceProvider } from "../presence/store";
import { usePrefetchScreens } from "../readAhead/prefetchScreens";
import { shellRoutes } from "../shellRoutes";
import { GlobalShortcuts } from "../shortcuts";
import { useAfterFirstPaint } from "./afterNextPaint";
import { useFocusReturn } from "./focusReturn";
import { Hints } from "./hints/Hints";
import { PageCache } from "./pageCache/PageCache";
import { ShellStateProvider, useShellState } from "./ShellState";
import { Sidebar } from "./Sidebar";
import { pageTitle, refreshedPathOf } from "./shellPages";
import { menuOpen } from "./sidebar/sidebarState";
import { useSidebar } from "./sidebar/useSidebar";
import { TopBar } from "./TopBar";
import { TabsRow } from "./tabs/TabsRow";
import { palette, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from "./theme";
import { UnsavedChangesProvider } from "./unsaved/UnsavedChanges";
import { useDocumentTitle } from "./useDocumentTitle";
import { useLiveCounters } from "./useLiveCounters";
import { useRefreshRedirect } from "./useRefreshRedirect";
import { useShellPages } from "./useShellPages";

/**
 * The frame of every signed-in page (docs/shell.md): sidebar, then a column with the
 * top bar, the tabs row and the page cache. Under 992px the sidebar is an overlay drawer.
 * The live counters, presence and the command palette load with it, never with the sign-in page.
 */
export default function Shell() {
  return (
    <PresenceProvider client={livePresence}>
      <UnsavedChangesProvider>
        <ShellStateProvider>
          <RefineKbarProvider>
            <Frame />
            <CommandPaletteOnceShown />
            <Hints />
            <GlobalShortcuts />
          </RefineKbarProvider>
        </ShellStateProvider>
      </UnsavedChangesProvider>
    </PresenceProvider>
  );
}

/**
 * The palette shows nothing until Ctrl-K, and registering its actions is work the first frame of
 * the shell need not wait for (issue 13). Ctrl-K itself is kbar's provider's: a press before the
 * palette is in opens it as soon as it is.
 */
function CommandPaletteOnceShown() {
  return useAfterFirstPaint() ? <CommandPalette /> : null;
}

function Frame() {
  const t = useTranslate();
  const { state, dispatch } = useSidebar();
  const { pathname } = useLocation();
  // While /redirect/… runs, the page being refreshed is still the one shown
  // (docs/shell.md#11-refresh).
  const shownPath = refreshedPathOf(pathname) ?? pathname;
  const page = useShellPages()(shownPath);
  const { recordTitles } = useShellState();
  const title = page && pageTitle(page, t, recordTitles[shownPath]);
  useDocumentTitle(title);
  useLiveCounters();
  useRefreshRedirect();
  usePrefetchScreens();
  const toggle = () => dispatch({ type: "toggle" });
  // The mobile menu's Drawer: the focus goes back to the menu button as it closes.
  useFocusReturn(state.mobile && state.drawerOpen);

  return (
    <Layout style={{ minHeight: "100vh" }}>
      {state.mobile ? (
        <Drawer
          placement="left"
          open={state.drawerOpen}
          onClose={() => dispatch({ type: "closeDrawer" })}
          width={SIDEBAR_WIDTH}
          closable={false}
          styles={{ body: { padding: 0, background: palette.black } }}
        >
          <Sidebar collapsed={false} />
        </Drawer>
      ) : (
        <Layout.Sider
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          collapsed={!state.desktopOpen}
          trigger={null}
          style={{
            position: "sticky",
            top: 0,
            height: "100vh",
            overflowY: "auto",
            overflowX: "hidden",
            transition: "all 0.28s",
          }}
        >
          <Sidebar collapsed={!state.desktopOpen} />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <div style={{ position: "sticky", top: 0, zIndex: 10 }}>
          <TopBar
            page={page}
            title={title}
            compact={state.mobile}
            menuOpen={menuOpen(state)}
            onToggleMenu={toggle}
          />
          <TabsRow />
        </div>
        <Layout.Content style={{ padding: state.mobile ? 12 : 24 }}>
          <Suspense>
            <PageCache routes={shellRoutes} />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
