import { randomUUID } from "node:crypto";
import fastifyJwt from "@fastify/jwt";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { errorBody } from "../../domain/api.schema.ts";
import { API_BASE_PATH, APP_KEY_HEADER } from "../../domain/api.ts";
import { isUserType, USER_TYPE, type UserType } from "../../domain/userTypes.ts";
import { recordRefusal } from "../audit/accountEvents.ts";
import { type ActiveSession, activeSessionFinder, createSession } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { HttpProblem } from "./errors.ts";

/** Who is calling, as every protected handler sees it on `request.user`. */
export interface AuthenticatedUser {
  id: string;
  type: UserType;
  sessionId: string;
  /** Whether the account has a linked payment account (what sellers need to work, docs/access.md#user-types). */
  paymentLinked: boolean;
}

interface TokenClaims {
  sub: string;
  type: UserType;
  jti: string;
}

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: TokenClaims;
    user: AuthenticatedUser;
  }
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route needs no token (login, health, public intake calls). */
    public?: boolean;
    /** The user types allowed to call the route; required on every non-public API route. */
    userTypes?: readonly UserType[];
    /**
     * A seller whose payment account is not linked yet may call it (profile, sign-out, linking
     * the account). Every other protected route answers such a seller 403 (docs/access.md#user-types).
     */
    openToUnlinkedSeller?: boolean;
  }
  interface FastifySchema {
    /** OpenAPI extension: the user types a protected route allows (set by this plugin). */
    "x-user-types"?: readonly UserType[];
    /** OpenAPI extension: sellers without a linked payment account may call it too. */
    "x-open-to-unlinked-seller"?: boolean;
  }
  interface FastifyInstance {
    /**
     * Signs a token for the user and records its session (the token's jti), in `db` when given
     * (the caller's transaction).
     */
    issueToken(user: { id: string; userType: UserType }, db?: Database): Promise<string>;
    /** Resolves a bearer token to its user, or throws a 401 HttpProblem. */
    verifyToken(token: string): Promise<AuthenticatedUser>;
  }
}

const claims = z.object({ sub: z.uuid(), type: z.number().int(), jti: z.uuid() });

/** The docs UI lives under the API prefix but is public and registered by @fastify/swagger-ui. */
const DOCS_PREFIX = `${API_BASE_PATH}/docs`;

const SECURITY = [{ bearer: [], appKey: [] }];

export interface AuthenticationOptions {
  secret: string;
  expiresIn: string;
  appKey: string;
}

/** The caller of a valid token. */
const authenticate = async (
  app: FastifyInstance,
  findSession: (sessionId: string) => Promise<ActiveSession | undefined>,
  token: string,
): Promise<AuthenticatedUser> => {
  let payload: unknown;
  try {
    payload = app.jwt.verify(token);
  } catch (error) {
    const expired = (error as { code?: string }).code === "FAST_JWT_EXPIRED";
    throw new HttpProblem(401, expired ? "errors:tokenExpired" : "errors:tokenInvalid");
  }
  const parsed = claims.safeParse(payload);
  if (!parsed.success) throw new HttpProblem(401, "errors:tokenInvalid");
  // Logout revokes the session row: a signed, unexpired token is still refused afterwards.
  const found = await findSession(parsed.data.jti);
  if (!found || found.userId !== parsed.data.sub || !isUserType(found.userType)) {
    throw new HttpProblem(401, "errors:tokenInvalid");
  }
  return {
    id: found.userId,
    type: found.userType,
    sessionId: found.sessionId,
    // Read with the session on every request: a seller who just linked gets in at once.
    paymentLinked: Boolean(found.stripeAccountId),
  };
};

const bearerToken = (request: FastifyRequest): string => {
  const header = request.headers.authorization;
  if (!header) throw new HttpProblem(401, "errors:tokenMissing");
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new HttpProblem(401, "errors:tokenInvalid");
  return match[1];
};

export const authenticationPlugin = fp<AuthenticationOptions>(
  async (app, options) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { expiresIn: options.expiresIn },
    });

    const findSession = activeSessionFinder(app.db);
    app.decorate("verifyToken", (token: string) => authenticate(app, findSession, token));
    app.decorate("issueToken", async (user: { id: string; userType: UserType }, db = app.db) => {
      const sessionId = randomUUID();
      const token = app.jwt.sign({ sub: user.id, type: user.userType, jti: sessionId });
      const { exp } = app.jwt.decode<{ exp: number }>(token) ?? { exp: 0 };
      await createSession(db, {
        id: sessionId,
        userId: user.id,
        expiresAt: new Date(exp * 1000),
      });
      return token;
    });

    const guard =
      (userTypes: readonly UserType[], openToUnlinkedSeller: boolean): onRequestAsyncHookHandler =>
      async (request) => {
        // The app key identifies the client (docs/access.md#sign-in); it grants nothing by itself.
        if (request.headers[APP_KEY_HEADER] !== options.appKey) {
          throw new HttpProblem(401, "errors:appKeyInvalid");
        }
        request.user = await authenticate(app, findSession, bearerToken(request));
        const refusal = !userTypes.includes(request.user.type)
          ? "errors:forbidden"
          : request.user.type === USER_TYPE.seller &&
              !request.user.paymentLinked &&
              !openToUnlinkedSeller
            ? "errors:paymentAccountRequired"
            : undefined;
        if (refusal) {
          // Every permission refusal is in the logs (docs/api.md#logs).
          await recordRefusal(app.db, request, refusal);
          throw new HttpProblem(403, refusal);
        }
      };

    /**
     * Every API route must say who may call it: a route with neither `config.public` nor
     * `config.userTypes` fails at start, so no route can be left open by forgetting. Protected
     * routes get the check before the body is even read, and their docs get the security
     * requirement, the 401/403 answers and `x-user-types`: the user types the route allows, so
     * clients and the access sweep test can read them from the contract. Sellers also need a
     * linked payment account unless the route says `openToUnlinkedSeller`
     * (`x-open-to-unlinked-seller` in the docs).
     */
    app.addHook("onRoute", (route) => {
      if (!route.url.startsWith(API_BASE_PATH) || route.url.startsWith(DOCS_PREFIX)) return;
      if (route.config?.public) return;
      const userTypes = route.config?.userTypes;
      if (!userTypes?.length) {
        throw new Error(
          `${route.method} ${route.url} must declare config.public or config.userTypes`,
        );
      }
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      const openToUnlinkedSeller = route.config?.openToUnlinkedSeller === true;
      route.onRequest = [guard(userTypes, openToUnlinkedSeller), ...existing];
      route.schema = {
        ...route.schema,
        security: SECURITY,
        "x-user-types": [...userTypes],
        ...(openToUnlinkedSeller ? { "x-open-to-unlinked-seller": true } : {}),
        response: { 401: errorBody, 403: errorBody, ...(route.schema?.response ?? {}) },
      };
    });
  },
  { name: "authentication", dependencies: ["errors"] },
);
