import type { AuthProvider, HttpError } from "@refinedev/core";
import type { Profile } from "../../domain/auth.schema";
import type { UserType } from "../../domain/userTypes";
import { httpClient } from "./httpClient";
import { i18n } from "./i18n";
import { notifier } from "./notifier";
import { session } from "./session";

export type LoginParams = { email: string; password: string; redirectTo?: string };

/** What the shell shows of the signed-in user (Refine's useGetIdentity). */
export type Identity = {
  id: string;
  name: string;
  avatar: string | null;
  email: string;
  userType: UserType;
};

export type Permissions = { roles: string[]; userType: UserType };

type LoginAnswer = { message: string; data: { token: string; user: Profile } };
type ProfileAnswer = { message: string; data: Profile | null };

const LOGIN_PATH = "/login";

// Only paths inside this app: "//host" or "https://…" in ?redirect= would leave it.
const isInternalPath = (path: string | undefined): path is string =>
  typeof path === "string" && path.startsWith("/") && !path.startsWith("//");

/**
 * Sign-in over /user/login, a token in the Admin-Token cookie, and the profile kept in memory
 * (fetched once per page load). Failed calls have already been shown by the HTTP client, so
 * nothing here raises a second message for them.
 */
export function createAuthProvider(): AuthProvider {
  let profile: Profile | null = null;
  let pendingProfile: Promise<Profile> | null = null;

  const clearLocally = () => {
    session.clear();
    profile = null;
    pendingProfile = null;
  };

  const fetchProfile = async (): Promise<Profile> => {
    const { data: body } = await httpClient.get<ProfileAnswer>("/user/profile");
    if (!body.data) {
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
    login: async ({ email, password, redirectTo }: LoginParams) => {
      try {
        const { data: body } = await httpClient.post<LoginAnswer>("/user/login", {
          email,
          password,
        });
        session.setToken(body.data.token);
        profile = body.data.user;
        return {
          success: true,
          redirectTo: isInternalPath(redirectTo) ? redirectTo : "/",
          successNotification: { message: body.message },
        };
      } catch (error) {
        const { message } = error as HttpError;
        return { success: false, error: { name: "LoginError", message } };
      }
    },

    check: async () => {
      if (!session.getToken()) {
        return { authenticated: false, redirectTo: LOGIN_PATH, logout: true };
      }
      try {
        await loadProfile();
        return { authenticated: true };
      } catch (error) {
        clearLocally();
        return {
          authenticated: false,
          redirectTo: LOGIN_PATH,
          logout: true,
          error: error as Error,
        };
      }
    },

    logout: async () => {
      // Without a token there is no server session to end.
      if (session.getToken()) {
        // Signing out must not depend on the server: a failure was shown, the local session goes anyway.
        await httpClient.put("/user/logout").catch(() => undefined);
      }
      clearLocally();
      return { success: true, redirectTo: LOGIN_PATH };
    },

    onError: async (error: HttpError) =>
      // 403 means "not this", not "not you": only a refused token ends the session.
      error?.statusCode === 401 ? { logout: true, redirectTo: LOGIN_PATH, error } : {},

    getIdentity: async (): Promise<Identity | null> =>
      profile && {
        id: profile._id,
        name: profile.fullName,
        avatar: profile.profilePicture,
        email: profile.email,
        userType: profile.userType,
      },

    // Seed §6: every signed-in user has the single role "admin"; real gating is by user type.
    getPermissions: async (): Promise<Permissions | null> =>
      profile && { roles: ["admin"], userType: profile.userType },
  };
}

export const authProvider = createAuthProvider();
