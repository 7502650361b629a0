/** Industry statistics as charts (chart.js): revenue, profit and exports by year; category shares. */
import { useEffect, useRef } from 'react';
import type { StatisticsDoc } from '#features/content/contract/content.contract.ts';

interface Labels {
  revenue: string;
  profit: string;
  exportValue: string;
  enterprises: string;
  unit: string;
}

export default function IndustryCharts({ data, labels }: { data: StatisticsDoc; labels: Labels }) {
  const lines = useRef<HTMLCanvasElement>(null);
  const bars = useRef<HTMLCanvasElement>(null);
  const pie = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let charts: { destroy(): void }[] = [];
    void import('chart.js/auto').then(({ default: Chart }) => {
      const years = data.years.map((y) => String(y.year));
      const palette = [
        '#0b5394',
        '#e69138',
        '#6aa84f',
        '#c27ba0',
        '#45818e',
        '#cc4125',
        '#8e7cc3',
        '#999999',
      ];
      charts = [
        new Chart(lines.current!, {
          type: 'line',
          data: {
            labels: years,
            datasets: [
              {
                label: labels.revenue,
                data: data.years.map((y) => y.revenue),
                borderColor: palette[0],
                backgroundColor: palette[0],
              },
              {
                label: labels.profit,
                data: data.years.map((y) => y.profit),
                borderColor: palette[1],
                backgroundColor: palette[1],
              },
              {
                label: labels.exportValue,
                data: data.years.map((y) => y.exportValue),
                borderColor: palette[2],
                backgroundColor: palette[2],
              },
            ],
          },
          options: { responsive: true, plugins: { title: { display: true, text: labels.unit } } },
        }),
        new Chart(bars.current!, {
          type: 'bar',
          data: {
            labels: years,
            datasets: [
              {
                label: labels.enterprises,
                data: data.years.map((y) => y.enterprises),
                backgroundColor: palette[4],
              },
            ],
          },
          options: { responsive: true },
        }),
        new Chart(pie.current!, {
          type: 'doughnut',
          data: {
            labels: data.categories.map((c) => c.label),
            datasets: [{ data: data.categories.map((c) => c.share), backgroundColor: palette }],
          },
          options: { responsive: true, plugins: { legend: { position: 'right' } } },
        }),
      ];
    });
    return () => {
      for (const c of charts) c.destroy();
    };
  }, [data, labels]);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <figure className="rounded-lg bg-white p-4 shadow-sm lg:col-span-2">
        <canvas
          ref={lines}
          role="img"
          aria-label={`${labels.revenue}, ${labels.profit}, ${labels.exportValue}`}
        />
      </figure>
      <figure className="rounded-lg bg-white p-4 shadow-sm">
        <canvas ref={bars} role="img" aria-label={labels.enterprises} />
      </figure>
      <figure className="rounded-lg bg-white p-4 shadow-sm">
        <canvas
          ref={pie}
          role="img"
          aria-label={data.categories.map((c) => `${c.label} ${c.share}%`).join(', ')}
        />
      </figure>
    </div>
  );
}
