import type { Endpoints } from "../../providers/dataProvider";

/** The shops' API (server/shops), staff only; a shop's record carries its seller account. */
export const shopEndpoints = {
  list: "/shops",
  one: "/shop/:id",
  create: "/shop",
  update: "/shop/:id",
  remove: "/shop/:id",
} as const satisfies Endpoints;

/** Mails the seller a new link to choose a password; refused (409) once the email is verified. */
export const shopInvitationPath = (id: string) => `/shop/${encodeURIComponent(id)}/invitation`;
