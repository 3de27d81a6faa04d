import { Drawer, Grid, Layout } from "antd";
import { Suspense, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { AccessGate } from "../access/AccessGate";
// Dates are shown only inside the shell: dayjs and its locale load here (see providers/dates).
import "../providers/dates";
import { PageLoader } from "./PageLoader";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";
import { palette, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from "./theme";

/**
 * The frame of every signed-in page: a collapsible 210px sidebar, the top bar and the page.
 * Under 992px (antd's lg breakpoint, seed §9) the sidebar is an overlay drawer that closes on
 * every navigation. Every page passes the AccessGate (password to change, user type, seller's
 * payment account).
 */
export default function Shell() {
  const screens = Grid.useBreakpoint();
  // useBreakpoint answers {} on the very first render; treat that as desktop to avoid a flash.
  const mobile = screens.lg === false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setDrawerOpen(false);
  }

  return (
    <Layout style={{ minHeight: "100vh" }}>
      {mobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
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
          collapsed={collapsed}
          trigger={null}
          style={{ position: "sticky", top: 0, height: "100vh", overflowY: "auto" }}
        >
          <Sidebar collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <TopBar
          compact={mobile}
          menuOpen={mobile ? drawerOpen : !collapsed}
          onToggleMenu={mobile ? () => setDrawerOpen(true) : () => setCollapsed((value) => !value)}
        />
        <Layout.Content style={{ padding: mobile ? 12 : 24 }}>
          <Suspense fallback={<PageLoader />}>
            <AccessGate>
              <Outlet />
            </AccessGate>
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
