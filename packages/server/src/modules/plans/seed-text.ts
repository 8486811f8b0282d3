import type { LocalizedText } from '../../db/schema.ts';

/** The seeded products' names and disclosures, in the ten languages of the interface. */

export const FLEXIBLE_NAMES: LocalizedText = {
  en: 'USDT Fixed Yield',
  ja: 'USDT 固定利回り',
  ko: 'USDT 고정 수익',
  de: 'USDT Festzins',
  fr: 'USDT Rendement fixe',
  it: 'USDT Rendimento fisso',
  es: 'USDT Rendimiento fijo',
  ar: 'USDT عائد ثابت',
  hk: 'USDT 固定收益',
  zh: 'USDT 固定收益',
};

export const GROWTH_NAMES: LocalizedText = {
  en: 'USDT Long Term',
  ja: 'USDT 長期プラン',
  ko: 'USDT 장기 플랜',
  de: 'USDT Langfristig',
  fr: 'USDT Long terme',
  it: 'USDT Lungo termine',
  es: 'USDT Largo plazo',
  ar: 'USDT طويل الأجل',
  hk: 'USDT 長期計劃',
  zh: 'USDT 长期计划',
};

/** A product whose early exit keeps the earnings already paid. */
export const KEEPS_EARNINGS_DISCLOSURE: LocalizedText = {
  en: 'The daily rate is set by the platform for the whole term and paid by the platform from its own account every 24 hours after you subscribe. It is not the result of trading, and it is a promise of the platform, not a guarantee by any third party: if the platform fails, your principal and earnings are at risk. Your principal returns at the end of the term. Leaving early returns the principal less the early-exit penalty shown; earnings already paid are yours to keep.',
  ja: '日利はプラットフォームが期間全体について固定し、申込から24時間ごとにプラットフォーム自身の口座から支払われます。取引の成果ではなく、プラットフォームの約束であり第三者による保証ではありません。プラットフォームが破綻した場合、元本と収益は失われる可能性があります。元本は期間終了時に返還されます。途中解約では表示された違約金を差し引いた元本が返還され、支払済みの収益はそのまま受け取れます。',
  ko: '일일 수익률은 플랫폼이 전체 기간 동안 고정하며, 가입 후 24시간마다 플랫폼 자체 계정에서 지급됩니다. 거래의 결과가 아니며 제3자의 보증이 아닌 플랫폼의 약속입니다. 플랫폼이 파산하면 원금과 수익이 위험해질 수 있습니다. 원금은 기간 종료 시 반환됩니다. 중도 해지 시 표시된 위약금을 뺀 원금이 반환되며, 이미 지급된 수익은 그대로 유지됩니다.',
  de: 'Der Tagessatz wird von der Plattform für die gesamte Laufzeit festgelegt und alle 24 Stunden nach der Zeichnung von der Plattform aus eigenen Mitteln gezahlt. Er ist kein Handelsergebnis und ein Versprechen der Plattform, keine Garantie Dritter: Fällt die Plattform aus, sind Kapital und Erträge gefährdet. Das Kapital wird am Ende der Laufzeit zurückgezahlt. Ein vorzeitiger Ausstieg zahlt das Kapital abzüglich der angezeigten Vertragsstrafe zurück; bereits gezahlte Erträge behalten Sie.',
  fr: "Le taux journalier est fixé par la plateforme pour toute la durée et payé par la plateforme sur son propre compte toutes les 24 heures après la souscription. Il ne résulte d'aucune activité de trading et constitue un engagement de la plateforme, non une garantie d'un tiers : si la plateforme fait défaut, votre capital et vos gains sont en risque. Le capital est restitué à la fin de la durée. Une sortie anticipée restitue le capital moins la pénalité affichée ; les gains déjà versés vous restent acquis.",
  it: "Il tasso giornaliero è fissato dalla piattaforma per l'intera durata e pagato dalla piattaforma dal proprio conto ogni 24 ore dalla sottoscrizione. Non deriva da attività di trading ed è un impegno della piattaforma, non una garanzia di terzi: se la piattaforma fallisce, capitale e rendimenti sono a rischio. Il capitale viene restituito alla scadenza. L'uscita anticipata restituisce il capitale meno la penale indicata; i rendimenti già pagati restano tuoi.",
  es: 'La tasa diaria la fija la plataforma para todo el plazo y la paga la plataforma desde su propia cuenta cada 24 horas desde la suscripción. No es resultado de operaciones de trading y es una promesa de la plataforma, no una garantía de terceros: si la plataforma quiebra, su capital y sus ganancias están en riesgo. El capital se devuelve al final del plazo. Salir antes devuelve el capital menos la penalización indicada; las ganancias ya pagadas son suyas.',
  ar: 'تحدد المنصة السعر اليومي طوال المدة وتدفعه من حسابها الخاص كل 24 ساعة بعد الاشتراك. وهو ليس نتيجة تداول، بل وعد من المنصة وليس ضمانًا من أي طرف ثالث: إذا تعثرت المنصة فإن رأس مالك وأرباحك معرضة للخطر. يُعاد رأس المال في نهاية المدة. الخروج المبكر يعيد رأس المال مخصومًا منه غرامة الخروج المعروضة، وتبقى الأرباح المدفوعة لك.',
  hk: '日利率由平台在整個期限內固定，並於認購後每24小時由平台自有帳戶支付。它並非交易所得，是平台的承諾而非任何第三方的擔保：如平台倒閉，您的本金及收益將面臨風險。本金於期限結束時退還。提前退出將退還扣除所示違約金後的本金；已支付的收益歸您所有。',
  zh: '日利率由平台在整个期限内固定，并于认购后每24小时由平台自有账户支付。它并非交易所得，是平台的承诺而非任何第三方的担保：如平台倒闭，您的本金和收益将面临风险。本金于期限结束时退还。提前退出将退还扣除所示违约金后的本金；已支付的收益归您所有。',
};

/** A product whose early exit also takes back the earnings already paid. */
export const FORFEITS_EARNINGS_DISCLOSURE: LocalizedText = {
  en: 'The daily rate is set by the platform for the whole term and paid by the platform from its own account every 24 hours after you subscribe. It is not the result of trading, and it is a promise of the platform, not a guarantee by any third party: if the platform fails, your principal and earnings are at risk. Your principal returns at the end of the term. Leaving early returns the principal less the early-exit penalty shown and less every earning already paid to you.',
  ja: '日利はプラットフォームが期間全体について固定し、申込から24時間ごとにプラットフォーム自身の口座から支払われます。取引の成果ではなく、プラットフォームの約束であり第三者による保証ではありません。プラットフォームが破綻した場合、元本と収益は失われる可能性があります。元本は期間終了時に返還されます。途中解約では、表示された違約金と支払済みの収益すべてを差し引いた元本が返還されます。',
  ko: '일일 수익률은 플랫폼이 전체 기간 동안 고정하며, 가입 후 24시간마다 플랫폼 자체 계정에서 지급됩니다. 거래의 결과가 아니며 제3자의 보증이 아닌 플랫폼의 약속입니다. 플랫폼이 파산하면 원금과 수익이 위험해질 수 있습니다. 원금은 기간 종료 시 반환됩니다. 중도 해지 시 표시된 위약금과 이미 지급된 모든 수익을 뺀 원금이 반환됩니다.',
  de: 'Der Tagessatz wird von der Plattform für die gesamte Laufzeit festgelegt und alle 24 Stunden nach der Zeichnung von der Plattform aus eigenen Mitteln gezahlt. Er ist kein Handelsergebnis und ein Versprechen der Plattform, keine Garantie Dritter: Fällt die Plattform aus, sind Kapital und Erträge gefährdet. Das Kapital wird am Ende der Laufzeit zurückgezahlt. Ein vorzeitiger Ausstieg zahlt das Kapital abzüglich der angezeigten Vertragsstrafe und abzüglich aller bereits gezahlten Erträge zurück.',
  fr: "Le taux journalier est fixé par la plateforme pour toute la durée et payé par la plateforme sur son propre compte toutes les 24 heures après la souscription. Il ne résulte d'aucune activité de trading et constitue un engagement de la plateforme, non une garantie d'un tiers : si la plateforme fait défaut, votre capital et vos gains sont en risque. Le capital est restitué à la fin de la durée. Une sortie anticipée restitue le capital moins la pénalité affichée et moins tous les gains déjà versés.",
  it: "Il tasso giornaliero è fissato dalla piattaforma per l'intera durata e pagato dalla piattaforma dal proprio conto ogni 24 ore dalla sottoscrizione. Non deriva da attività di trading ed è un impegno della piattaforma, non una garanzia di terzi: se la piattaforma fallisce, capitale e rendimenti sono a rischio. Il capitale viene restituito alla scadenza. L'uscita anticipata restituisce il capitale meno la penale indicata e meno tutti i rendimenti già pagati.",
  es: 'La tasa diaria la fija la plataforma para todo el plazo y la paga la plataforma desde su propia cuenta cada 24 horas desde la suscripción. No es resultado de operaciones de trading y es una promesa de la plataforma, no una garantía de terceros: si la plataforma quiebra, su capital y sus ganancias están en riesgo. El capital se devuelve al final del plazo. Salir antes devuelve el capital menos la penalización indicada y menos todas las ganancias ya pagadas.',
  ar: 'تحدد المنصة السعر اليومي طوال المدة وتدفعه من حسابها الخاص كل 24 ساعة بعد الاشتراك. وهو ليس نتيجة تداول، بل وعد من المنصة وليس ضمانًا من أي طرف ثالث: إذا تعثرت المنصة فإن رأس مالك وأرباحك معرضة للخطر. يُعاد رأس المال في نهاية المدة. الخروج المبكر يعيد رأس المال مخصومًا منه غرامة الخروج المعروضة وكل الأرباح المدفوعة لك.',
  hk: '日利率由平台在整個期限內固定，並於認購後每24小時由平台自有帳戶支付。它並非交易所得，是平台的承諾而非任何第三方的擔保：如平台倒閉，您的本金及收益將面臨風險。本金於期限結束時退還。提前退出將退還扣除所示違約金及所有已支付收益後的本金。',
  zh: '日利率由平台在整个期限内固定，并于认购后每24小时由平台自有账户支付。它并非交易所得，是平台的承诺而非任何第三方的担保：如平台倒闭，您的本金和收益将面临风险。本金于期限结束时退还。提前退出将退还扣除所示违约金及所有已支付收益后的本金。',
};
