import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Candle, CandlePeriod } from '@tp/contract';
import { CANDLE_PERIODS, PERIOD_MS } from '@tp/contract/constants';
import { streamClient } from '../../../api/stream.ts';
import { trendColors, useColorConvention } from '../../../lib/colors.ts';
import { useCandles } from '../api/candles.ts';

type Mode = 'candles' | 'line';
const seconds = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;

/** Folds a live one-minute candle into the chart's period. */
function mergeLive(last: Candle | undefined, minute: Candle, periodMs: number): Candle {
  const time = Math.floor(minute.time / periodMs) * periodMs;
  if (!last || last.time !== time) return { ...minute, time };
  return { ...last, high: Math.max(last.high, minute.high), low: Math.min(last.low, minute.low), close: minute.close };
}

/**
 * The instrument's chart (TradingView lightweight-charts): candles or a line, seven periods, and
 * the last candle moving with every tick from the chart channel.
 */
export default function PriceChart({ code, precision }: { code: string; precision: number }) {
  const { t } = useTranslation('market');
  const convention = useColorConvention();
  const [period, setPeriod] = useState<CandlePeriod>('1m');
  const [mode, setMode] = useState<Mode>('candles');
  const candles = useCandles(code, period);
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | ISeriesApi<'Line'> | null>(null);
  const last = useRef<Candle | undefined>(undefined);

  useEffect(() => {
    if (!container.current) return;
    const instance = createChart(container.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: '#848e9c',
        attributionLogo: false,
      },
      grid: { vertLines: { color: '#1e2329' }, horzLines: { color: '#1e2329' } },
      timeScale: { timeVisible: true, secondsVisible: false, borderColor: '#2b3139' },
      rightPriceScale: { borderColor: '#2b3139' },
      localization: { priceFormatter: (price: number) => price.toFixed(precision) },
    });
    chart.current = instance;
    return () => {
      instance.remove();
      chart.current = null;
      series.current = null;
    };
  }, [precision]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !candles.data) return;
    if (series.current) instance.removeSeries(series.current);
    const { up, down } = trendColors(convention);
    const data = candles.data;
    last.current = data.at(-1);
    if (mode === 'candles') {
      const candleSeries = instance.addSeries(CandlestickSeries, {
        upColor: up,
        downColor: down,
        borderUpColor: up,
        borderDownColor: down,
        wickUpColor: up,
        wickDownColor: down,
      });
      candleSeries.setData(
        data.map((c) => ({ time: seconds(c.time), open: c.open, high: c.high, low: c.low, close: c.close })),
      );
      series.current = candleSeries;
    } else {
      const lineSeries = instance.addSeries(LineSeries, { color: '#f0b90b', lineWidth: 2 });
      lineSeries.setData(data.map((c) => ({ time: seconds(c.time), value: c.close })));
      series.current = lineSeries;
    }
    instance.timeScale().scrollToRealTime();
  }, [candles.data, mode, convention]);

  useEffect(
    () =>
      streamClient.subscribe(code, (update) => {
        const target = series.current;
        if (!target || !candles.data) return;
        const next = mergeLive(last.current, update.candle, PERIOD_MS[period]);
        if (last.current && next.time < last.current.time) return;
        last.current = next;
        if (mode === 'candles') {
          (target as ISeriesApi<'Candlestick'>).update({
            time: seconds(next.time),
            open: next.open,
            high: next.high,
            low: next.low,
            close: next.close,
          });
        } else {
          (target as ISeriesApi<'Line'>).update({ time: seconds(next.time), value: next.close });
        }
      }),
    [code, period, mode, candles.data],
  );

  return (
    <section className="chart" aria-label={t('chart')}>
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
                setPeriod(option);
              }}
            >
              {option}
            </button>
          ))}
        </div>
        <div className="segmented" role="tablist" aria-label={t('chartMode')}>
          {(['candles', 'line'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={mode === option}
              className={mode === option ? 'is-active' : undefined}
              onClick={() => {
                setMode(option);
              }}
            >
              {t(option)}
            </button>
          ))}
        </div>
      </div>
      <div className="chart__canvas" ref={container} data-testid="chart" data-candles={candles.data?.length ?? 0} />
    </section>
  );
}
