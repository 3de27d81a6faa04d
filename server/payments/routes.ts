import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, successEnvelope } from "../../domain/api.schema.ts";
import { paymentConfirmBody } from "../../domain/auth.schema.ts";
import { PUBLIC_PAGE } from "../../domain/auth.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { publicLink } from "../mail/publicLink.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { findUserById, linkPaymentAccount } from "../users/service.ts";
import { appWriter, unitOfWork } from "../writes/unitOfWork.ts";
import { readOnboardingState, signOnboardingState } from "./onboardingState.ts";
import { type PaymentProvider, PaymentProviderError } from "./provider.ts";

const linkFailed = (status: 400 | 502) => new HttpProblem(status, "errors:paymentLinkFailed");

/** A provider outage is the server's problem to log and the seller's to retry later. */
const fromProvider = async <T>(log: FastifyBaseLogger, call: () => Promise<T>) => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn({ err: error }, "payment provider call failed");
    throw linkFailed(502);
  }
};

/** Sellers link a payment account before using the back-office (docs/product.md#business-lines, docs/access.md#payment-account). */
export const paymentRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (
  app,
  { provider },
) => {
  app.post(
    "/stripe/connect",
    {
      config: { userTypes: [USER_TYPE.seller], openToUnlinkedSeller: true },
      schema: {
        tags: ["payments"],
        summary: "Start linking the seller's payment account",
        description: `Answers the URL the browser must open. The provider sends the seller back to ${PUBLIC_PAGE.paymentReturn}?state=…, whose page posts the state to POST /stripe/confirm. 409 when an account is linked already.`,
        response: {
          200: successEnvelope(z.object({ url: z.url() })),
          409: errorBody,
          502: errorBody,
        },
      },
    },
    async (request) => {
      const seller = await findUserById(app.db, request.user.id);
      if (!seller) throw new HttpProblem(401, "errors:tokenInvalid");
      if (seller.stripeAccountId) throw new HttpProblem(409, "errors:paymentAlreadyLinked");
      const url = await fromProvider(request.log, async () => {
        const accountId = await provider.openAccount({ id: seller.id, email: seller.email });
        const state = signOnboardingState(app, { sellerId: seller.id, accountId });
        const returnUrl = publicLink(app.config.publicUrl, PUBLIC_PAGE.paymentReturn, { state });
        return provider.onboardingUrl({ accountId, returnUrl });
      });
      return { message: request.t("auth:paymentOnboardingStarted"), data: { url } };
    },
  );

  app.post(
    "/stripe/confirm",
    {
      config: { public: true },
      schema: {
        tags: ["payments"],
        summary: "Link the account once the seller is back from onboarding",
        description:
          "Public: the seller may come back without a session; the signed state (1 h) says who. A forged, expired or unfinished onboarding answers 400. Confirming again answers the linked account.",
        body: paymentConfirmBody,
        response: {
          200: successEnvelope(z.object({ stripeAccountId: z.string() })),
          502: errorBody,
        },
      },
    },
    async (request) => {
      const state = readOnboardingState(app, request.body.state);
      const seller = state ? await findUserById(app.db, state.sellerId) : undefined;
      if (!state || seller?.userType !== USER_TYPE.seller) throw linkFailed(400);
      const accountId =
        seller.stripeAccountId ??
        (await fromProvider(request.log, () => provider.completeOnboarding(state.accountId)));
      if (!accountId) throw linkFailed(400);
      const { result: linked } = await unitOfWork(appWriter(app), ({ db }) =>
        linkPaymentAccount(db, seller.id, accountId),
      );
      if (!linked) throw linkFailed(400);
      return { message: request.t("auth:paymentConnected"), data: { stripeAccountId: linked } };
    },
  );
};
