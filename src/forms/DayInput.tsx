import { DatePicker } from "antd";
import dayjs from "dayjs";
import { DATE_FORMAT } from "../format/dates";

type Props = {
  id?: string;
  /** A calendar day as the API takes it: `YYYY-MM-DD`. */
  value?: string | null;
  onChange?: (day: string | null) => void;
  /** The first day that may be picked (`YYYY-MM-DD`); earlier days are greyed out. */
  minDay?: string;
};

/** A day picker whose form value is the API's `YYYY-MM-DD`, shown as `DD MMM, YYYY` (docs/formats.md). */
export function DayInput({ id, value, onChange, minDay }: Props) {
  return (
    <DatePicker
      id={id}
      format={DATE_FORMAT}
      style={{ width: "100%" }}
      value={value ? dayjs(value) : null}
      disabledDate={minDay ? (day) => day.format("YYYY-MM-DD") < minDay : undefined}
      onChange={(day) => onChange?.(day ? day.format("YYYY-MM-DD") : null)}
    />
  );
}
