import type { Language } from '@tp/contract';

/** The subject of an operator's reply sent by e-mail, in the conversation's language. */
const SUBJECTS: Record<Language, string> = {
  en: 'Customer support replied to your message',
  ja: 'カスタマーサポートからの返信があります',
  ko: '고객 지원팀이 메시지에 답변했습니다',
  de: 'Der Kundendienst hat auf Ihre Nachricht geantwortet',
  fr: 'Le service client a répondu à votre message',
  it: 'Il servizio clienti ha risposto al tuo messaggio',
  es: 'El servicio de atención al cliente respondió a su mensaje',
  ar: 'ردّ فريق دعم العملاء على رسالتك',
  hk: '客戶服務已回覆您的訊息',
  zh: '客户服务已回复您的消息',
};

/** The line that leads back to the conversation. */
const CONTINUE: Record<Language, string> = {
  en: 'Continue the conversation:',
  ja: '会話を続ける:',
  ko: '대화 계속하기:',
  de: 'Gespräch fortsetzen:',
  fr: 'Poursuivre la conversation :',
  it: 'Continua la conversazione:',
  es: 'Continuar la conversación:',
  ar: 'متابعة المحادثة:',
  hk: '繼續對話：',
  zh: '继续对话：',
};

/** Plain text only: the reply as written, who wrote it, and the way back. Never a token. */
export function replyMail(language: Language, operatorName: string, reply: string, pageUrl: string) {
  return {
    subject: SUBJECTS[language],
    text: `${operatorName}:\n\n${reply}\n\n${CONTINUE[language]} ${pageUrl}\n`,
  };
}
