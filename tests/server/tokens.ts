import { createHmac } from "node:crypto";
import { JWT_SECRET } from "./harness.ts";

/** An HS256 token signed with the test server's secret, with claims chosen by the test. */
export const signToken = (claims: Record<string, unknown>, secret = JWT_SECRET): string => {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString("base64url");
  const unsigned = `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}`;
  return `${unsigned}.${createHmac("sha256", secret).update(unsigned).digest("base64url")}`;
};

/** The claims of a token, unchecked (the tests only read what they signed or were given). */
export const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));

/** The same claims, expired an hour ago: its session may well still be valid. */
export const expiredCopy = (token: string): string => {
  const now = Math.floor(Date.now() / 1000);
  return signToken({ ...claimsOf(token), iat: now - 7200, exp: now - 3600 });
};
