import { USER_TYPE } from "../../domain/userTypes.ts";
import type { AuthenticatedUser } from "../plugins/authentication.ts";

/** The seller whose records alone the caller may see, or undefined for staff (decision D5). */
export const ownSellerId = (user: AuthenticatedUser): string | undefined =>
  user.type === USER_TYPE.seller ? user.id : undefined;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route stays open to a seller whose payment account is not linked yet (the shell's own calls). */
    openToUnlinkedSeller?: boolean;
  }
}
