import type { Language } from '@tp/contract';
import type { Mail } from '../auth/service.ts';
import { frames, mailLanguage } from './frame.ts';

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

/** A support reply to send, as the outbox claimed it. */
export interface ChatReplyToRender {
  email: string;
  /** The conversation's language. */
  language: string | null;
  /** Null for a visitor without an account, and for a customer who has not chosen one. */
  antiPhishingCode: string | null;
  /** Whether the conversation is a customer's: they are told where to set a code if they have none. */
  customer: boolean;
  operatorName: string;
  text: string;
  pageUrl: string;
}

/**
 * Plain text only: the reply as written, who wrote it, and the way back; a customer's mail opens
 * with their anti-phishing code as every other mail does. Never a token.
 */
export function renderChatReplyMail(reply: ChatReplyToRender): Mail {
  const language = mailLanguage(reply.language);
  const frame = frames[language];
  const codeLine = reply.antiPhishingCode ? frame.code(reply.antiPhishingCode) : reply.customer ? frame.noCode : null;
  const lines = [
    ...(codeLine ? [codeLine, ''] : []),
    `${reply.operatorName}:`,
    '',
    reply.text,
    '',
    `${CONTINUE[language]} ${reply.pageUrl}`,
    '',
  ];
  return { to: reply.email, subject: SUBJECTS[language], text: lines.join('\n'), kind: 'chat_reply' };
}
