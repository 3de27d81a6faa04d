import { useNavigation, useTranslate } from "@refinedev/core";
import { Alert, Flex } from "antd";
import { Link } from "react-router";
import { bookingsOverlap } from "../../../domain/rentWork";
import type { Booking } from "../../../domain/rentWork.schema";
import type { RentRequest } from "../../../domain/requests.schema";
import { useFormat } from "../../format";
import { useModelBookings } from "../rentModels/useModelBookings";

type Props = { request: RentRequest; modelId: string };

/**
 * Before an offer is sent or a request confirmed: the other requests whose stay on the same model
 * overlaps this one. A confirmed one is an error (the server will refuse), one an offer holds a
 * warning (the server refuses it unless the hold is overridden with a reason:
 * docs/statuses.md#offer-holds), one whose offer expired a note (it holds nothing: whoever confirms
 * first books the model).
 */
export function BookingOverlaps({ request, modelId }: Props) {
  const t = useTranslate();
  const { data } = useModelBookings(modelId, request.departureAt, request.returnAt);
  const others = (data ?? []).filter(
    (booking) => booking.requestId !== request._id && bookingsOverlap(booking, request),
  );
  const confirmed = others.filter((booking) => booking.status === "confirmed");
  const held = others.filter((booking) => booking.status === "offerSent" && booking.held);
  const expired = others.filter((booking) => booking.status === "offerSent" && !booking.held);
  if (!others.length) return null;

  return (
    <Flex vertical gap={8}>
      {confirmed.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t("rentRequests.overlap.confirmed")}
          description={<Overlapping bookings={confirmed} />}
        />
      )}
      {held.length > 0 && (
        <Alert
          type="warning"
          showIcon
          message={t("rentRequests.overlap.held")}
          description={<Overlapping bookings={held} />}
        />
      )}
      {expired.length > 0 && (
        <Alert
          type="info"
          showIcon
          message={t("rentRequests.overlap.expired")}
          description={<Overlapping bookings={expired} />}
        />
      )}
    </Flex>
  );
}

/** Each overlapping stay: its request (a link), customer and dates. */
function Overlapping({ bookings }: { bookings: Booking[] }) {
  const t = useTranslate();
  const format = useFormat();
  const { showUrl } = useNavigation();
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {bookings.map((booking) => (
        <li key={booking.requestId}>
          <Link to={showUrl("rentRequests", booking.requestId)}>
            {t("rentRequests.recordTitle", { number: booking.number })}
          </Link>{" "}
          {t("rentRequests.overlap.stay", {
            customer: booking.customerName,
            from: format.date(booking.departureAt),
            to: format.date(booking.returnAt),
          })}
          {booking.held &&
            booking.validUntil &&
            ` · ${t("rentModels.calendar.heldUntil", { day: format.date(booking.validUntil) })}`}
        </li>
      ))}
    </ul>
  );
}
