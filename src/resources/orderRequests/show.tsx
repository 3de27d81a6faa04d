import { useTranslate } from "@refinedev/core";
import { Alert, Divider, Flex } from "antd";
import { canSendQuote, ORDER_REQUEST_MOVES } from "../../../domain/orders";
import type { OrderRequest } from "../../../domain/requests.schema";
import { useFormat } from "../../format";
import { useIsStaff } from "../../forms";
import { PaymentSection } from "../../payments/PaymentSection";
import { HistorySection } from "../../requests/HistorySection";
import { customerItems, LongText, ProductLink, RecordSection } from "../../requests/parts";
import { RequestPage } from "../../requests/RequestPage";
import type { WorkTarget } from "../../requests/recordWork";
import { StatusMoves } from "../../requests/StatusMoves";
import { StatusTag } from "../../requests/StatusTag";
import { SandboxPayments } from "../webhooks/SandboxPayments";
import { orderRequestPath } from "./api";
import { CurrentQuote } from "./CurrentQuote";
import { HoldTags } from "./HoldTags";
import { QuoteBuilder } from "./QuoteBuilder";
import { QuoteDetails } from "./QuoteDetails";

const targetOf = (request: OrderRequest, reload: () => void): WorkTarget => ({
  path: orderRequestPath(request._id),
  version: request.version,
  reload,
});

/**
 * /orders/request/view-order/:id: one customer's request for a quote, its quote (current, what
 * changed, a new one where the status allows it), its status moves and its history.
 */
export default function OrderRequestShow() {
  const t = useTranslate();
  const format = useFormat();
  const staff = useIsStaff();

  return (
    <RequestPage<OrderRequest>
      resource="orderRequests"
      heading={(request) => request.customerName}
      actions={(request, reload) => (
        <StatusMoves
          kind="orderRequest"
          target={targetOf(request, reload)}
          status={request.status}
          moves={ORDER_REQUEST_MOVES[request.status]}
        />
      )}
    >
      {(request, reload) => (
        <>
          {request.paidWithoutStockAt && (
            <Alert
              type="error"
              showIcon
              role="alert"
              message={t("orderRequests.paidWithoutStock.title")}
              description={t("orderRequests.paidWithoutStock.description", {
                at: format.dateTime(request.paidWithoutStockAt),
              })}
            />
          )}
          <RecordSection
            title={t("orderRequests.sections.request")}
            items={[
              { key: "number", label: t("orderRequests.fields.number"), children: request.number },
              {
                key: "status",
                label: t("orderRequests.fields.status"),
                children: (
                  <Flex gap={4} wrap>
                    <StatusTag kind="orderRequest" status={request.status} />
                    <HoldTags expired={request.quoteExpired} />
                  </Flex>
                ),
              },
              {
                key: "createdAt",
                label: t("orderRequests.fields.createdAt"),
                children: format.dateTime(request.createdAt),
              },
              {
                key: "message",
                label: t("orderRequests.fields.message"),
                span: "filled",
                children: <LongText text={request.message} empty={t("orderRequests.noMessage")} />,
              },
            ]}
          />
          <RecordSection
            title={t("orderRequests.sections.customer")}
            items={customerItems(request, t, "orderRequests")}
          />
          <RecordSection
            title={t("orderRequests.sections.product")}
            items={[
              {
                key: "product",
                label: t("orderRequests.fields.product"),
                children: <ProductLink product={request.product} />,
              },
              ...(staff
                ? [
                    {
                      key: "seller",
                      label: t("orderRequests.fields.seller"),
                      children: request.seller?.fullName ?? t("orderRequests.noSeller"),
                    },
                  ]
                : []),
              {
                key: "quantity",
                label: t("orderRequests.fields.quantity"),
                children: request.quantity,
              },
              {
                key: "unitPrice",
                label: t("orderRequests.fields.unitPrice"),
                children: format.money(request.unitPriceCents),
              },
            ]}
          />
          {request.quote && (
            <CurrentQuote
              quote={request.quote}
              target={targetOf(request, reload)}
              expired={request.quoteExpired}
            />
          )}
          {canSendQuote(request.status) && (
            <QuoteBuilder request={request} target={targetOf(request, reload)} />
          )}
          {request.quote && (
            <PaymentSection recordPath={orderRequestPath(request._id)} version={request.version} />
          )}
          {request.quote && (
            <SandboxPayments
              record={{ requestId: request._id }}
              target={targetOf(request, reload)}
            />
          )}
          <Divider style={{ margin: 0 }} />
          <HistorySection
            kind="orderRequest"
            target={targetOf(request, reload)}
            quote={(quote) => <QuoteDetails quote={quote} />}
          />
        </>
      )}
    </RequestPage>
  );
}
