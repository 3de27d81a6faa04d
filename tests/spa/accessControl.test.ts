import { describe, expect, it } from "vitest";
import type { Profile } from "../../domain/auth.schema";
import { USER_TYPE } from "../../domain/userTypes";
import { createAccessControlProvider } from "../../src/providers/accessControl";
import { permissionsOf, profileOf, testResources } from "./accessRegistry";

const PAYMENT_REASON =
  "Collega prima il tuo account Stripe: poi avrai accesso a tutto il back-office.";
const TYPE_REASON = "Il tuo tipo di account non può aprire questa sezione.";

const canFor = (profile: Profile | null) => {
  const { can } = createAccessControlProvider(testResources, async () =>
    profile ? permissionsOf(profile) : null,
  );
  return (resource: string) => can({ resource, action: "list" });
};

describe("accessControlProvider.can", () => {
  it("opens every resource whose user types include the administrator's", async () => {
    const can = canFor(profileOf(USER_TYPE.administrator));
    for (const resource of ["dashboard", "products", "users"]) {
      expect(await can(resource)).toEqual({ can: true });
    }
  });

  it("keeps an operator out of what only administrators may open, with a reason", async () => {
    const can = canFor(profileOf(USER_TYPE.operator));
    expect(await can("products")).toEqual({ can: true });
    expect(await can("users")).toEqual({ can: false, reason: TYPE_REASON });
  });

  it("lets a seller without a payment account open only the dashboard", async () => {
    const can = canFor(profileOf(USER_TYPE.seller));
    expect(await can("dashboard")).toEqual({ can: true });
    expect(await can("products")).toEqual({ can: false, reason: PAYMENT_REASON });
    expect(await can("users")).toEqual({ can: false, reason: TYPE_REASON });
  });

  it("opens a linked seller's resources, and still not the staff's", async () => {
    const can = canFor(profileOf(USER_TYPE.seller, { stripeAccountId: "acct_1" }));
    expect(await can("products")).toEqual({ can: true });
    expect(await can("users")).toEqual({ can: false, reason: TYPE_REASON });
  });

  it("refuses a customer, an unknown resource and a visitor with no profile", async () => {
    expect((await canFor(profileOf(USER_TYPE.customer))("dashboard")).can).toBe(false);
    expect((await canFor(profileOf(USER_TYPE.administrator))("nonexistent")).can).toBe(false);
    expect((await canFor(null)("dashboard")).can).toBe(false);
  });

  it("reads the resource Refine passes in params before the name", async () => {
    const { can } = createAccessControlProvider(testResources, async () =>
      permissionsOf(profileOf(USER_TYPE.operator)),
    );
    const result = await can({
      resource: "products",
      action: "list",
      params: { resource: { name: "users" } },
    });
    expect(result.can).toBe(false);
  });
});
