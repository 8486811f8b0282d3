import { LANGUAGES, type Language } from '@tp/contract';

/** Closer sentences of a kind: a position by why it closed, an option by how it ended. */
export type ContextKey =
  | 'position_closed_stop_loss'
  | 'position_closed_take_profit'
  | 'position_closed_stop_out'
  | 'option_settled_won'
  | 'option_settled_lost'
  | 'option_settled_tie'
  | 'option_settled_refunded';

/** The language a mail is written in: the one stored, or English when none or an unknown one is. */
export function mailLanguage(language: string | null): Language {
  return (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : 'en';
}

/** The words around a notification e-mail's sentence, in each language. */
export interface Frame {
  /** The first line of every mail: the customer's own phrase, which a forger cannot know. */
  code: (code: string) => string;
  /** The first line when the customer has not chosen a phrase yet, and where to choose one. */
  noCode: string;
  /** After a security notice: what to do if it was not the customer. */
  notYou: string;
  footer: string;
}

export const frames: Record<Language, Frame> = {
  en: {
    code: (code) => `Your anti-phishing code: ${code}`,
    noCode:
      'You have not set an anti-phishing code. Set one under Account > Settings: every genuine e-mail from us will then show it here.',
    notYou: 'If this was not you, reset your password at once and contact support.',
    footer:
      'You receive this e-mail because of your e-mail settings (Account > Settings). We never ask for your password or a code by e-mail.',
  },
  ja: {
    code: (code) => `あなたのフィッシング対策コード：${code}`,
    noCode:
      'フィッシング対策コードが設定されていません。「アカウント > 設定」で設定すると、当社からの正規のメールにはすべてここに表示されます。',
    notYou: 'お心当たりがない場合は、すぐにパスワードを再設定し、サポートにご連絡ください。',
    footer:
      'このメールはメール通知の設定（アカウント > 設定）に基づいてお送りしています。当社がメールでパスワードやコードをお尋ねすることはありません。',
  },
  ko: {
    code: (code) => `피싱 방지 코드: ${code}`,
    noCode:
      '피싱 방지 코드가 설정되어 있지 않습니다. 계정 > 설정에서 설정하면 당사의 모든 정식 이메일에 여기에 표시됩니다.',
    notYou: '본인이 아니라면 즉시 비밀번호를 재설정하고 고객 지원팀에 문의해 주세요.',
    footer:
      '이 이메일은 이메일 알림 설정(계정 > 설정)에 따라 발송되었습니다. 당사는 이메일로 비밀번호나 코드를 절대 요청하지 않습니다.',
  },
  de: {
    code: (code) => `Ihr Anti-Phishing-Code: ${code}`,
    noCode:
      'Sie haben keinen Anti-Phishing-Code festgelegt. Legen Sie einen unter Konto > Einstellungen fest: Jede echte E-Mail von uns zeigt ihn dann hier.',
    notYou: 'Falls Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und wenden Sie sich an den Support.',
    footer:
      'Sie erhalten diese E-Mail aufgrund Ihrer E-Mail-Einstellungen (Konto > Einstellungen). Wir fragen nie per E-Mail nach Ihrem Passwort oder einem Code.',
  },
  fr: {
    code: (code) => `Votre code anti-hameçonnage\u00a0: ${code}`,
    noCode:
      'Vous n’avez pas défini de code anti-hameçonnage. Définissez-en un dans Compte > Paramètres\u00a0: chaque e-mail authentique de notre part l’affichera ici.',
    notYou: 'Si ce n’était pas vous, réinitialisez votre mot de passe immédiatement et contactez le support.',
    footer:
      'Vous recevez cet e-mail en raison de vos paramètres d’e-mail (Compte > Paramètres). Nous ne demandons jamais votre mot de passe ni un code par e-mail.',
  },
  it: {
    code: (code) => `Il tuo codice anti-phishing: ${code}`,
    noCode:
      'Non hai impostato un codice anti-phishing. Impostalo in Conto > Impostazioni: ogni e-mail autentica da parte nostra lo mostrerà qui.',
    notYou: 'Se non sei stato tu, reimposta subito la password e contatta l’assistenza.',
    footer:
      'Ricevi questa e-mail in base alle tue impostazioni e-mail (Conto > Impostazioni). Non chiediamo mai la password o un codice via e-mail.',
  },
  es: {
    code: (code) => `Tu código antiphishing: ${code}`,
    noCode:
      'No has definido un código antiphishing. Defínelo en Cuenta > Ajustes: todos los correos auténticos que te enviemos lo mostrarán aquí.',
    notYou: 'Si no has sido tú, restablece tu contraseña de inmediato y contacta con el soporte.',
    footer:
      'Recibes este correo por tus ajustes de correo (Cuenta > Ajustes). Nunca te pediremos tu contraseña ni un código por correo.',
  },
  ar: {
    code: (code) => `رمز مكافحة التصيّد الخاص بك: ${code}`,
    noCode: 'لم تعيّن رمزًا لمكافحة التصيّد. عيّنه من الحساب > الإعدادات، وعندها ستعرضه هنا كل رسالة حقيقية نرسلها إليك.',
    notYou: 'إذا لم تكن أنت، فأعد تعيين كلمة المرور فورًا وتواصل مع الدعم.',
    footer:
      'تصلك هذه الرسالة بناءً على إعدادات البريد الإلكتروني لديك (الحساب > الإعدادات). لن نطلب منك أبدًا كلمة المرور أو أي رمز عبر البريد الإلكتروني.',
  },
  hk: {
    code: (code) => `你的防釣魚碼：${code}`,
    noCode: '你尚未設定防釣魚碼。請在「帳戶 > 設定」中設定，之後我們發出的每封真實電郵都會在此顯示該碼。',
    notYou: '如這不是你本人的操作，請立即重設密碼並聯絡客戶支援。',
    footer: '你收到此電郵，是因為你的電郵設定（帳戶 > 設定）。我們絕不會透過電郵索取你的密碼或驗證碼。',
  },
  zh: {
    code: (code) => `你的防钓鱼码：${code}`,
    noCode: '你尚未设置防钓鱼码。请在“账户 > 设置”中设置，之后我们发出的每封真实邮件都会在此显示该码。',
    notYou: '如果这不是你本人的操作，请立即重置密码并联系客服。',
    footer: '你收到此邮件，是因为你的邮件设置（账户 > 设置）。我们绝不会通过邮件索取你的密码或验证码。',
  },
};
