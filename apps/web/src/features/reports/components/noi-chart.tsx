import type { NoiMonth } from '@rentwise/core/reports/schemas';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * The 12-month NOI chart (issue 19 item 4): income and operating expenses as bars, NOI as a line.
 * Colours are the theme's CSS variables, so dark mode has its own; the figures are also in the
 * "Show as table" view beside it. No animation: the figures are there at once (and for reduced motion). Its own chunk: the dashboard loads it lazily (recharts is large).
 */
export default function NoiChart({
  months,
  labels,
  money,
  monthLabel,
}: {
  months: NoiMonth[];
  labels: { income: string; operatingExpenses: string; noi: string };
  money(cents: number): string;
  monthLabel(month: string): string;
}) {
  const data = months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const axis = { fill: 'var(--muted-foreground)', fontSize: 12 };
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={axis} tickLine={false} axisLine={{ stroke: 'var(--border)' }} />
        <YAxis
          tick={axis}
          tickLine={false}
          axisLine={false}
          width={84}
          tickFormatter={(value: number) => money(value)}
        />
        <Tooltip
          formatter={(value) => money(Number(value))}
          contentStyle={{
            background: 'var(--popover)',
            color: 'var(--popover-foreground)',
            border: '1px solid var(--border)',
            borderRadius: 8,
          }}
          cursor={{ fill: 'var(--muted)', opacity: 0.4 }}
        />
        <Legend wrapperStyle={{ color: 'var(--foreground)', fontSize: 12 }} />
        <Bar
          dataKey="income"
          name={labels.income}
          fill="var(--primary)"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
        <Bar
          dataKey="operatingExpenses"
          name={labels.operatingExpenses}
          fill="var(--warning)"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
        <Line
          dataKey="noi"
          name={labels.noi}
          type="monotone"
          stroke="var(--success)"
          strokeWidth={2.5}
          dot={{ r: 3, fill: 'var(--success)' }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
