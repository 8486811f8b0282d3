/**
 * The seeded instrument catalogue: 20 forex pairs and metals, 24 USDT-quoted crypto pairs, 20 US
 * stocks, 10 CME futures and 10 US ETFs.
 *
 * Every exact figure (price, size, fee, lots, volatility) is a decimal string; only `precision`
 * and the leverage choices are numbers. Reference prices are plausible late-2026 levels, chosen to
 * be consistent with each other (the crosses are the products of the majors, SPY tracks ES, GLD
 * tracks gold and so on); the simulator starts from them.
 */

export type TradingCalendar = 'always' | 'forex' | 'us-equity' | 'cme-globex';

export interface InstrumentSeed {
  /** Unique, upper-case, [A-Z0-9._-]{1,20}. */
  code: string;
  /** 1 forex, 2 crypto, 3 stocks, 4 futures, 5 ETF. */
  type: 1 | 2 | 3 | 4 | 5;
  /** Display name, e.g. 'Euro / US Dollar', 'Apple Inc.', 'Bitcoin'. */
  appName: string;
  /** Decimal string with exactly `precision` decimals. */
  referencePrice: string;
  /** Price decimals. */
  precision: number;
  /** Units per lot: currency units, ounces, coins, shares, or the futures multiplier. */
  contractSize: string;
  /** Leverage choices, ascending. */
  leverages: number[];
  /** Fee as a fraction of notional, under 0.003. */
  feeRate: string;
  minLots: string;
  lotStep: string;
  maxLots: string;
  /** Annualised volatility used by the price simulator. */
  annualVolatility: string;
  calendar: TradingCalendar;
  /** '/logos/<code-lower-case>.svg' */
  logo: string;
  /** Brand-like hex colour of the generated monogram logo. */
  logoColor: string;
}

const logoOf = (code: string): string => `/logos/${code.toLowerCase()}.svg`;

const FOREX_LEVERAGES = [1, 10, 20, 50, 100, 200];
const METAL_LEVERAGES = [1, 10, 20, 50, 100];
const CRYPTO_LEVERAGES = [1, 2, 5, 10, 20];
const EQUITY_LEVERAGES = [1, 2, 5, 10];
const FUTURES_LEVERAGES = [1, 5, 10, 20];

function forex(
  code: string,
  appName: string,
  referencePrice: string,
  annualVolatility: string,
  logoColor: string,
): InstrumentSeed {
  return {
    code,
    type: 1,
    appName,
    referencePrice,
    precision: code.endsWith('JPY') ? 3 : 5,
    contractSize: '100000',
    leverages: FOREX_LEVERAGES,
    feeRate: '0.0005',
    minLots: '0.01',
    lotStep: '0.01',
    maxLots: '100',
    annualVolatility,
    calendar: 'forex',
    logo: logoOf(code),
    logoColor,
  };
}

function metal(
  code: string,
  appName: string,
  referencePrice: string,
  precision: number,
  contractSize: string,
  annualVolatility: string,
  logoColor: string,
): InstrumentSeed {
  return {
    code,
    type: 1,
    appName,
    referencePrice,
    precision,
    contractSize,
    leverages: METAL_LEVERAGES,
    feeRate: '0.0005',
    minLots: '0.01',
    lotStep: '0.01',
    maxLots: '50',
    annualVolatility,
    calendar: 'forex',
    logo: logoOf(code),
    logoColor,
  };
}

/** Lots for a coin: [minimum (also the step), maximum]. */
type CoinLots = readonly [step: string, max: string];

function crypto(
  code: string,
  appName: string,
  referencePrice: string,
  precision: number,
  [step, max]: CoinLots,
  annualVolatility: string,
  logoColor: string,
): InstrumentSeed {
  return {
    code,
    type: 2,
    appName,
    referencePrice,
    precision,
    contractSize: '1',
    leverages: CRYPTO_LEVERAGES,
    feeRate: '0.001',
    minLots: step,
    lotStep: step,
    maxLots: max,
    annualVolatility,
    calendar: 'always',
    logo: logoOf(code),
    logoColor,
  };
}

function equity(
  type: 3 | 5,
  code: string,
  appName: string,
  referencePrice: string,
  annualVolatility: string,
  logoColor: string,
): InstrumentSeed {
  return {
    code,
    type,
    appName,
    referencePrice,
    precision: 2,
    contractSize: '1',
    leverages: EQUITY_LEVERAGES,
    feeRate: type === 3 ? '0.0008' : '0.0005',
    minLots: '1',
    lotStep: '1',
    maxLots: '10000',
    annualVolatility,
    calendar: 'us-equity',
    logo: logoOf(code),
    logoColor,
  };
}

const stock = (code: string, appName: string, price: string, vol: string, color: string): InstrumentSeed =>
  equity(3, code, appName, price, vol, color);
const etf = (code: string, appName: string, price: string, vol: string, color: string): InstrumentSeed =>
  equity(5, code, appName, price, vol, color);

/** A futures contract: `precision` follows the contract's tick, `contractSize` is the multiplier. */
function future(
  code: string,
  appName: string,
  referencePrice: string,
  precision: number,
  contractSize: string,
  annualVolatility: string,
  logoColor: string,
): InstrumentSeed {
  return {
    code,
    type: 4,
    appName,
    referencePrice,
    precision,
    contractSize,
    leverages: FUTURES_LEVERAGES,
    feeRate: '0.0003',
    minLots: '1',
    lotStep: '1',
    maxLots: '100',
    annualVolatility,
    calendar: 'cme-globex',
    logo: logoOf(code),
    logoColor,
  };
}

export const instrumentSeeds: readonly InstrumentSeed[] = [
  // Forex: majors, crosses (consistent with the majors) and the two metals quoted in US dollars.
  forex('EURUSD', 'Euro / US Dollar', '1.16450', '0.08', '#1F4E9C'),
  forex('GBPUSD', 'British Pound / US Dollar', '1.34120', '0.08', '#B3202A'),
  forex('USDJPY', 'US Dollar / Japanese Yen', '151.842', '0.09', '#BC002D'),
  forex('AUDUSD', 'Australian Dollar / US Dollar', '0.66310', '0.09', '#00843D'),
  forex('USDCAD', 'US Dollar / Canadian Dollar', '1.38950', '0.07', '#D52B1E'),
  forex('USDCHF', 'US Dollar / Swiss Franc', '0.79840', '0.08', '#DA291C'),
  forex('NZDUSD', 'New Zealand Dollar / US Dollar', '0.58920', '0.09', '#00247D'),
  forex('EURGBP', 'Euro / British Pound', '0.86825', '0.06', '#2B3A8C'),
  forex('EURJPY', 'Euro / Japanese Yen', '176.820', '0.09', '#3A3F9E'),
  forex('GBPJPY', 'British Pound / Japanese Yen', '203.650', '0.10', '#8E1B3A'),
  forex('EURCHF', 'Euro / Swiss Franc', '0.92974', '0.06', '#5B2A86'),
  forex('AUDJPY', 'Australian Dollar / Japanese Yen', '100.686', '0.11', '#0B6E4F'),
  forex('EURAUD', 'Euro / Australian Dollar', '1.75615', '0.09', '#17607D'),
  forex('GBPCHF', 'British Pound / Swiss Franc', '1.07081', '0.08', '#A4343A'),
  forex('CADJPY', 'Canadian Dollar / Japanese Yen', '109.278', '0.10', '#C8102E'),
  forex('EURCAD', 'Euro / Canadian Dollar', '1.61807', '0.07', '#4A4E9C'),
  forex('AUDNZD', 'Australian Dollar / New Zealand Dollar', '1.12542', '0.06', '#00695C'),
  forex('GBPAUD', 'British Pound / Australian Dollar', '2.02262', '0.09', '#6D2E46'),
  metal('XAUUSD', 'Gold / US Dollar', '4125.40', 2, '100', '0.15', '#B8860B'),
  metal('XAGUSD', 'Silver / US Dollar', '49.620', 3, '5000', '0.28', '#6E7B8B'),

  // Crypto, quoted in USDT; lots are sized so that one step is a few dollars to a few hundred.
  crypto('BTCUSDT', 'Bitcoin', '104250.50', 2, ['0.001', '50'], '0.55', '#F7931A'),
  crypto('ETHUSDT', 'Ethereum', '3850.25', 2, ['0.01', '1000'], '0.70', '#627EEA'),
  crypto('SOLUSDT', 'Solana', '185.42', 2, ['0.1', '20000'], '0.80', '#7B3FE4'),
  crypto('BNBUSDT', 'BNB', '1045.30', 2, ['0.01', '3000'], '0.60', '#C99400'),
  crypto('XRPUSDT', 'XRP', '2.4512', 4, ['1', '1000000'], '0.85', '#23292F'),
  crypto('DOGEUSDT', 'Dogecoin', '0.18745', 5, ['10', '10000000'], '0.90', '#BA9F33'),
  crypto('ADAUSDT', 'Cardano', '0.6821', 4, ['1', '2000000'], '0.85', '#0033AD'),
  crypto('TRXUSDT', 'TRON', '0.29815', 5, ['10', '5000000'], '0.70', '#EB0029'),
  crypto('AVAXUSDT', 'Avalanche', '24.385', 3, ['0.1', '50000'], '0.90', '#E84142'),
  crypto('LINKUSDT', 'Chainlink', '18.452', 3, ['0.1', '50000'], '0.85', '#2A5ADA'),
  crypto('DOTUSDT', 'Polkadot', '3.412', 3, ['1', '300000'], '0.90', '#E6007A'),
  crypto('TONUSDT', 'Toncoin', '2.634', 3, ['1', '300000'], '0.85', '#0088CC'),
  crypto('LTCUSDT', 'Litecoin', '98.52', 2, ['0.1', '10000'], '0.75', '#345D9D'),
  crypto('BCHUSDT', 'Bitcoin Cash', '512.40', 2, ['0.01', '2000'], '0.75', '#0AC18E'),
  crypto('UNIUSDT', 'Uniswap', '7.842', 3, ['1', '100000'], '0.90', '#FF007A'),
  crypto('NEARUSDT', 'NEAR Protocol', '2.745', 3, ['1', '300000'], '0.90', '#00A18C'),
  crypto('APTUSDT', 'Aptos', '4.512', 3, ['1', '200000'], '0.90', '#1D1F22'),
  crypto('ATOMUSDT', 'Cosmos', '4.125', 3, ['1', '200000'], '0.85', '#2E3148'),
  crypto('ARBUSDT', 'Arbitrum', '0.3815', 4, ['10', '2000000'], '0.90', '#28A0F0'),
  crypto('OPUSDT', 'Optimism', '0.5124', 4, ['10', '2000000'], '0.90', '#FF0420'),
  crypto('SUIUSDT', 'Sui', '2.8453', 4, ['1', '300000'], '0.90', '#4DA2FF'),
  crypto('XLMUSDT', 'Stellar', '0.31245', 5, ['10', '3000000'], '0.80', '#14B6E7'),
  crypto('FILUSDT', 'Filecoin', '2.184', 3, ['1', '400000'], '0.90', '#0090FF'),
  crypto('HBARUSDT', 'Hedera', '0.18452', 5, ['10', '5000000'], '0.90', '#222222'),

  // US stocks.
  stock('AAPL', 'Apple Inc.', '268.45', '0.25', '#555555'),
  stock('MSFT', 'Microsoft Corporation', '512.30', '0.25', '#00A4EF'),
  stock('NVDA', 'NVIDIA Corporation', '192.85', '0.50', '#76B900'),
  stock('AMZN', 'Amazon.com, Inc.', '238.60', '0.32', '#FF9900'),
  stock('GOOGL', 'Alphabet Inc. (Class A)', '285.40', '0.30', '#4285F4'),
  stock('META', 'Meta Platforms, Inc.', '705.20', '0.38', '#0866FF'),
  stock('TSLA', 'Tesla, Inc.', '438.75', '0.60', '#CC0000'),
  stock('AVGO', 'Broadcom Inc.', '352.10', '0.45', '#CC092F'),
  stock('BRK.B', 'Berkshire Hathaway Inc. (Class B)', '498.25', '0.18', '#0A3161'),
  stock('JPM', 'JPMorgan Chase & Co.', '312.40', '0.25', '#7B5A3C'),
  stock('V', 'Visa Inc.', '348.60', '0.22', '#1A1F71'),
  stock('MA', 'Mastercard Incorporated', '575.20', '0.24', '#EB001B'),
  stock('UNH', 'UnitedHealth Group Incorporated', '342.80', '0.35', '#002677'),
  stock('XOM', 'Exxon Mobil Corporation', '118.45', '0.25', '#ED1B2F'),
  stock('JNJ', 'Johnson & Johnson', '192.30', '0.18', '#D51900'),
  stock('WMT', 'Walmart Inc.', '104.85', '0.20', '#0071CE'),
  stock('NFLX', 'Netflix, Inc.', '112.40', '0.40', '#E50914'),
  stock('AMD', 'Advanced Micro Devices, Inc.', '245.60', '0.55', '#ED1C24'),
  stock('COST', 'Costco Wholesale Corporation', '935.40', '0.22', '#005DAA'),
  stock('ORCL', 'Oracle Corporation', '258.40', '0.45', '#C74634'),

  // CME futures (front month); precision follows the tick, contractSize is the multiplier.
  future('ES', 'E-mini S&P 500', '6850.25', 2, '50', '0.16', '#1F3A93'),
  future('NQ', 'E-mini Nasdaq-100', '25420.50', 2, '20', '0.22', '#0096D6'),
  future('YM', 'E-mini Dow ($5)', '47850', 0, '5', '0.15', '#003B70'),
  future('CL', 'Crude Oil WTI', '62.45', 2, '1000', '0.35', '#2F2F2F'),
  future('GC', 'Gold', '4135.6', 1, '100', '0.16', '#B8860B'),
  future('SI', 'Silver', '49.850', 3, '5000', '0.30', '#708090'),
  future('NG', 'Henry Hub Natural Gas', '3.845', 3, '10000', '0.60', '#1565C0'),
  future('ZB', 'U.S. Treasury Bond', '116.09375', 5, '1000', '0.12', '#2E5E4E'),
  future('6E', 'Euro FX', '1.16650', 5, '125000', '0.08', '#003399'),
  future('HG', 'Copper', '5.1235', 4, '25000', '0.25', '#B87333'),

  // US ETFs.
  etf('SPY', 'SPDR S&P 500 ETF Trust', '682.40', '0.16', '#C8102E'),
  etf('QQQ', 'Invesco QQQ Trust', '618.75', '0.22', '#1E3F66'),
  etf('IWM', 'iShares Russell 2000 ETF', '248.30', '0.24', '#000000'),
  etf('DIA', 'SPDR Dow Jones Industrial Average ETF Trust', '478.60', '0.15', '#0E4C92'),
  etf('GLD', 'SPDR Gold Shares', '378.90', '0.15', '#A67C00'),
  etf('TLT', 'iShares 20+ Year Treasury Bond ETF', '89.45', '0.15', '#3D3D3D'),
  etf('VTI', 'Vanguard Total Stock Market ETF', '335.20', '0.16', '#96151D'),
  etf('EEM', 'iShares MSCI Emerging Markets ETF', '54.80', '0.20', '#2A6EBB'),
  etf('XLF', 'Financial Select Sector SPDR Fund', '53.45', '0.20', '#00467F'),
  etf('ARKK', 'ARK Innovation ETF', '78.60', '0.50', '#111111'),
];
