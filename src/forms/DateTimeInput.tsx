import { DatePicker } from "antd";
import dayjs from "dayjs";
import { DATE_TIME_FORMAT } from "../format/dates";

type Props = {
  id?: string;
  /** An instant as the API takes it: ISO 8601 in UTC. */
  value?: string | null;
  onChange?: (instant: string | null) => void;
};

/**
 * A date and time picked in the browser's time zone and shown as `DD/MM/YYYY hh:mm A`
 * (docs/formats.md); the form holds the instant in UTC, as the API stores it.
 */
export function DateTimeInput({ id, value, onChange }: Props) {
  return (
    <DatePicker
      id={id}
      showTime={{ format: "hh:mm A", use12Hours: true, minuteStep: 5 }}
      format={DATE_TIME_FORMAT}
      style={{ width: "100%" }}
      value={value ? dayjs(value) : null}
      onChange={(instant) => onChange?.(instant ? instant.toISOString() : null)}
    />
  );
}
