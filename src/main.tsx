// antd 5 needs this shim on React 19; it must run before antd renders anything.
import "@ant-design/v5-patch-for-react-19";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, readListOfAddress } from "./App";
import { earlySignInLeaving } from "./auth/earlySignIn";
import { takeTokenFromAddress } from "./auth/tokenFromAddress";
import { initI18n } from "./providers/i18n";
import { readDashboardAtStart } from "./readAhead/dashboardFigures";
import { dropSpentPreloads } from "./readAhead/dropSpentPreloads";
import { loadScreensAtStart } from "./readAhead/screenCode";

// Before anything else: a token handed over in /auth-redirect#token=… leaves the address bar.
takeTokenFromAddress();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

dropSpentPreloads();
const screensAtStart = loadScreensAtStart();
// The session's first reads go out beside the texts' download, not after it.
readDashboardAtStart();
void readListOfAddress();
// Texts before the first render: the first screen must not flash untranslated keys.
await initI18n();

// The screens too, with a session (see loadScreensAtStart). Not awaited above: their chunks import
// this module's chunk, which would never finish evaluating.
void screensAtStart.then(() => {
  // A language chosen on the plain sign-in page meanwhile: that page is reloading, and the app
  // starts on the new one. Taking over this one would lose what is typed next with it.
  if (!earlySignInLeaving())
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
});
