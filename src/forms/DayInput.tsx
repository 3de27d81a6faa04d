import { DatePicker } from "antd";
import dayjs from "dayjs";
import { DATE_FORMAT } from "../format/dates";

type Props = {
  id?: string;
  /** A calendar day as the API takes it: `YYYY-MM-DD`. */
  value?: string | null;
  onChange?: (day: string | null) => void;
};

/** A day picker whose form value is the API's `YYYY-MM-DD`, shown as `DD MMM, YYYY` (docs/formats.md). */
export function DayInput({ id, value, onChange }: Props) {
  return (
    <DatePicker
      id={id}
      format={DATE_FORMAT}
      style={{ width: "100%" }}
      value={value ? dayjs(value) : null}
      onChange={(day) => onChange?.(day ? day.format("YYYY-MM-DD") : null)}
    />
  );
}
