import { useTranslate } from "@refinedev/core";
import { theme } from "antd";
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Dashboard } from "../../../domain/dashboard.schema";
import { palette } from "../../layout/theme";
import { formatAxisDay } from "./formats";

const SERIES = [
  { key: "orders", color: palette.gold },
  { key: "orderRequests", color: palette.black },
  { key: "rentRequests", color: "#8c3b2e" },
  { key: "eventRequests", color: "#5b7083" },
] as const;

/**
 * Orders and requests per day over the last 30 days. Its own chunk with recharts, loaded only
 * when the dashboard shows it: the charting library never weighs on sign-in.
 */
export default function PerDayChart({ perDay }: { perDay: Dashboard["perDay"] }) {
  const t = useTranslate();
  const { token } = theme.useToken();
  // A seller's rent figures are null: those lines are left out, not drawn as zeros.
  const series = SERIES.filter(({ key }) => perDay.some((day) => day[key] !== null));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <LineChart data={perDay} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
        <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatAxisDay} fontSize={12} minTickGap={16} />
        <YAxis allowDecimals={false} fontSize={12} />
        {/* Each series' line keeps its colour; its words in the tooltip are plain text (the gold
            series' name in gold on white read at 2:1). */}
        <Tooltip
          labelFormatter={(date) => formatAxisDay(String(date))}
          itemStyle={{ color: token.colorText }}
        />
        <Legend />
        {series.map(({ key, color }) => (
          <Line
            key={key}
            type="monotone"
            dataKey={key}
            name={t(`dashboard.perDay.${key}`)}
            stroke={color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
