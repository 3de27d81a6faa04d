import { CheckCircleFilled, ClockCircleOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import type { Booking } from "../../../domain/rentWork.schema";
import { useFormat } from "../../format";

// Confirmed: solid border and a check; offered: dashed border and a clock. The colour repeats
// what the icon and its label say (AA contrast on both backgrounds).
const LOOKS: Record<Booking["status"], CSSProperties> = {
  confirmed: { background: "#f6ffed", border: "1px solid #389e0d", color: "#135200" },
  offerSent: { background: "#fff7e6", border: "1px dashed #d46b08", color: "#873800" },
};

/** The status of a stay as an icon with its name, for screen readers and the legend. */
export function StayIcon({ status }: { status: Booking["status"] }) {
  const t = useTranslate();
  const label = t(`statuses.request.${status}`);
  return status === "confirmed" ? (
    <CheckCircleFilled aria-label={label} />
  ) : (
    <ClockCircleOutlined aria-label={label} />
  );
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
  const stay = t("rentModels.calendar.stay", {
    number: booking.number,
    customer: booking.customerName,
  });
  const when = (at: (value: string) => string) =>
    t("rentModels.calendar.dates", { from: at(booking.departureAt), to: at(booking.returnAt) });
  return (
    <Link
      to={`/requests/view/${booking.requestId}`}
      title={`${stay} · ${when(format.dateTime)}`}
      style={{
        ...LOOKS[booking.status],
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
      <StayIcon status={booking.status} />
      <span>
        {stay}
        {dates && ` · ${when(format.date)}`}
      </span>
    </Link>
  );
}
