import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandlePeriod } from '@tp/contract';
import { CANDLE_PERIODS } from '@tp/contract/constants';
import { useCandleChart, type ChartMode } from './useCandleChart.ts';

const CHART_MODES = ['candles', 'line'] as const satisfies readonly ChartMode[];

/** The chart's period and whether it draws candles or a line, each as a row of tabs. */
function ChartTools({
  period,
  onPeriod,
  mode,
  onMode,
}: {
  period: CandlePeriod;
  onPeriod: (period: CandlePeriod) => void;
  mode: ChartMode;
  onMode: (mode: ChartMode) => void;
}) {
  const { t } = useTranslation('market');
  return (
    <div className="chart__tools">
      <div className="segmented" role="tablist" aria-label={t('period')}>
        {CANDLE_PERIODS.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={period === option}
            className={period === option ? 'is-active' : undefined}
            onClick={() => {
              onPeriod(option);
            }}
          >
            {option}
          </button>
        ))}
      </div>
      <div className="segmented" role="tablist" aria-label={t('chartMode')}>
        {CHART_MODES.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={mode === option}
            className={mode === option ? 'is-active' : undefined}
            onClick={() => {
              onMode(option);
            }}
          >
            {t(option)}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The instrument's chart (TradingView lightweight-charts): candles or a line, seven periods, and
 * the last candle moving with every tick from the chart channel.
 */
export default function PriceChart({ code, precision }: { code: string; precision: number }) {
  const { t } = useTranslation('market');
  const [period, setPeriod] = useState<CandlePeriod>('1m');
  const [mode, setMode] = useState<ChartMode>('candles');
  const chart = useCandleChart(code, precision, period, mode);
  return (
    <section className="chart" aria-label={t('chart')}>
      <ChartTools period={period} onPeriod={setPeriod} mode={mode} onMode={setMode} />
      <div className="chart__canvas" ref={chart.container} data-testid="chart" data-candles={chart.candleCount} />
    </section>
  );
}
