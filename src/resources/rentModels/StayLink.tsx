import { CheckCircleFilled, ClockCircleOutlined, LockOutlined } from "@ant-design/icons";
import { useNavigation, useTranslate } from "@refinedev/core";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import type { Booking } from "../../../domain/rentWork.schema";
import { useFormat } from "../../format";

/**
 * How a stay shows (docs/statuses.md#offer-holds): confirmed; held by its request's current offer
 * until its valid-until; or offered with an expired offer, which holds nothing.
 */
export type StayLook = "confirmed" | "held" | "expired";

export const STAY_LOOKS: readonly StayLook[] = ["confirmed", "held", "expired"];

export const lookOf = (booking: Booking): StayLook =>
  booking.status === "confirmed" ? "confirmed" : booking.held ? "held" : "expired";

// Confirmed: solid border and a check; held: dashed border and a lock; expired: dotted border and
// a clock. The colour repeats what the icon and its label say (AA contrast on both backgrounds).
const LOOKS: Record<StayLook, CSSProperties> = {
  confirmed: { background: "#f6ffed", border: "1px solid #389e0d", color: "#135200" },
  held: { background: "#fff7e6", border: "1px dashed #d46b08", color: "#873800" },
  expired: { background: "#fafafa", border: "1px dotted #8c8c8c", color: "#595959" },
};

const ICONS: Record<StayLook, typeof CheckCircleFilled> = {
  confirmed: CheckCircleFilled,
  held: LockOutlined,
  expired: ClockCircleOutlined,
};

/** A look as an icon with its name, for screen readers and the legend. */
export function StayIcon({ look }: { look: StayLook }) {
  const t = useTranslate();
  const Icon = ICONS[look];
  return <Icon aria-label={t(`rentModels.calendar.looks.${look}`)} />;
}

type Props = {
  booking: Booking;
  /** Show its departure and return days after the customer (the list view). */
  dates?: boolean;
  /** Let the text run on several lines instead of cutting it (the list and week views). */
  wrap?: boolean;
};

/** One stay on the calendar, linked to its request; a cut text is whole in its tooltip. */
export function StayLink({ booking, dates, wrap }: Props) {
  const t = useTranslate();
  const format = useFormat();
  const { showUrl } = useNavigation();
  const stay = t("rentModels.calendar.stay", {
    number: booking.number,
    customer: booking.customerName,
  });
  const when = (at: (value: string) => string) =>
    t("rentModels.calendar.dates", { from: at(booking.departureAt), to: at(booking.returnAt) });
  const look = lookOf(booking);
  // A held stay says until when in words too: the look alone never carries it.
  const until =
    look === "held" && booking.validUntil
      ? ` · ${t("rentModels.calendar.heldUntil", { day: format.date(booking.validUntil) })}`
      : "";
  return (
    <Link
      to={showUrl("rentRequests", booking.requestId)}
      title={`${stay}${until} · ${when(format.dateTime)}`}
      style={{
        ...LOOKS[look],
        display: "flex",
        gap: 4,
        alignItems: "baseline",
        borderRadius: 4,
        padding: "0 4px",
        fontSize: 12,
        lineHeight: "20px",
        overflow: "hidden",
        whiteSpace: wrap ? "normal" : "nowrap",
        textOverflow: "ellipsis",
      }}
    >
      <StayIcon look={look} />
      <span>
        {stay}
        {until}
        {dates && ` · ${when(format.date)}`}
      </span>
    </Link>
  );
}
