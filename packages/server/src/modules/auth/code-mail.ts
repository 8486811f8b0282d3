import type { CodePurpose, Language } from '@tp/contract';
import type { Mail } from './mailer.ts';

interface Wording {
  subject: (code: string) => string;
  /** What the code is for, as the body's sentence needs it. */
  purpose: Record<CodePurpose, string>;
  body: (code: string, purpose: string) => string;
}

/** The e-mailed code, in each interface language: what it is for, how long it lasts, and a warning. */
const wordings: Record<Language, Wording> = {
  en: {
    subject: (code) => `Your verification code: ${code}`,
    purpose: { register: 'finish creating your account', reset: 'reset your password' },
    body: (code, purpose) =>
      `Your verification code is ${code}. Enter it to ${purpose}. It expires in 10 minutes and works once.\n` +
      'If you did not ask for it, ignore this message. We never ask for this code by phone or chat.',
  },
  ja: {
    subject: (code) => `認証コード：${code}`,
    purpose: { register: 'アカウントの作成を完了する', reset: 'パスワードを再設定する' },
    body: (code, purpose) =>
      `認証コードは ${code} です。${purpose}には、このコードを入力してください。有効期限は10分間で、一度だけ使用できます。\n` +
      'お心当たりのない場合は、このメールを破棄してください。当社が電話やチャットでこのコードをお尋ねすることはありません。',
  },
  ko: {
    subject: (code) => `인증 코드: ${code}`,
    purpose: { register: '계정 만들기를 완료하려면', reset: '비밀번호를 재설정하려면' },
    body: (code, purpose) =>
      `인증 코드는 ${code}입니다. ${purpose} 이 코드를 입력해 주세요. 10분 동안 유효하며 한 번만 사용할 수 있습니다.\n` +
      '직접 요청하지 않으셨다면 이 메일을 무시해 주세요. 당사는 전화나 채팅으로 이 코드를 절대 묻지 않습니다.',
  },
  de: {
    subject: (code) => `Ihr Bestätigungscode: ${code}`,
    purpose: { register: 'die Erstellung Ihres Kontos abzuschließen', reset: 'Ihr Passwort zurückzusetzen' },
    body: (code, purpose) =>
      `Ihr Bestätigungscode lautet ${code}. Geben Sie ihn ein, um ${purpose}. Er ist 10 Minuten gültig und kann nur einmal verwendet werden.\n` +
      'Falls Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht. Wir fragen nie telefonisch oder im Chat nach diesem Code.',
  },
  fr: {
    subject: (code) => `Votre code de vérification\u00a0: ${code}`,
    purpose: { register: 'finaliser la création de votre compte', reset: 'réinitialiser votre mot de passe' },
    body: (code, purpose) =>
      `Votre code de vérification est ${code}. Saisissez-le pour ${purpose}. Il expire dans 10\u00a0minutes et ne peut servir qu’une seule fois.\n` +
      'Si vous ne l’avez pas demandé, ignorez ce message. Nous ne vous demanderons jamais ce code par téléphone ni par chat.',
  },
  it: {
    subject: (code) => `Il tuo codice di verifica: ${code}`,
    purpose: { register: 'completare la creazione del tuo account', reset: 'reimpostare la password' },
    body: (code, purpose) =>
      `Il tuo codice di verifica è ${code}. Inseriscilo per ${purpose}. Scade tra 10 minuti e si può usare una sola volta.\n` +
      'Se non l’hai richiesto, ignora questo messaggio. Non ti chiederemo mai questo codice per telefono o in chat.',
  },
  es: {
    subject: (code) => `Tu código de verificación: ${code}`,
    purpose: { register: 'terminar de crear tu cuenta', reset: 'restablecer tu contraseña' },
    body: (code, purpose) =>
      `Tu código de verificación es ${code}. Introdúcelo para ${purpose}. Caduca en 10 minutos y solo puede usarse una vez.\n` +
      'Si no lo has solicitado, ignora este mensaje. Nunca te pediremos este código por teléfono ni por chat.',
  },
  ar: {
    subject: (code) => `رمز التحقق الخاص بك: ${code}`,
    purpose: { register: 'لإكمال إنشاء حسابك', reset: 'لإعادة تعيين كلمة المرور' },
    body: (code, purpose) =>
      `رمز التحقق الخاص بك هو ${code}. أدخله ${purpose}. تنتهي صلاحيته بعد 10 دقائق ولا يمكن استخدامه إلا مرة واحدة.\n` +
      'إذا لم تطلب هذا الرمز، فتجاهل هذه الرسالة. لن نطلب منك هذا الرمز أبدًا عبر الهاتف أو الدردشة.',
  },
  hk: {
    subject: (code) => `您的驗證碼：${code}`,
    purpose: { register: '完成開立帳戶', reset: '重設密碼' },
    body: (code, purpose) =>
      `您的驗證碼是 ${code}，請輸入此驗證碼以${purpose}。驗證碼 10 分鐘內有效，只可使用一次。\n` +
      '如您並未提出此要求，請忽略本電郵。我們絕不會透過電話或聊天向您索取此驗證碼。',
  },
  zh: {
    subject: (code) => `您的验证码：${code}`,
    purpose: { register: '完成账户注册', reset: '重置密码' },
    body: (code, purpose) =>
      `您的验证码是 ${code}，请输入该验证码以${purpose}。验证码 10 分钟内有效，仅可使用一次。\n` +
      '如果这不是您本人的操作，请忽略本邮件。我们绝不会通过电话或在线聊天向您索取此验证码。',
  },
};

/** The e-mail carrying a code, in the customer's interface language. */
export function codeMail(to: string, code: string, purpose: CodePurpose, language: Language): Mail {
  const wording = wordings[language];
  return { to, subject: wording.subject(code), text: wording.body(code, wording.purpose[purpose]) };
}
