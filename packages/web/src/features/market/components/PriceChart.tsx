import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandlePeriod } from '@tp/contract';
import { CANDLE_PERIODS } from '@tp/contract/constants';
import { Choices } from '../../../ui/Choices.tsx';
import { useCandleChart, type ChartMode } from './useCandleChart.ts';

const CHART_MODES = ['candles', 'line'] as const satisfies readonly ChartMode[];

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
      {/* The chart's period and whether it draws candles or a line, each as a row of tabs. */}
      <div className="chart__tools">
        <Choices role="tablist" label={t('period')} options={CANDLE_PERIODS} value={period} onChange={setPeriod}>
          {(option) => option}
        </Choices>
        <Choices role="tablist" label={t('chartMode')} options={CHART_MODES} value={mode} onChange={setMode}>
          {(option) => t(option)}
        </Choices>
      </div>
      <div className="chart__canvas" ref={chart.container} data-testid="chart" data-candles={chart.candleCount} />
    </section>
  );
}
