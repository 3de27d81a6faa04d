import type { AuthProvider } from "@refinedev/core";
import type { Profile } from "../../domain/auth.schema";
import type { Identity, Permissions } from "../../src/providers/authProvider";
import { lazyPage, toRefineResource } from "../../src/resources/definition";

const nothing = lazyPage(async () => ({ default: () => null }));

/**
 * A registry with what the real one will hold once more issues land: the dashboard (open to an
 * unlinked seller), a seller resource (products) and a staff-only resource (users).
 */
export const testResources = [
  toRefineResource({
    name: "dashboard",
    openWithoutPaymentAccount: true,
    pages: { list: { path: "/", page: nothing } },
  }),
  toRefineResource({
    name: "products",
    pages: { list: { path: "/products", page: nothing } },
  }),
  toRefineResource({
    name: "users",
    pages: { list: { path: "/users", page: nothing } },
  }),
];

export const profileOf = (
  userType: Profile["userType"],
  changes: Partial<Profile> = {},
): Profile => ({
  _id: `u${userType}`,
  fullName: "Giulia Ferri",
  firstName: "Giulia",
  lastName: "Ferri",
  email: "giulia@example.com",
  profilePicture: null,
  isPasswordChanged: true,
  stripeAccountId: null,
  emailVerified: true,
  userType,
  version: 1,
  ...changes,
});

export const permissionsOf = (profile: Profile): Permissions => ({
  roles: ["admin"],
  userType: profile.userType,
  paymentAccountLinked: Boolean(profile.stripeAccountId),
});

/** A signed-in session with this profile, as the real auth provider would describe it. */
export const signedInAs = (profile: Profile): AuthProvider => ({
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
  getIdentity: async (): Promise<Identity> => ({
    id: profile._id,
    name: profile.fullName,
    avatar: null,
    email: profile.email,
    userType: profile.userType,
    mustChangePassword: !profile.isPasswordChanged,
  }),
  getPermissions: async () => permissionsOf(profile),
});
