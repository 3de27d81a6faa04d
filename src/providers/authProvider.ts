import type { AuthProvider, HttpError } from "@refinedev/core";
import { APP_KEY_HEADER } from "../../domain/api";
import { PUBLIC_PAGE } from "../../domain/auth";
import type { Profile } from "../../domain/auth.schema";
import type { UserType } from "../../domain/userTypes";
import { HOME_PATH, wantedPathOrHome } from "../auth/wantedPath";
import { config } from "../config";
import { type Answer, httpClient } from "./httpClient";
import { i18n, textsReady } from "./i18n";
import { notifier } from "./notifier";
import { session } from "./session";

/** Sign-in with a password, or with the one-time code mailed to the address (docs/access.md#sign-in). */
export type LoginParams = ({ email: string; password: string } | { email: string; otp: string }) & {
  redirectTo?: string;
};

/**
 * `signingOut`: the user chose to leave (the user menu). Without it a refused token ended the
 * session, and the next sign-in returns to the page it was on.
 */
export type LogoutParams = { signingOut?: boolean };

/** What the shell shows of the signed-in user (Refine's useGetIdentity). */
export type Identity = {
  id: string;
  name: string;
  avatar: string | null;
  email: string;
  userType: UserType;
  /** Still on a password somebody else chose: the shell sends them to change it first. */
  mustChangePassword: boolean;
};

/** What access control decides on (docs/access.md#user-types, docs/access.md#payment-account). */
export type Permissions = { roles: string[]; userType: UserType; paymentAccountLinked: boolean };

/** Refine's auth provider, plus the two ways the profile changes while signed in. */
export type AppAuthProvider = AuthProvider & {
  getIdentity: () => Promise<Identity | null>;
  getPermissions: () => Promise<Permissions | null>;
  /** Asks the server again (a token that just arrived, a payment account just linked). */
  reloadProfile: () => Promise<Profile>;
  /** Keeps the profile a server answer carried (a changed password). */
  rememberProfile: (profile: Profile) => void;
  /** Who is signed in, as far as this page already knows: no request (undefined when unknown). */
  identityNow: () => Identity | undefined;
  /** What they may open, as far as this page already knows: no request. */
  permissionsNow: () => Permissions | undefined;
  /**
   * Calls `listener` at every successful sign-in, with the page the user lands on; the sign-in
   * waits for what it returns, a little (LANDING_WAIT_MS). Returns its removal.
   */
  onSignIn: (listener: SignInListener) => () => void;
  /** Calls `listener` as a session ends here (a sign-out, a refused token). Returns its removal. */
  onSignOut: (listener: () => void) => () => void;
};

/** What runs as a sign-in succeeds, before the user lands: it may start the landing page's reads. */
export type SignInListener = (signedIn: { landingOn: string }) => unknown;

/**
 * The longest a sign-in waits for its listeners (the landing page's first read): the page then
 * shows with its data in one frame instead of empty first (issue 13). A slower read is not waited
 * for, and the page fills in when it comes.
 */
const LANDING_WAIT_MS = 400;

const landingWait = async (work: Promise<unknown>) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, LANDING_WAIT_MS);
  });
  await Promise.race([work, late]);
  clearTimeout(timer);
};

type LoginAnswer = Answer<{ token: string; user: Profile }>;

// The cookie is already gone when this leaves, so the request names the token itself. No body
// at all: axios labels a null one as a form, which the server refuses with 415.
const endServerSession = (token: string) => {
  httpClient
    .put("/user/logout", undefined, {
      headers: { Authorization: `Bearer ${token}`, [APP_KEY_HEADER]: config.appKey },
    })
    .catch(() => undefined);
};

/**
 * Sign-in over /user/login or /user/login/verifyotp, a token in the Admin-Token cookie, and the
 * profile kept in memory (fetched once per page load). Failed calls have already been shown by
 * the HTTP client, so nothing here raises a second message for them.
 */
export function createAuthProvider(): AppAuthProvider {
  let profile: Profile | null = null;
  let pendingProfile: Promise<Profile> | null = null;
  // Set when a profile failure or a sign-out ended the session: until the next sign-in, every
  // check sends the user home rather than back to the page they were on (the sign-in page
  // re-checks as it opens). After a sign-out the next user may be somebody else, to whom that
  // page may be closed.
  let startOver = false;
  const signInListeners = new Set<SignInListener>();
  const signOutListeners = new Set<() => void>();

  const identityNow = (): Identity | undefined =>
    profile
      ? {
          id: profile._id,
          name: profile.fullName,
          avatar: profile.profilePicture,
          email: profile.email,
          userType: profile.userType,
          mustChangePassword: !profile.isPasswordChanged,
        }
      : undefined;

  // Every signed-in user has the single role "admin"; real gating is by user type
  // (docs/access.md#user-types).
  const permissionsNow = (): Permissions | undefined =>
    profile
      ? {
          roles: ["admin"],
          userType: profile.userType,
          paymentAccountLinked: Boolean(profile.stripeAccountId),
        }
      : undefined;

  const clearLocally = () => {
    session.clear();
    profile = null;
    pendingProfile = null;
  };

  const fetchProfile = async (): Promise<Profile> => {
    const { data: body } = await httpClient.get<Answer<Profile | null>>("/user/profile");
    if (!body.data) {
      // The profile is read beside the texts' download at a page load (main.tsx).
      await textsReady();
      const message = i18n.t("auth:verificationFailed");
      notifier.show("error", message);
      throw new Error(message);
    }
    return body.data;
  };

  // Concurrent checks (several <Authenticated> on one screen) share one request.
  const loadProfile = async (): Promise<Profile> => {
    if (profile) return profile;
    pendingProfile ??= fetchProfile();
    try {
      profile = await pendingProfile;
      return profile;
    } finally {
      pendingProfile = null;
    }
  };

  return {
    login: async ({ redirectTo, ...credentials }: LoginParams) => {
      const path = "otp" in credentials ? "/user/login/verifyotp" : "/user/login";
      try {
        const { data: body } = await httpClient.post<LoginAnswer>(path, credentials);
        session.setToken(body.data.token);
        profile = body.data.user;
        startOver = false;
        const landingOn = wantedPathOrHome(redirectTo);
        await landingWait(
          Promise.allSettled([...signInListeners].map((listener) => listener({ landingOn }))),
        );
        return {
          success: true,
          redirectTo: landingOn,
          successNotification: { message: body.message },
        };
      } catch (error) {
        const { message } = error as HttpError;
        return { success: false, error: { name: "LoginError", message } };
      }
    },

    check: async () => {
      if (!session.getToken()) {
        return {
          authenticated: false,
          redirectTo: startOver ? HOME_PATH : PUBLIC_PAGE.login,
          logout: true,
        };
      }
      try {
        await loadProfile();
        return { authenticated: true };
      } catch (error) {
        clearLocally();
        startOver = true;
        return { authenticated: false, redirectTo: HOME_PATH, logout: true, error: error as Error };
      }
    },

    logout: async ({ signingOut }: LogoutParams = {}) => {
      const token = session.getToken();
      // Before the session goes: the checks it wakes must already send home.
      if (signingOut) startOver = true;
      clearLocally();
      for (const listener of signOutListeners) listener();
      // Without a token there is no server session to end. The server is not waited for: a slow
      // or failed answer (shown by the HTTP client) must not keep the user signed in here.
      if (token) endServerSession(token);
      return { success: true, redirectTo: PUBLIC_PAGE.login };
    },

    onError: async (error: HttpError) =>
      // 403 means "not this", not "not you": only a refused token ends the session.
      error?.statusCode === 401 ? { logout: true, redirectTo: PUBLIC_PAGE.login, error } : {},

    getIdentity: async () => identityNow() ?? null,
    getPermissions: async () => permissionsNow() ?? null,
    identityNow,
    permissionsNow,
    onSignIn: (listener) => {
      signInListeners.add(listener);
      return () => signInListeners.delete(listener);
    },
    onSignOut: (listener) => {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },

    reloadProfile: async () => {
      profile = null;
      return loadProfile();
    },

    rememberProfile: (changed) => {
      profile = changed;
    },
  };
}

export const authProvider = createAuthProvider();
