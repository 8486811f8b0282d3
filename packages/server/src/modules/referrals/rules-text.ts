import type { Language } from '@tp/contract';

/**
 * The programme's rules in plain words, in every language the app speaks: server content, so
 * that the share written in them is always the one in force. `{share}` is the percentage.
 */
const RULES: Record<Language, readonly string[]> = {
  en: [
    'Share your invite code or link. Your friend must enter the code when signing up: an invite cannot be added or changed after sign-up.',
    'You earn {share} % of the trading fees your friends pay on their real accounts, at the share in force when each fee is charged. Demo trading earns nothing.',
    'Commissions are paid to your real account, usually within a minute of the fee.',
    'Inviting yourself earns nothing: no commission is paid when a friend has your e-mail address or your verified identity.',
  ],
  ja: [
    '招待コードまたはリンクを共有してください。ご友人は登録時にコードを入力する必要があり、登録後に招待を追加・変更することはできません。',
    'ご友人がリアル口座で支払う取引手数料の {share} % を受け取れます。割合は各手数料が発生した時点のものが適用されます。デモ取引は対象外です。',
    'コミッションはリアル口座に支払われ、通常は手数料の発生から1分以内に反映されます。',
    'ご自身の招待は対象外です。ご友人のメールアドレスまたは認証済みの本人情報がご自身と同じ場合、コミッションは支払われません。',
  ],
  ko: [
    '초대 코드나 링크를 공유하세요. 친구는 가입할 때 코드를 입력해야 하며, 가입 후에는 초대를 추가하거나 변경할 수 없습니다.',
    '친구가 실거래 계정에서 내는 거래 수수료의 {share} %를 받습니다. 각 수수료가 부과된 시점의 비율이 적용되며, 모의 거래는 해당되지 않습니다.',
    '커미션은 실거래 계정으로 지급되며, 보통 수수료가 부과된 후 1분 안에 들어옵니다.',
    '자기 자신을 초대하면 아무것도 받지 않습니다. 친구의 이메일 주소나 인증된 신원이 본인과 같으면 커미션이 지급되지 않습니다.',
  ],
  de: [
    'Teilen Sie Ihren Einladungscode oder Link. Ihre Freunde müssen den Code bei der Registrierung eingeben: Nach der Registrierung lässt sich eine Einladung weder hinzufügen noch ändern.',
    'Sie erhalten {share} % der Handelsgebühren, die Ihre Freunde auf ihren Echtgeldkonten zahlen, zu dem Anteil, der gilt, wenn die Gebühr anfällt. Demo-Handel bringt nichts ein.',
    'Provisionen werden Ihrem Echtgeldkonto gutgeschrieben, meist innerhalb einer Minute nach der Gebühr.',
    'Sich selbst einzuladen bringt nichts ein: Hat ein Freund Ihre E-Mail-Adresse oder Ihre verifizierte Identität, wird keine Provision gezahlt.',
  ],
  fr: [
    "Partagez votre code ou votre lien d'invitation. Votre ami doit saisir le code lors de son inscription : une invitation ne peut être ni ajoutée ni modifiée après l'inscription.",
    'Vous recevez {share} % des frais de trading que vos amis paient sur leur compte réel, selon la part en vigueur au moment où chaque frais est prélevé. Le trading démo ne rapporte rien.',
    'Les commissions sont versées sur votre compte réel, en général moins d’une minute après les frais.',
    "S'inviter soi-même ne rapporte rien : aucune commission n'est versée si un ami a votre adresse e-mail ou votre identité vérifiée.",
  ],
  it: [
    "Condividi il tuo codice o link d'invito. Il tuo amico deve inserire il codice al momento della registrazione: dopo la registrazione un invito non può essere aggiunto né modificato.",
    'Ricevi il {share} % delle commissioni di trading che i tuoi amici pagano sui conti reali, secondo la quota in vigore quando ogni commissione viene addebitata. Il trading demo non dà nulla.',
    'Le provvigioni sono accreditate sul tuo conto reale, di solito entro un minuto dalla commissione.',
    'Invitare se stessi non dà nulla: nessuna provvigione viene pagata se un amico ha il tuo indirizzo e-mail o la tua identità verificata.',
  ],
  es: [
    'Comparte tu código o enlace de invitación. Tu amigo debe introducir el código al registrarse: una invitación no se puede añadir ni cambiar después del registro.',
    'Recibes el {share} % de las comisiones de trading que tus amigos pagan en sus cuentas reales, según la proporción vigente cuando se cobra cada comisión. El trading demo no genera nada.',
    'Las comisiones se abonan en tu cuenta real, normalmente en menos de un minuto.',
    'Invitarte a ti mismo no genera nada: no se paga comisión si un amigo tiene tu correo electrónico o tu identidad verificada.',
  ],
  ar: [
    'شارك رمز الدعوة أو الرابط الخاص بك. يجب على صديقك إدخال الرمز عند التسجيل: لا يمكن إضافة الدعوة أو تغييرها بعد التسجيل.',
    'تحصل على {share} % من رسوم التداول التي يدفعها أصدقاؤك في حساباتهم الحقيقية، وفق النسبة السارية وقت تحصيل كل رسم. التداول التجريبي لا يحقق أي عمولة.',
    'تُدفع العمولات إلى حسابك الحقيقي، عادةً خلال دقيقة من تحصيل الرسم.',
    'دعوة نفسك لا تحقق شيئًا: لا تُدفع أي عمولة إذا كان لدى الصديق بريدك الإلكتروني نفسه أو هويتك الموثقة نفسها.',
  ],
  hk: [
    '分享你的邀請碼或連結。朋友必須在註冊時輸入邀請碼：註冊後不能再新增或更改邀請。',
    '你可獲得朋友在真實帳戶支付的交易手續費的 {share} %，比例以每筆手續費收取時的設定為準。模擬交易不計佣金。',
    '佣金會存入你的真實帳戶，一般在收取手續費後一分鐘內到帳。',
    '邀請自己不會獲得佣金：如朋友的電郵地址或已驗證身分與你相同，將不會支付佣金。',
  ],
  zh: [
    '分享你的邀请码或链接。好友必须在注册时填写邀请码：注册后不能再添加或更改邀请。',
    '你可获得好友在真实账户支付的交易手续费的 {share} %，比例以每笔手续费收取时的设置为准。模拟交易不计佣金。',
    '佣金将支付到你的真实账户，通常在收取手续费后一分钟内到账。',
    '邀请自己不会获得佣金：如果好友的电子邮箱或已验证身份与你相同，将不支付佣金。',
  ],
};

/** The rules in `language`, with the share in force written in. */
export function rulesText(language: Language, sharePercent: string): string[] {
  return RULES[language].map((paragraph) => paragraph.replace('{share}', sharePercent));
}
