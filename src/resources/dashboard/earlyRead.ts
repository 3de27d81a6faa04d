import type { Dashboard } from "../../../domain/dashboard.schema";
import { HOME_PATH } from "../../auth/wantedPath";
import { needsPaymentAccount } from "../../providers/accessControl";
import { authProvider, type Permissions } from "../../providers/authProvider";
import { type Answer, httpClient } from "../../providers/httpClient";
import { session } from "../../providers/session";

/**
 * An early read is the dashboard's only while this fresh (a slow first load of the shell's code
 * included): a later visit asks again.
 */
const FRESH_MS = 60_000;

type EarlyRead = { figures: Promise<Dashboard>; startedAt: number; answered?: Dashboard };
let early: EarlyRead | null = null;

/** GET /dashboard: the figures of the landing page (staff: everything; a seller: its own). */
export const readDashboard = async (signal?: AbortSignal) =>
  (await httpClient.get<Answer<Dashboard>>("/dashboard", { signal })).data.data;

/**
 * Starts reading the dashboard's figures as soon as the token is known and the user is landing
 * on the dashboard (issue 13): the read runs while the shell's code comes down and its other
 * requests go out, instead of after them. A seller still without a payment account sees no
 * figures, so none are read. Resolves once the figures are in (or none are read).
 */
export const readDashboardEarly = async (landingOn: string | null | undefined) => {
  // Never another user's figures: whatever an earlier sign-in started is dropped.
  early = null;
  if ((landingOn ?? HOME_PATH) !== HOME_PATH) return;
  const permissions = (await authProvider.getPermissions()) as Permissions | null;
  if (!permissions || needsPaymentAccount(permissions)) return;
  const figures = readDashboard();
  const read: EarlyRead = { figures, startedAt: Date.now() };
  // Whoever takes it handles a failure; unclaimed, it is nobody's error.
  figures.then(
    (answered) => {
      read.answered = answered;
    },
    () => undefined,
  );
  early = read;
  await figures.catch(() => undefined);
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

const isFresh = (read: EarlyRead | null): read is EarlyRead =>
  read !== null && Date.now() - read.startedAt < FRESH_MS;

/** The early read, once, if it is still fresh. */
export const takeEarlyDashboard = () => {
  const taken = early;
  early = null;
  return isFresh(taken) ? taken.figures : null;
};

/**
 * The early read's figures, once, if they are in already and still fresh: the page then shows
 * them in its first frame instead of a frame later (issue 13).
 */
export const takeAnsweredDashboard = (): { figures: Dashboard; startedAt: number } | null => {
  if (!isFresh(early) || !early.answered) return null;
  const { answered, startedAt } = early;
  early = null;
  return { figures: answered, startedAt };
};
