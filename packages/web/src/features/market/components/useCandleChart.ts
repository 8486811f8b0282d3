import { useEffect, useRef } from 'react';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  LineSeries,
  type ChartOptions,
  type DeepPartial,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useTranslation } from 'react-i18next';
import type { Candle, CandlePeriod } from '@tp/contract';
import { PERIOD_MS } from '@tp/contract/constants';
import { streamClient } from '../../../api/stream.ts';
import { trendColors, useColorConvention, type ColorConvention } from '../../../lib/colors.ts';
import { formatPrice } from '../../../lib/numbers.ts';
import { useCandles } from '../api/candles.ts';

export type ChartMode = 'candles' | 'line';
type Series = ISeriesApi<'Candlestick'> | ISeriesApi<'Line'>;

const seconds = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;

/** Folds a live one-minute candle into the chart's period. */
function mergeLive(last: Candle | undefined, minute: Candle, periodMs: number): Candle {
  const time = Math.floor(minute.time / periodMs) * periodMs;
  if (!last || last.time !== time) return { ...minute, time };
  return { ...last, high: Math.max(last.high, minute.high), low: Math.min(last.low, minute.low), close: minute.close };
}

/**
 * The chart's options: prices on the axis with exactly the instrument's `precision` decimals and
 * grouped in the interface language ("103,500.00", "103.500,00"); the axis shows its top and
 * bottom labels only when they fit whole, so none is cut at the edge on a phone.
 */
function chartOptions(precision: number): DeepPartial<ChartOptions> {
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: '#848e9c',
      attributionLogo: false,
    },
    grid: { vertLines: { color: '#1e2329' }, horzLines: { color: '#1e2329' } },
    timeScale: { timeVisible: true, secondsVisible: false, borderColor: '#2b3139' },
    rightPriceScale: { borderColor: '#2b3139', entireTextOnly: true },
    localization: { priceFormatter: (price: number) => formatPrice(price, precision) },
  };
}

/** Adds `data` to the chart as candles, coloured by the rise/fall `convention`, or as a line of closes. */
function addSeries(chart: IChartApi, data: Candle[], mode: ChartMode, convention: ColorConvention): Series {
  if (mode === 'line') {
    const lineSeries = chart.addSeries(LineSeries, { color: '#f0b90b', lineWidth: 2 });
    lineSeries.setData(data.map((c) => ({ time: seconds(c.time), value: c.close })));
    return lineSeries;
  }
  const { up, down } = trendColors(convention);
  const candleSeries = chart.addSeries(CandlestickSeries, {
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
  return candleSeries;
}

/** Moves the series' last candle (or point) to `candle`, or adds it when it starts a new one. */
function updateSeries(series: Series, candle: Candle, mode: ChartMode) {
  if (mode === 'candles') {
    (series as ISeriesApi<'Candlestick'>).update({
      time: seconds(candle.time),
      open: candle.open,
      high: candle.high,
      low: candle.low,
      close: candle.close,
    });
  } else {
    (series as ISeriesApi<'Line'>).update({ time: seconds(candle.time), value: candle.close });
  }
}

/**
 * The instrument's chart (TradingView lightweight-charts) in the element `container` is attached
 * to: the period's candles as candles or a line, and the last candle moving with every tick from
 * the chart channel.
 */
export function useCandleChart(code: string, precision: number, period: CandlePeriod, mode: ChartMode) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const convention = useColorConvention();
  const candles = useCandles(code, period);
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<Series | null>(null);
  const last = useRef<Candle | undefined>(undefined);

  useEffect(() => {
    if (!container.current) return;
    const instance = createChart(container.current, chartOptions(precision));
    chart.current = instance;
    return () => {
      instance.remove();
      chart.current = null;
      series.current = null;
    };
  }, [precision]);

  // A language switch redraws the axis in the new language's separators.
  useEffect(() => {
    chart.current?.applyOptions({ localization: chartOptions(precision).localization });
  }, [language, precision]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !candles.data) return;
    if (series.current) instance.removeSeries(series.current);
    last.current = candles.data.at(-1);
    series.current = addSeries(instance, candles.data, mode, convention);
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
        updateSeries(target, next, mode);
      }),
    [code, period, mode, candles.data],
  );

  return { container, candleCount: candles.data?.length ?? 0 };
}
