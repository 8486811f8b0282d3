/**
 * Seeded content for the footer lists (company, policy, statements), standalone pages, FAQ entries and notices,
 * plus the public system parameters quoted by that content.
 *
 * Every item is written in all ten interface languages (seed/<language>.ts), under the same slug. Bodies use a
 * restricted HTML subset and link only to in-app routes.
 */
import type { Language } from '@tp/contract';
import { ar } from './seed/ar.ts';
import { de } from './seed/de.ts';
import { en } from './seed/en.ts';
import { es } from './seed/es.ts';
import { fr } from './seed/fr.ts';
import { hk } from './seed/hk.ts';
import { it } from './seed/it.ts';
import { ja } from './seed/ja.ts';
import { ko } from './seed/ko.ts';
import { zh } from './seed/zh.ts';

export interface SeedItem {
  /** stable slug, the same in every language, lower-case letters, digits and hyphens */
  slug: string;
  /** 1 company, 2 policy, 3 statements (the three footer lists); 4 standalone pages; 5 FAQ entries; 6 notices */
  type: 1 | 2 | 3 | 4 | 5 | 6;
  sortOrder: number;
}

/** One item in one language. */
export interface SeedText {
  title: string;
  /** HTML body: only p, h2, h3, ul, ol, li, strong, em, a (href only), table/thead/tbody/tr/th/td, br. No scripts, no inline styles, no images, no external links. */
  body: string;
}

/** A language's texts, by slug. */
export type SeedTexts = Readonly<Record<string, SeedText>>;

export const seedItems: readonly SeedItem[] = [
  { slug: 'about-us', type: 1, sortOrder: 10 },
  { slug: 'online-support', type: 1, sortOrder: 20 },
  { slug: 'careers', type: 1, sortOrder: 30 },
  { slug: 'contact', type: 1, sortOrder: 40 },
  { slug: 'terms-of-service', type: 2, sortOrder: 10 },
  { slug: 'privacy-policy', type: 2, sortOrder: 20 },
  { slug: 'cookie-policy', type: 2, sortOrder: 30 },
  { slug: 'aml-kyc-policy', type: 2, sortOrder: 40 },
  { slug: 'risk-warning', type: 2, sortOrder: 50 },
  { slug: 'licence-and-supervision', type: 3, sortOrder: 10 },
  { slug: 'legal-information', type: 3, sortOrder: 20 },
  { slug: 'disclaimer', type: 3, sortOrder: 30 },
  { slug: 'advertising', type: 3, sortOrder: 40 },
  { slug: 'complaints', type: 3, sortOrder: 50 },
  { slug: 'introduction', type: 4, sortOrder: 10 },
  { slug: 'faq-register', type: 5, sortOrder: 10 },
  { slug: 'faq-demo-vs-real', type: 5, sortOrder: 20 },
  { slug: 'faq-deposit', type: 5, sortOrder: 30 },
  { slug: 'faq-withdrawal', type: 5, sortOrder: 40 },
  { slug: 'faq-leverage-margin', type: 5, sortOrder: 50 },
  { slug: 'faq-stop-loss-take-profit', type: 5, sortOrder: 60 },
  { slug: 'faq-options-settlement', type: 5, sortOrder: 70 },
  { slug: 'faq-kyc-loans', type: 5, sortOrder: 80 },
  { slug: 'faq-smart-trading', type: 5, sortOrder: 90 },
  { slug: 'faq-charity-nfts', type: 5, sortOrder: 100 },
  { slug: 'faq-invite-friends', type: 5, sortOrder: 110 },
  { slug: 'faq-password-reset', type: 5, sortOrder: 120 },
  { slug: 'faq-security-tips', type: 5, sortOrder: 130 },
  { slug: 'notice-demo-account-launch', type: 6, sortOrder: 10 },
  { slug: 'notice-staff-never-ask-passwords', type: 6, sortOrder: 20 },
  { slug: 'notice-scheduled-maintenance-2026-03', type: 6, sortOrder: 30 },
];

export const seedTexts: Readonly<Record<Language, SeedTexts>> = { ar, de, en, es, fr, hk, it, ja, ko, zh };

export interface SeedParam {
  key: string;
  value: string;
  isPublic: boolean;
}

export const seedParams: readonly SeedParam[] = [
  /** Withdrawal fee, in percent of the withdrawn amount. */
  { key: 'withdrawFeeRate', value: '0.5', isPublic: true },
  { key: 'statUsers', value: '1.2M', isPublic: true },
  { key: 'statVolume', value: '3.8B', isPublic: true },
  { key: 'statCoins', value: '350+', isPublic: true },
  { key: 'statFeeRate', value: '0.3%', isPublic: true },
  { key: 'minRechargeUSDT', value: '120', isPublic: true },
  { key: 'minRechargeBTC', value: '0.015', isPublic: true },
  { key: 'minRechargeETH', value: '0.2', isPublic: true },
  { key: 'supportHours', value: '24/7', isPublic: true },
  /** When the support chat is answered: ISO weekdays and a time range in UTC ("1-5 08:00-20:00"), or "24/7". */
  { key: 'chatWorkingHours', value: '1-5 08:00-20:00', isPublic: true },
  /** The platform's receiving addresses, one per coin and network; operators change them in the back office. */
  { key: 'depositAddressUSDT_TRC20', value: 'TMAuhUcP2wD8LMKXrf13a9gCeQt7fT2M6K', isPublic: false },
  { key: 'depositAddressUSDT_ERC20', value: '0x06aa3b64c4aa5fbb1ab6bb7acfb8516d38a36dc9', isPublic: false },
  { key: 'depositAddressBTC_BTC', value: '1MsyyP7SzDVLrQAgd6tm6daYW47YJL1CHq', isPublic: false },
  { key: 'depositAddressETH_ETH', value: '0xb478dcc0275630cf3b01e0f4d0e4ef907ed6ed41', isPublic: false },
  /** Least withdrawn at once, in USDT (the fee must leave something to send). */
  { key: 'minWithdrawalUSDT', value: '20', isPublic: true },
  /** Charity NFT auctions, copied onto each new lot: the least raise over the top bid (percent), the
   * anti-sniping window (a bid in its last minutes extends the end by as many), the platform's fee (percent of the sale; the charity gets the rest). */
  { key: 'nftMinIncrementPercent', value: '5', isPublic: true },
  { key: 'nftAntiSnipingMinutes', value: '5', isPublic: true },
  { key: 'nftPlatformFeePercent', value: '10', isPublic: true },
  /** The short risk warning shown next to order forms, one per interface language (hk Traditional, zh Simplified Chinese). */
  {
    key: 'riskWarning.en',
    value:
      'Trading with leverage magnifies both profits and losses; you can lose more than your margin on a position. A stop-loss price is a trigger, not a guaranteed fill: in a fast or gapping market the position closes at the first available price past it. Options pay a fixed rate if the price at expiry is on your side and lose the stake otherwise. Trade only with money you can afford to lose.',
    isPublic: true,
  },
  {
    key: 'riskWarning.ja',
    value:
      'レバレッジ取引は利益だけでなく損失も拡大させます。ポジションの証拠金を上回る損失が生じることがあります。ストップロス価格は決済の発動条件であり、その価格での約定を保証するものではありません。相場の急変時や窓開けが起きた場合、ポジションはその価格を越えた最初の約定可能な価格で決済されます。オプションは、満期時の価格が予想した方向にあれば固定の配当率で支払われ、そうでなければ投資額を失います。失っても生活に支障のない資金でのみお取引ください。',
    isPublic: true,
  },
  {
    key: 'riskWarning.ko',
    value:
      '레버리지 거래는 수익과 손실을 모두 확대합니다. 포지션의 증거금보다 더 많은 금액을 잃을 수 있습니다. 손절 가격은 청산을 시작하는 조건일 뿐 그 가격에서의 체결을 보장하지 않습니다. 시장이 급변하거나 가격 갭이 발생하면 포지션은 그 가격을 넘어선 첫 번째 체결 가능한 가격에 청산됩니다. 옵션은 만기 시 가격이 예상한 방향에 있으면 고정 비율로 지급되며, 그렇지 않으면 투자 금액을 잃게 됩니다. 잃어도 감당할 수 있는 자금으로만 거래하십시오.',
    isPublic: true,
  },
  {
    key: 'riskWarning.de',
    value:
      'Der Handel mit Hebel vergrößert Gewinne und Verluste gleichermaßen; Sie können mehr als die Margin einer Position verlieren. Ein Stop-Loss-Kurs ist ein Auslöser, keine garantierte Ausführung: In einem schnellen Markt oder bei einer Kurslücke wird die Position zum ersten verfügbaren Kurs jenseits dieser Marke geschlossen. Optionen zahlen einen festen Satz aus, wenn der Kurs bei Ablauf auf Ihrer Seite liegt; andernfalls verlieren Sie den Einsatz. Handeln Sie nur mit Geld, dessen Verlust Sie sich leisten können.',
    isPublic: true,
  },
  {
    key: 'riskWarning.fr',
    value:
      "Le trading avec effet de levier amplifie aussi bien les gains que les pertes\u00a0; vous pouvez perdre plus que la marge engagée sur une position. Un prix stop-loss est un seuil de déclenchement, pas une exécution garantie\u00a0: sur un marché rapide ou en cas de gap, la position est clôturée au premier prix disponible au-delà de ce seuil. Les options rapportent un taux fixe si le prix à l'échéance évolue en votre faveur\u00a0; dans le cas contraire, la mise est perdue. N'investissez que l'argent que vous pouvez vous permettre de perdre.",
    isPublic: true,
  },
  {
    key: 'riskWarning.it',
    value:
      "Il trading con leva amplifica sia i profitti sia le perdite; puoi perdere più del margine di una posizione. Il prezzo di stop loss è un livello di attivazione, non un'esecuzione garantita: in un mercato veloce o in presenza di gap, la posizione viene chiusa al primo prezzo disponibile oltre quel livello. Le opzioni pagano un rendimento fisso se alla scadenza il prezzo è dalla tua parte; altrimenti perdi l'importo investito. Fai trading solo con denaro che puoi permetterti di perdere.",
    isPublic: true,
  },
  {
    key: 'riskWarning.es',
    value:
      'Operar con apalancamiento amplifica tanto las ganancias como las pérdidas; puede perder más que el margen de una posición. Un precio de stop loss es un disparador, no una ejecución garantizada: en un mercado rápido o con saltos de precio, la posición se cierra al primer precio disponible más allá de ese nivel. Las opciones pagan una tasa fija si el precio al vencimiento está a su favor; de lo contrario, pierde el importe invertido. Opere solo con dinero que pueda permitirse perder.',
    isPublic: true,
  },
  {
    key: 'riskWarning.ar',
    value:
      'يضخّم التداول بالرافعة المالية الأرباح والخسائر على حدٍّ سواء، وقد تخسر أكثر من الهامش المخصص للمركز. سعر وقف الخسارة هو سعر تفعيل وليس سعر تنفيذ مضمونًا: ففي الأسواق سريعة الحركة أو عند حدوث فجوة سعرية، يُغلق المركز عند أول سعر متاح بعد تجاوزه. تدفع الخيارات عائدًا بنسبة ثابتة إذا كان السعر عند الانتهاء في صالحك، وإلا فإنك تخسر المبلغ المستثمر. لا تتداول إلا بأموال يمكنك تحمّل خسارتها.',
    isPublic: true,
  },
  {
    key: 'riskWarning.hk',
    value:
      '槓桿交易會同時放大盈利和虧損；您的損失可能超過倉位的保證金。止蝕價只是觸發條件，並不保證以該價格成交：在市況急速波動或出現跳空時，倉位將以越過該價位後的首個可成交價格平倉。若到期時的價格對您有利，期權按固定比率派付回報；否則您將損失投入的本金。請只以您能承受損失的資金進行交易。',
    isPublic: true,
  },
  {
    key: 'riskWarning.zh',
    value:
      '杠杆交易会同时放大盈利和亏损；您的损失可能超过持仓的保证金。止损价只是触发条件，并不保证按该价格成交：在行情快速变动或出现跳空时，持仓将以越过该价位后的第一个可成交价格平仓。若到期时的价格对您有利，期权按固定比例支付收益；否则您将损失投入的本金。请仅使用您能够承受损失的资金进行交易。',
    isPublic: true,
  },
];
