import dayjs from "dayjs";

/** A day as `DD MMM, YYYY` in the browser's time zone (docs/formats.md). */
export const formatDay = (iso: string): string => dayjs(iso).format("DD MMM, YYYY");

/** A chart's axis: `DD MMM`, short enough for thirty days side by side. */
export const formatAxisDay = (date: string): string => dayjs(date).format("DD MMM");
