/** An administrator's calls on one account (server/users/accountRoutes.ts). */
const userPath = (id: string) => `/user/${encodeURIComponent(id)}`;

export const userUpdatePath = userPath;
export const userDeletePath = userPath;
/** What the account holds, so the confirmation can say whether it is removed or anonymised. */
export const userHoldingsPath = (id: string) => `${userPath(id)}/holdings`;
export const verificationMailPath = (id: string) => `${userPath(id)}/verification-mail`;
