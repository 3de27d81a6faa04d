import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Calendar, ConfigProvider, Empty, Flex, Grid, Segmented, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useId, useState } from "react";
import type { Booking } from "../../../domain/rentWork.schema";
import { formatDate } from "../../format";
import { monthGridTheme } from "../../layout/theme";
import {
  CALENDAR_VIEWS,
  type CalendarView,
  rangeOf,
  staysIn,
  staysOn,
  stepOf,
} from "./calendarRange";
import { STAY_LOOKS, StayIcon, StayLink } from "./StayLink";
import { useModelBookings } from "./useModelBookings";

/**
 * A rent model's availability: its confirmed stays, the stays offers hold until their valid-until
 * and those of expired offers (departure to return), by month, by week, or as a list, each
 * linking to its request. A phone starts on the list, which stays
 * readable at 390 px; the month grid and the week's columns need a wider screen.
 */

export function AvailabilityCalendar({ modelId }: { modelId: string }) {
  const t = useTranslate();
  const headingId = useId();
  const wide = Grid.useBreakpoint().md ?? false;
  const [chosen, setChosen] = useState<CalendarView>();
  const view = chosen ?? (wide ? "month" : "list");
  // Kept as an instant and made a day again on each render, so week starts and month names
  // follow the UI language when it changes.
  const [anchorAt, setAnchorAt] = useState(() => Date.now());
  const anchor = dayjs(anchorAt);
  const setAnchor = (day: Dayjs) => setAnchorAt(day.valueOf());
  const { from, to } = rangeOf(view, anchor);
  const { data: bookings = [] } = useModelBookings(modelId, from.toISOString(), to.toISOString());
  const step = stepOf(view);

  return (
    <section aria-labelledby={headingId}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={2} id={headingId} style={{ fontSize: 16, margin: 0 }}>
            {t("rentModels.calendar.title")}
          </Typography.Title>
          <Segmented<CalendarView>
            aria-label={t("rentModels.calendar.view")}
            value={view}
            onChange={setChosen}
            options={CALENDAR_VIEWS.map((value) => ({
              value,
              label: t(`rentModels.calendar.views.${value}`),
            }))}
          />
        </Flex>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Flex gap={4}>
            <Button
              icon={<LeftOutlined />}
              aria-label={t(`rentModels.calendar.previous.${step}`)}
              onClick={() => setAnchor(anchor.subtract(1, step))}
            />
            <Button onClick={() => setAnchor(dayjs())}>{t("rentModels.calendar.today")}</Button>
            <Button
              icon={<RightOutlined />}
              aria-label={t(`rentModels.calendar.next.${step}`)}
              onClick={() => setAnchor(anchor.add(1, step))}
            />
          </Flex>
          <Typography.Text strong aria-live="polite">
            {view === "week"
              ? t("rentModels.calendar.dates", {
                  from: formatDate(from.toDate()),
                  to: formatDate(to.subtract(1, "day").toDate()),
                })
              : anchor.format("MMMM YYYY")}
          </Typography.Text>
          <Legend />
        </Flex>
        {view === "month" && (
          <ConfigProvider theme={monthGridTheme}>
            <Calendar
              value={anchor}
              onChange={setAnchor}
              headerRender={() => null}
              cellRender={(day, info) =>
                info.type === "date" ? <DayStays day={day} bookings={bookings} /> : info.originNode
              }
            />
          </ConfigProvider>
        )}
        {view === "week" && <WeekGrid from={from} bookings={bookings} />}
        {view === "list" && <StayList bookings={staysIn(from, to, bookings)} />}
      </Flex>
    </section>
  );
}

/** What each look means: an icon with its name, never the colour alone. */
function Legend() {
  const t = useTranslate();
  return (
    <Flex gap={12} wrap aria-label={t("rentModels.calendar.legend")} role="note">
      {STAY_LOOKS.map((look) => (
        <Flex key={look} gap={4} align="center">
          <StayIcon look={look} />
          <Typography.Text>{t(`rentModels.calendar.looks.${look}`)}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

type DayProps = { day: Dayjs; bookings: readonly Booking[]; wrap?: boolean };

/** A day's stays in a month cell or a week's column. */
function DayStays({ day, bookings, wrap }: DayProps) {
  const stays = staysOn(day, bookings);
  if (!stays.length) return null;
  return (
    <Flex vertical gap={2}>
      {stays.map((booking) => (
        <StayLink key={booking.requestId} booking={booking} wrap={wrap} />
      ))}
    </Flex>
  );
}

/** Seven columns, one per day from `from`, each with the stays that touch it. */
function WeekGrid({ from, bookings }: { from: Dayjs; bookings: readonly Booking[] }) {
  const days = Array.from({ length: 7 }, (_, index) => from.add(index, "day"));
  return (
    <div style={{ overflowX: "auto" }}>
      <ol
        style={{
          display: "grid",
          gridTemplateColumns: "repeat(7, minmax(120px, 1fr))",
          gap: 4,
          listStyle: "none",
          margin: 0,
          padding: 0,
        }}
      >
        {days.map((day) => (
          <li
            key={day.valueOf()}
            style={{ border: "1px solid #d9d9d9", borderRadius: 4, padding: 4, minHeight: 96 }}
          >
            <Typography.Text strong style={{ display: "block", marginBottom: 4 }}>
              {day.format("ddd DD")}
            </Typography.Text>
            <DayStays day={day} bookings={bookings} wrap />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The period's stays one under the other, with their dates: the phone's view. */
function StayList({ bookings }: { bookings: readonly Booking[] }) {
  const t = useTranslate();
  if (!bookings.length) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("rentModels.calendar.empty")} />
    );
  }
  return (
    <Flex vertical gap={6} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {bookings.map((booking) => (
        <li key={booking.requestId}>
          <StayLink booking={booking} dates wrap />
        </li>
      ))}
    </Flex>
  );
}
