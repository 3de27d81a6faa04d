import { useCustom, useTranslate } from "@refinedev/core";
import { Alert, Flex, Skeleton, Timeline, Typography } from "antd";
import { holdNoteKey, OPENING_STOCK_NOTE } from "../../../domain/stock";
import type { StockMovement } from "../../../domain/stock.schema";
import { useFormat } from "../../format";
import { stockMovementsPath } from "./api";

/** A product's ledger, read again whenever the product's version moves (every stock change does). */
const useStockMovements = (productId: string, version: number) => {
  const { query } = useCustom<StockMovement[]>({
    url: stockMovementsPath(productId),
    method: "get",
    meta: { version },
  });
  return { ...query, data: query.data?.data };
};

const signed = (pieces: number) => (pieces > 0 ? `+${pieces}` : String(pieces));

/** Every movement of the product's pieces, newest first: why, how many, who, and what was left. */
export function StockTimeline({ productId, version }: { productId: string; version: number }) {
  const t = useTranslate();
  const format = useFormat();
  const { data, isLoading, isError } = useStockMovements(productId, version);
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (isError) return <Alert type="warning" showIcon message={t("work.history.loadFailed")} />;
  if (!data?.length)
    return <Typography.Text type="secondary">{t("products.stock.noMovements")}</Typography.Text>;

  const note = (note: string) => {
    if (note === OPENING_STOCK_NOTE) return t("products.stock.openingStock");
    const hold = holdNoteKey(note);
    return hold ? t(`products.stock.notes.${hold}`) : note;
  };
  // Nobody signed in: the customer app's order, or a quote's hold ended by its expiry or payment.
  const who = (movement: StockMovement) =>
    movement.by?.fullName ??
    t(
      movement.resource === "orderRequests"
        ? "products.stock.automatic"
        : "products.stock.customerApp",
    );

  return (
    <Timeline
      items={data.map((movement) => ({
        key: movement._id,
        color: movement.pieces < 0 || movement.heldPieces > 0 ? "orange" : "green",
        children: (
          <Flex vertical gap={2}>
            <Flex gap={8} wrap>
              <Typography.Text strong>
                {t(`products.stock.reasons.${movement.reason}`)}
              </Typography.Text>
              {movement.pieces !== 0 && (
                <Typography.Text>
                  {t("products.stock.pieces", { count: signed(movement.pieces) })}
                </Typography.Text>
              )}
              {movement.heldPieces !== 0 && (
                <Typography.Text>
                  {t("products.stock.heldPieces", { count: signed(movement.heldPieces) })}
                </Typography.Text>
              )}
            </Flex>
            {movement.note && <Typography.Text italic>{note(movement.note)}</Typography.Text>}
            <Typography.Text type="secondary">
              {`${format.dateTime(movement.createdAt)} · ${who(movement)} · ${t(
                "products.stock.onHandAfter",
                {
                  onHand: movement.onHandAfter,
                  held: movement.heldAfter,
                },
              )}`}
            </Typography.Text>
          </Flex>
        ),
      }))}
    />
  );
}
