import type { Dashboard } from "../../domain/dashboard.schema";
import { HOME_PATH } from "../auth/wantedPath";
import { needsPaymentAccount } from "../providers/accessControl";
import { api } from "../providers/api";
import { authProvider, type Permissions } from "../providers/authProvider";
import { session } from "../providers/session";
import { readsAhead } from "./readsAhead";

/**
 * The read started at sign-in is the dashboard's for a minute (a slow first load of the shell's
 * code included): a later visit asks again.
 */
const earlyReads = readsAhead<Dashboard>({ freshMs: 60_000 });
const FIGURES = ["dashboard", {}] as const;

/** GET /dashboard: the figures of the landing page (staff: everything; a seller: its own). */
export const readDashboard = (signal?: AbortSignal) =>
  api.read<Dashboard>("/dashboard", { signal });

/**
 * Starts reading the dashboard's figures as soon as the token is known and the user is landing
 * on the dashboard (issue 13): the read runs while the shell's code comes down and its other
 * requests go out, instead of after them. A seller still without a payment account sees no
 * figures, so none are read. Resolves once the figures are in (or none are read).
 */
export const readDashboardEarly = async (landingOn: string | null | undefined) => {
  // Never another user's figures: whatever an earlier sign-in started is dropped.
  earlyReads.forget();
  if ((landingOn ?? HOME_PATH) !== HOME_PATH) return;
  const permissions = (await authProvider.getPermissions()) as Permissions | null;
  if (!permissions || needsPaymentAccount(permissions)) return;
  await earlyReads.start(...FIGURES, () => readDashboard()).catch(() => undefined);
};

/**
 * A page load on the dashboard with a session: the read starts once the profile (read by the
 * same request the sign-in check shares) says the user sees figures.
 */
export const readDashboardAtStart = () => {
  if (!session.getToken() || window.location.pathname !== HOME_PATH) return;
  void authProvider
    .check()
    .then(({ authenticated }) => (authenticated ? readDashboardEarly(HOME_PATH) : undefined));
};

/** The early read, once, if it is still fresh. */
export const takeEarlyDashboard = () => earlyReads.take(...FIGURES) ?? null;

/** The early read's figures, once, if they are in already and still fresh (see takeAnswered). */
export const takeAnsweredDashboard = () => {
  const read = earlyReads.takeAnswered(...FIGURES);
  return read ? { figures: read.answer, startedAt: read.startedAt } : null;
};
