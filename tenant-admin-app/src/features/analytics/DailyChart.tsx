import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { shortDay } from './analyticsFormat';

// Chart.js, registered piece by piece so only what these charts use is bundled. This module is loaded
// with React.lazy after the figures are shown: the tables and the CSV files do not wait for it.
ChartJS.register(BarController, LineController, BarElement, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface Series {
  label: string;
  values: number[];
  kind: 'bar' | 'line';
  color: string;
  /** Bars of one stack are piled up (satisfaction: 満足 + 普通 + 不満). */
  stack?: string;
}

interface Props {
  /** Said to screen readers; the table beside the chart carries the figures themselves. */
  label: string;
  days: readonly string[];
  series: readonly Series[];
}

/** Figures per day as bars and lines. */
export default function DailyChart({ label, days, series }: Props) {
  const stacked = series.some((item) => item.stack);
  return (
    <div style={{ position: 'relative', height: 240, width: '100%' }}>
      <Chart
        type="bar"
        role="img"
        aria-label={label}
        data={{
          labels: days.map(shortDay),
          datasets: series.map((item) => ({
            type: item.kind,
            label: item.label,
            data: item.values,
            backgroundColor: item.color,
            borderColor: item.color,
            stack: item.stack,
            tension: 0.25,
            pointRadius: days.length > 31 ? 0 : 3,
          })),
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          plugins: { legend: { position: 'bottom' } },
          scales: {
            x: { stacked, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
            y: { stacked, beginAtZero: true, ticks: { precision: 0 } },
          },
        }}
      />
    </div>
  );
}
