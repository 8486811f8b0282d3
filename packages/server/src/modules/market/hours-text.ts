import type { Language } from '@tp/contract';
import type { TradingCalendar } from './instruments.ts';

/**
 * Each calendar's trading hours in words, in every interface language. The times are New York
 * wall-clock times (see hours.ts), written the same way in every language.
 */
const hoursText: Record<Language, Record<TradingCalendar, string>> = {
  en: {
    always: '24/7',
    forex: 'Sun 17:00 – Fri 17:00 ET, closed Dec 25 and Jan 1',
    'us-equity': 'Mon–Fri 09:30–16:00 ET, closed on NYSE holidays',
    'cme-globex': 'Sun 18:00 – Fri 17:00 ET, daily break 17:00–18:00 ET, closed on NYSE holidays',
  },
  ja: {
    always: '24時間365日',
    forex: '日曜 17:00～金曜 17:00（ニューヨーク時間）、12月25日と1月1日は休場',
    'us-equity': '月～金 09:30～16:00（ニューヨーク時間）、NYSEの休場日は休場',
    'cme-globex': '日曜 18:00～金曜 17:00（ニューヨーク時間）、毎日 17:00～18:00 は取引休止、NYSEの休場日は休場',
  },
  ko: {
    always: '연중무휴 24시간',
    forex: '일요일 17:00 ~ 금요일 17:00(뉴욕 시간), 12월 25일과 1월 1일 휴장',
    'us-equity': '월~금 09:30~16:00(뉴욕 시간), NYSE 휴장일 휴장',
    'cme-globex': '일요일 18:00 ~ 금요일 17:00(뉴욕 시간), 매일 17:00~18:00 거래 중단, NYSE 휴장일 휴장',
  },
  de: {
    always: 'Rund um die Uhr, 7 Tage die Woche',
    forex: 'So 17:00 – Fr 17:00 (New Yorker Zeit), geschlossen am 25. Dezember und 1. Januar',
    'us-equity': 'Mo–Fr 09:30–16:00 (New Yorker Zeit), an NYSE-Feiertagen geschlossen',
    'cme-globex': 'So 18:00 – Fr 17:00 (New Yorker Zeit), tägliche Pause 17:00–18:00, an NYSE-Feiertagen geschlossen',
  },
  fr: {
    always: '24 h/24, 7 j/7',
    forex: 'Du dim. 17:00 au ven. 17:00 (heure de New York), fermé le 25 décembre et le 1er janvier',
    'us-equity': 'Du lun. au ven., 09:30–16:00 (heure de New York), fermé les jours fériés du NYSE',
    'cme-globex':
      'Du dim. 18:00 au ven. 17:00 (heure de New York), pause quotidienne de 17:00 à 18:00, fermé les jours fériés du NYSE',
  },
  it: {
    always: '24 ore su 24, 7 giorni su 7',
    forex: 'Dom 17:00 – ven 17:00 (ora di New York), chiuso il 25 dicembre e il 1° gennaio',
    'us-equity': 'Lun–ven 09:30–16:00 (ora di New York), chiuso nei giorni festivi della NYSE',
    'cme-globex':
      'Dom 18:00 – ven 17:00 (ora di New York), pausa giornaliera 17:00–18:00, chiuso nei giorni festivi della NYSE',
  },
  es: {
    always: 'Las 24 horas, los 7 días de la semana',
    forex: 'Dom 17:00 – vie 17:00 (hora de Nueva York), cerrado el 25 de diciembre y el 1 de enero',
    'us-equity': 'Lun–vie 09:30–16:00 (hora de Nueva York), cerrado los festivos de la NYSE',
    'cme-globex':
      'Dom 18:00 – vie 17:00 (hora de Nueva York), pausa diaria de 17:00 a 18:00, cerrado los festivos de la NYSE',
  },
  ar: {
    always: 'على مدار الساعة طوال أيام الأسبوع',
    forex: 'من الأحد 17:00 إلى الجمعة 17:00 بتوقيت نيويورك، ويُغلق في 25 ديسمبر و1 يناير',
    'us-equity': 'من الاثنين إلى الجمعة 09:30–16:00 بتوقيت نيويورك، ويُغلق في عطلات بورصة نيويورك',
    'cme-globex':
      'من الأحد 18:00 إلى الجمعة 17:00 بتوقيت نيويورك، مع استراحة يومية 17:00–18:00، ويُغلق في عطلات بورصة نيويورك',
  },
  hk: {
    always: '全年無休，24 小時交易',
    forex: '星期日 17:00 至星期五 17:00（紐約時間），12 月 25 日及 1 月 1 日休市',
    'us-equity': '星期一至五 09:30–16:00（紐約時間），紐約證券交易所假期休市',
    'cme-globex': '星期日 18:00 至星期五 17:00（紐約時間），每日 17:00–18:00 暫停交易，紐約證券交易所假期休市',
  },
  zh: {
    always: '全年无休，24 小时交易',
    forex: '周日 17:00 至周五 17:00（纽约时间），12 月 25 日和 1 月 1 日休市',
    'us-equity': '周一至周五 09:30–16:00（纽约时间），纽约证券交易所节假日休市',
    'cme-globex': '周日 18:00 至周五 17:00（纽约时间），每日 17:00–18:00 暂停交易，纽约证券交易所节假日休市',
  },
};

/** A calendar's trading hours in words, in `language` (English unless told). */
export function calendarHours(calendar: TradingCalendar, language: Language = 'en'): string {
  return hoursText[language][calendar];
}
