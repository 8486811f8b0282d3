import type { Language, NotificationKind } from '@tp/contract';

/** Closer sentences of a kind: a position by why it closed, an option by how it ended. */
export type ContextKey =
  | 'position_closed_stop_loss'
  | 'position_closed_take_profit'
  | 'position_closed_stop_out'
  | 'option_settled_won'
  | 'option_settled_lost'
  | 'option_settled_tie'
  | 'option_settled_refunded';

/**
 * What each notification says, in every language: the same sentences as the app's notification
 * list (web wallet.json), with {{name}} placeholders filled from the payload. A kind without its
 * sentence in a language does not compile.
 */
export const sentences: Record<Language, Record<NotificationKind | ContextKey, string>> = {
  en: {
    deposit_submitted: 'Deposit #{{id}} of {{amount}} {{coin}}: submitted, awaiting review',
    deposit_completed: 'Deposit #{{id}} of {{amount}} {{coin}}: approved, {{credited}} USDT credited',
    deposit_rejected: 'Deposit #{{id}} of {{amount}} {{coin}} rejected: {{reason}}',
    withdrawal_submitted: 'Withdrawal #{{id}} of {{amount}} USDT: submitted, awaiting review',
    withdrawal_approved: 'Withdrawal #{{id}} of {{amount}} USDT: approved, the payout is being sent',
    withdrawal_rejected: 'Withdrawal #{{id}} of {{amount}} USDT rejected: {{reason}}. The amount is available again.',
    withdrawal_completed: 'Withdrawal #{{id}} completed: {{amount}} {{coin}} paid out',
    position_closed: 'Position #{{id}} on {{code}} closed: {{profit}} USDT realised',
    position_closed_stop_loss: 'Your stop-loss closed position #{{id}} on {{code}}: {{profit}} USDT realised',
    position_closed_take_profit: 'Your take-profit closed position #{{id}} on {{code}}: {{profit}} USDT realised',
    position_closed_stop_out:
      'Position #{{id}} on {{code}} was stopped out, as the margin no longer covered it: {{profit}} USDT realised',
    option_settled: 'Option #{{id}} on {{code}} settled: {{payout}} USDT paid out',
    option_settled_won: 'Option #{{id}} on {{code}} won: {{payout}} USDT paid out',
    option_settled_lost: 'Option #{{id}} on {{code}} lost at expiry',
    option_settled_tie: 'Option #{{id}} on {{code}} ended level: your stake of {{payout}} USDT is refunded',
    option_settled_refunded:
      'Option #{{id}} on {{code}}: no price was recorded at expiry, your stake of {{payout}} USDT is refunded',
    plan_earning: 'Smart plan #{{id}} paid {{amount}} USDT; {{earned}} USDT earned so far',
    plan_completed:
      'Smart plan #{{id}} completed: your principal of {{amount}} USDT is back, with {{earned}} USDT earned',
    plan_exited: 'Smart plan #{{id}} exited early: {{refund}} USDT returned, {{penalty}} USDT penalty',
    presale_settled: 'Presale {{symbol}}: {{tokens}} tokens allocated for {{cost}} USDT; {{refund}} USDT released',
    presale_cancelled: 'Presale {{symbol}} was cancelled: your {{refund}} USDT is released',
    new_sign_in: 'New sign-in to your account from a device not used before',
    password_changed: 'Your password was changed',
  },
  ja: {
    deposit_submitted: '入金 #{{id}}（{{amount}} {{coin}}）：申請済み、審査待ち',
    deposit_completed: '入金 #{{id}}（{{amount}} {{coin}}）：承認され、{{credited}} USDTが入金されました',
    deposit_rejected: '入金 #{{id}}（{{amount}} {{coin}}）は却下されました：{{reason}}',
    withdrawal_submitted: '出金 #{{id}}（{{amount}} USDT）：申請済み、審査待ち',
    withdrawal_approved: '出金 #{{id}}（{{amount}} USDT）：承認され、送金手続き中です',
    withdrawal_rejected: '出金 #{{id}}（{{amount}} USDT）は却下されました：{{reason}}。金額は再び利用可能です。',
    withdrawal_completed: '出金 #{{id}} 完了：{{amount}} {{coin}}を送金しました',
    position_closed: '{{code}} のポジション #{{id}} が決済されました：確定損益 {{profit}} USDT',
    position_closed_stop_loss: '損切りにより {{code}} のポジション #{{id}} が決済されました：確定損益 {{profit}} USDT',
    position_closed_take_profit: '利確により {{code}} のポジション #{{id}} が決済されました：確定損益 {{profit}} USDT',
    position_closed_stop_out:
      '証拠金が不足したため、{{code}} のポジション #{{id}} はロスカットされました：確定損益 {{profit}} USDT',
    option_settled: '{{code}} のオプション #{{id}} が精算されました：{{payout}} USDT を支払い',
    option_settled_won: '{{code}} のオプション #{{id}} は勝ちました：{{payout}} USDT を支払い',
    option_settled_lost: '{{code}} のオプション #{{id}} は満期時に負けました',
    option_settled_tie: '{{code}} のオプション #{{id}} は引き分けでした：購入額 {{payout}} USDT を返金します',
    option_settled_refunded:
      '{{code}} のオプション #{{id}}：満期時の価格が記録されなかったため、購入額 {{payout}} USDT を返金します',
    plan_earning: 'スマートプラン#{{id}}が{{amount}} USDTを支払いました。これまでの収益は{{earned}} USDTです',
    plan_completed: 'スマートプラン#{{id}}が満期になりました：元本{{amount}} USDTが戻り、収益は{{earned}} USDTでした',
    plan_exited: 'スマートプラン#{{id}}を途中解約しました：{{refund}} USDTが戻り、違約金は{{penalty}} USDTです',
    presale_settled: 'プレセール {{symbol}}: {{tokens}} トークンを {{cost}} USDT で割当、{{refund}} USDT を解放',
    presale_cancelled: 'プレセール {{symbol}} は中止されました: {{refund}} USDT を解放しました',
    new_sign_in: 'これまで使われていない端末からアカウントにサインインがありました',
    password_changed: 'パスワードが変更されました',
  },
  ko: {
    deposit_submitted: '입금 #{{id}}({{amount}} {{coin}}): 신청됨, 심사 대기 중',
    deposit_completed: '입금 #{{id}}({{amount}} {{coin}}): 승인되어 {{credited}} USDT가 입금되었습니다',
    deposit_rejected: '입금 #{{id}}({{amount}} {{coin}})이 거절되었습니다: {{reason}}',
    withdrawal_submitted: '출금 #{{id}}({{amount}} USDT): 신청됨, 심사 대기 중',
    withdrawal_approved: '출금 #{{id}}({{amount}} USDT): 승인되어 송금 중입니다',
    withdrawal_rejected: '출금 #{{id}}({{amount}} USDT)이 거절되었습니다: {{reason}}. 금액을 다시 사용할 수 있습니다.',
    withdrawal_completed: '출금 #{{id}} 완료: {{amount}} {{coin}} 지급됨',
    position_closed: '{{code}} 포지션 #{{id}}이 청산되었습니다: 실현 손익 {{profit}} USDT',
    position_closed_stop_loss: '손절 주문으로 {{code}} 포지션 #{{id}}이 청산되었습니다: 실현 손익 {{profit}} USDT',
    position_closed_take_profit: '익절 주문으로 {{code}} 포지션 #{{id}}이 청산되었습니다: 실현 손익 {{profit}} USDT',
    position_closed_stop_out:
      '증거금이 부족하여 {{code}} 포지션 #{{id}}이 강제 청산되었습니다: 실현 손익 {{profit}} USDT',
    option_settled: '{{code}} 옵션 #{{id}}이 정산되었습니다: {{payout}} USDT 지급',
    option_settled_won: '{{code}} 옵션 #{{id}}이 적중했습니다: {{payout}} USDT 지급',
    option_settled_lost: '{{code}} 옵션 #{{id}}이 만기에 미적중했습니다',
    option_settled_tie: '{{code}} 옵션 #{{id}}이 무승부로 끝났습니다: 투자금 {{payout}} USDT를 환불합니다',
    option_settled_refunded: '{{code}} 옵션 #{{id}}: 만기 시 기록된 가격이 없어 투자금 {{payout}} USDT를 환불합니다',
    plan_earning: '스마트 플랜 #{{id}}에서 {{amount}} USDT가 지급되었습니다. 지금까지 수익 {{earned}} USDT',
    plan_completed: '스마트 플랜 #{{id}} 만기: 원금 {{amount}} USDT가 반환되었고 수익은 {{earned}} USDT입니다',
    plan_exited: '스마트 플랜 #{{id}} 중도 해지: {{refund}} USDT 반환, 위약금 {{penalty}} USDT',
    presale_settled: '프리세일 {{symbol}}: {{tokens}} 토큰을 {{cost}} USDT에 배분, {{refund}} USDT 해제',
    presale_cancelled: '프리세일 {{symbol}}이(가) 취소되었습니다: {{refund}} USDT가 해제되었습니다',
    new_sign_in: '이전에 사용하지 않은 기기에서 계정에 새로 로그인했습니다',
    password_changed: '비밀번호가 변경되었습니다',
  },
  de: {
    deposit_submitted: 'Einzahlung #{{id}} über {{amount}} {{coin}}: eingereicht, wird geprüft',
    deposit_completed: 'Einzahlung #{{id}} über {{amount}} {{coin}}: genehmigt, {{credited}} USDT gutgeschrieben',
    deposit_rejected: 'Einzahlung #{{id}} über {{amount}} {{coin}} abgelehnt: {{reason}}',
    withdrawal_submitted: 'Auszahlung #{{id}} über {{amount}} USDT: eingereicht, wird geprüft',
    withdrawal_approved: 'Auszahlung #{{id}} über {{amount}} USDT: genehmigt, die Zahlung wird gesendet',
    withdrawal_rejected:
      'Auszahlung #{{id}} über {{amount}} USDT abgelehnt: {{reason}}. Der Betrag ist wieder verfügbar.',
    withdrawal_completed: 'Auszahlung #{{id}} abgeschlossen: {{amount}} {{coin}} ausgezahlt',
    position_closed: 'Position #{{id}} in {{code}} geschlossen: {{profit}} USDT realisiert',
    position_closed_stop_loss: 'Ihr Stop-Loss hat Position #{{id}} in {{code}} geschlossen: {{profit}} USDT realisiert',
    position_closed_take_profit:
      'Ihr Take-Profit hat Position #{{id}} in {{code}} geschlossen: {{profit}} USDT realisiert',
    position_closed_stop_out:
      'Position #{{id}} in {{code}} wurde zwangsgeschlossen (Stop-out), weil die Margin nicht mehr reichte: {{profit}} USDT realisiert',
    option_settled: 'Option #{{id}} auf {{code}} abgerechnet: {{payout}} USDT ausgezahlt',
    option_settled_won: 'Option #{{id}} auf {{code}} gewonnen: {{payout}} USDT ausgezahlt',
    option_settled_lost: 'Option #{{id}} auf {{code}} bei Ablauf verloren',
    option_settled_tie:
      'Option #{{id}} auf {{code}} endete unverändert: Ihr Einsatz von {{payout}} USDT wird erstattet',
    option_settled_refunded:
      'Option #{{id}} auf {{code}}: Bei Ablauf wurde kein Kurs erfasst, Ihr Einsatz von {{payout}} USDT wird erstattet',
    plan_earning: 'Smart-Plan #{{id}} hat {{amount}} USDT gezahlt; bisher {{earned}} USDT verdient',
    plan_completed:
      'Smart-Plan #{{id}} abgeschlossen: Ihr Kapital von {{amount}} USDT ist zurück, verdient wurden {{earned}} USDT',
    plan_exited: 'Smart-Plan #{{id}} vorzeitig beendet: {{refund}} USDT zurückgezahlt, {{penalty}} USDT Vertragsstrafe',
    presale_settled: 'Presale {{symbol}}: {{tokens}} Token für {{cost}} USDT zugeteilt; {{refund}} USDT freigegeben',
    presale_cancelled: 'Presale {{symbol}} wurde abgesagt: Ihre {{refund}} USDT sind freigegeben',
    new_sign_in: 'Neue Anmeldung bei Ihrem Konto von einem bisher nicht verwendeten Gerät',
    password_changed: 'Ihr Passwort wurde geändert',
  },
  fr: {
    deposit_submitted: 'Dépôt n° {{id}} de {{amount}} {{coin}} : soumis, en attente de vérification',
    deposit_completed: 'Dépôt n° {{id}} de {{amount}} {{coin}} : approuvé, {{credited}} USDT crédités',
    deposit_rejected: 'Dépôt n° {{id}} de {{amount}} {{coin}} refusé : {{reason}}',
    withdrawal_submitted: 'Retrait n° {{id}} de {{amount}} USDT : soumis, en attente de vérification',
    withdrawal_approved: 'Retrait n° {{id}} de {{amount}} USDT : approuvé, le paiement est en cours d’envoi',
    withdrawal_rejected:
      'Retrait n° {{id}} de {{amount}} USDT refusé : {{reason}}. Le montant est de nouveau disponible.',
    withdrawal_completed: 'Retrait n° {{id}} terminé : {{amount}} {{coin}} versés',
    position_closed: 'Position n° {{id}} sur {{code}} clôturée : {{profit}} USDT réalisés',
    position_closed_stop_loss:
      'Votre stop loss a clôturé la position n° {{id}} sur {{code}} : {{profit}} USDT réalisés',
    position_closed_take_profit:
      'Votre take profit a clôturé la position n° {{id}} sur {{code}} : {{profit}} USDT réalisés',
    position_closed_stop_out:
      'La position n° {{id}} sur {{code}} a été clôturée par stop out, la marge ne la couvrant plus : {{profit}} USDT réalisés',
    option_settled: 'Option n° {{id}} sur {{code}} réglée : {{payout}} USDT versés',
    option_settled_won: 'Option n° {{id}} sur {{code}} gagnée : {{payout}} USDT versés',
    option_settled_lost: 'Option n° {{id}} sur {{code}} perdue à l’échéance',
    option_settled_tie:
      'Option n° {{id}} sur {{code}} terminée à égalité : votre mise de {{payout}} USDT est remboursée',
    option_settled_refunded:
      'Option n° {{id}} sur {{code}} : aucun prix n’a été enregistré à l’échéance, votre mise de {{payout}} USDT est remboursée',
    plan_earning: "Le plan intelligent #{{id}} a versé {{amount}} USDT ; {{earned}} USDT gagnés jusqu'ici",
    plan_completed:
      'Plan intelligent #{{id}} terminé : votre capital de {{amount}} USDT est rendu, avec {{earned}} USDT gagnés',
    plan_exited: 'Plan intelligent #{{id}} clôturé avant terme : {{refund}} USDT rendus, {{penalty}} USDT de pénalité',
    presale_settled: 'Prévente {{symbol}} : {{tokens}} jetons attribués pour {{cost}} USDT ; {{refund}} USDT libérés',
    presale_cancelled: 'La prévente {{symbol}} a été annulée : vos {{refund}} USDT sont libérés',
    new_sign_in: 'Nouvelle connexion à votre compte depuis un appareil jamais utilisé',
    password_changed: 'Votre mot de passe a été modifié',
  },
  it: {
    deposit_submitted: 'Deposito n. {{id}} di {{amount}} {{coin}}: inviato, in attesa di verifica',
    deposit_completed: 'Deposito n. {{id}} di {{amount}} {{coin}}: approvato, accreditati {{credited}} USDT',
    deposit_rejected: 'Deposito n. {{id}} di {{amount}} {{coin}} rifiutato: {{reason}}',
    withdrawal_submitted: 'Prelievo n. {{id}} di {{amount}} USDT: inviato, in attesa di verifica',
    withdrawal_approved: 'Prelievo n. {{id}} di {{amount}} USDT: approvato, il pagamento è in corso',
    withdrawal_rejected:
      'Prelievo n. {{id}} di {{amount}} USDT rifiutato: {{reason}}. L’importo è di nuovo disponibile.',
    withdrawal_completed: 'Prelievo n. {{id}} completato: pagati {{amount}} {{coin}}',
    position_closed: 'Posizione n. {{id}} su {{code}} chiusa: {{profit}} USDT realizzati',
    position_closed_stop_loss:
      'Il tuo stop loss ha chiuso la posizione n. {{id}} su {{code}}: {{profit}} USDT realizzati',
    position_closed_take_profit:
      'Il tuo take profit ha chiuso la posizione n. {{id}} su {{code}}: {{profit}} USDT realizzati',
    position_closed_stop_out:
      'La posizione n. {{id}} su {{code}} è stata chiusa per stop out, perché il margine non la copriva più: {{profit}} USDT realizzati',
    option_settled: 'Opzione n. {{id}} su {{code}} regolata: {{payout}} USDT pagati',
    option_settled_won: 'Opzione n. {{id}} su {{code}} vinta: {{payout}} USDT pagati',
    option_settled_lost: 'Opzione n. {{id}} su {{code}} persa alla scadenza',
    option_settled_tie:
      'Opzione n. {{id}} su {{code}} chiusa in parità: la tua puntata di {{payout}} USDT viene rimborsata',
    option_settled_refunded:
      'Opzione n. {{id}} su {{code}}: nessun prezzo registrato alla scadenza, la tua puntata di {{payout}} USDT viene rimborsata',
    plan_earning: 'Il piano intelligente #{{id}} ha pagato {{amount}} USDT; finora {{earned}} USDT guadagnati',
    plan_completed:
      'Piano intelligente #{{id}} completato: il capitale di {{amount}} USDT è tornato, con {{earned}} USDT guadagnati',
    plan_exited:
      'Piano intelligente #{{id}} chiuso in anticipo: {{refund}} USDT restituiti, {{penalty}} USDT di penale',
    presale_settled: 'Prevendita {{symbol}}: {{tokens}} token assegnati per {{cost}} USDT; {{refund}} USDT sbloccati',
    presale_cancelled: 'La prevendita {{symbol}} è stata annullata: i tuoi {{refund}} USDT sono sbloccati',
    new_sign_in: 'Nuovo accesso al tuo conto da un dispositivo mai usato prima',
    password_changed: 'La tua password è stata modificata',
  },
  es: {
    deposit_submitted: 'Depósito n.º {{id}} de {{amount}} {{coin}}: enviado, pendiente de revisión',
    deposit_completed: 'Depósito n.º {{id}} de {{amount}} {{coin}}: aprobado, abonados {{credited}} USDT',
    deposit_rejected: 'Depósito n.º {{id}} de {{amount}} {{coin}} rechazado: {{reason}}',
    withdrawal_submitted: 'Retirada n.º {{id}} de {{amount}} USDT: enviada, pendiente de revisión',
    withdrawal_approved: 'Retirada n.º {{id}} de {{amount}} USDT: aprobada, el pago está en camino',
    withdrawal_rejected:
      'Retirada n.º {{id}} de {{amount}} USDT rechazada: {{reason}}. El importe vuelve a estar disponible.',
    withdrawal_completed: 'Retirada n.º {{id}} completada: {{amount}} {{coin}} pagados',
    position_closed: 'Posición n.º {{id}} en {{code}} cerrada: {{profit}} USDT realizados',
    position_closed_stop_loss: 'Tu stop loss cerró la posición n.º {{id}} en {{code}}: {{profit}} USDT realizados',
    position_closed_take_profit: 'Tu take profit cerró la posición n.º {{id}} en {{code}}: {{profit}} USDT realizados',
    position_closed_stop_out:
      'La posición n.º {{id}} en {{code}} se cerró por stop out, porque el margen ya no la cubría: {{profit}} USDT realizados',
    option_settled: 'Opción n.º {{id}} sobre {{code}} liquidada: {{payout}} USDT pagados',
    option_settled_won: 'Opción n.º {{id}} sobre {{code}} ganada: {{payout}} USDT pagados',
    option_settled_lost: 'Opción n.º {{id}} sobre {{code}} perdida al vencimiento',
    option_settled_tie:
      'Opción n.º {{id}} sobre {{code}} terminó en empate: se te reembolsa el importe de {{payout}} USDT',
    option_settled_refunded:
      'Opción n.º {{id}} sobre {{code}}: no se registró ningún precio al vencimiento, se te reembolsa el importe de {{payout}} USDT',
    plan_earning: 'El plan inteligente #{{id}} pagó {{amount}} USDT; {{earned}} USDT ganados hasta ahora',
    plan_completed:
      'Plan inteligente #{{id}} completado: su capital de {{amount}} USDT ha vuelto, con {{earned}} USDT ganados',
    plan_exited:
      'Plan inteligente #{{id}} cerrado antes de tiempo: {{refund}} USDT devueltos, {{penalty}} USDT de penalización',
    presale_settled: 'Preventa {{symbol}}: {{tokens}} tokens asignados por {{cost}} USDT; {{refund}} USDT liberados',
    presale_cancelled: 'La preventa {{symbol}} se canceló: tus {{refund}} USDT quedan liberados',
    new_sign_in: 'Nuevo inicio de sesión en tu cuenta desde un dispositivo no usado antes',
    password_changed: 'Tu contraseña se ha cambiado',
  },
  ar: {
    deposit_submitted: 'الإيداع رقم {{id}} بقيمة {{amount}} {{coin}}: أُرسل وهو بانتظار المراجعة',
    deposit_completed: 'الإيداع رقم {{id}} بقيمة {{amount}} {{coin}}: تمت الموافقة وأُضيف {{credited}} USDT',
    deposit_rejected: 'رُفض الإيداع رقم {{id}} بقيمة {{amount}} {{coin}}: {{reason}}',
    withdrawal_submitted: 'السحب رقم {{id}} بقيمة {{amount}} USDT: أُرسل وهو بانتظار المراجعة',
    withdrawal_approved: 'السحب رقم {{id}} بقيمة {{amount}} USDT: تمت الموافقة وجارٍ إرسال المبلغ',
    withdrawal_rejected: 'رُفض السحب رقم {{id}} بقيمة {{amount}} USDT: {{reason}}. أصبح المبلغ متاحًا من جديد.',
    withdrawal_completed: 'اكتمل السحب رقم {{id}}: دُفع {{amount}} {{coin}}',
    position_closed: 'أُغلق المركز رقم {{id}} على {{code}}: الربح المحقق {{profit}} USDT',
    position_closed_stop_loss: 'أغلق أمر وقف الخسارة المركز رقم {{id}} على {{code}}: الربح المحقق {{profit}} USDT',
    position_closed_take_profit: 'أغلق أمر جني الربح المركز رقم {{id}} على {{code}}: الربح المحقق {{profit}} USDT',
    position_closed_stop_out:
      'أُغلق المركز رقم {{id}} على {{code}} إغلاقًا إجباريًا لأن الهامش لم يعد يغطيه: الربح المحقق {{profit}} USDT',
    option_settled: 'سُوّي الخيار رقم {{id}} على {{code}}: دُفع {{payout}} USDT',
    option_settled_won: 'ربح الخيار رقم {{id}} على {{code}}: دُفع {{payout}} USDT',
    option_settled_lost: 'خسر الخيار رقم {{id}} على {{code}} عند الانتهاء',
    option_settled_tie: 'انتهى الخيار رقم {{id}} على {{code}} بالتعادل: يُسترد مبلغك البالغ {{payout}} USDT',
    option_settled_refunded:
      'الخيار رقم {{id}} على {{code}}: لم يُسجَّل أي سعر عند الانتهاء، يُسترد مبلغك البالغ {{payout}} USDT',
    plan_earning: 'دفعت الخطة الذكية #{{id}} مبلغ {{amount}} USDT؛ المكتسب حتى الآن {{earned}} USDT',
    plan_completed: 'اكتملت الخطة الذكية #{{id}}: عاد رأس مالك البالغ {{amount}} USDT مع أرباح {{earned}} USDT',
    plan_exited: 'تم الخروج المبكر من الخطة الذكية #{{id}}: أُعيد {{refund}} USDT وغرامة {{penalty}} USDT',
    presale_settled: 'البيع المسبق {{symbol}}: خُصص {{tokens}} رمزًا مقابل {{cost}} USDT؛ وأُفرج عن {{refund}} USDT',
    presale_cancelled: 'أُلغي البيع المسبق {{symbol}}: أُفرج عن {{refund}} USDT الخاصة بك',
    new_sign_in: 'تسجيل دخول جديد إلى حسابك من جهاز لم يُستخدم من قبل',
    password_changed: 'تم تغيير كلمة المرور الخاصة بك',
  },
  hk: {
    deposit_submitted: '存款 #{{id}}（{{amount}} {{coin}}）：已提交，等待審核',
    deposit_completed: '存款 #{{id}}（{{amount}} {{coin}}）：已批核，已存入 {{credited}} USDT',
    deposit_rejected: '存款 #{{id}}（{{amount}} {{coin}}）已被拒絕：{{reason}}',
    withdrawal_submitted: '提款 #{{id}}（{{amount}} USDT）：已提交，等待審核',
    withdrawal_approved: '提款 #{{id}}（{{amount}} USDT）：已批核，款項正在發出',
    withdrawal_rejected: '提款 #{{id}}（{{amount}} USDT）已被拒絕：{{reason}}。款項已可再次使用。',
    withdrawal_completed: '提款 #{{id}} 已完成：已付出 {{amount}} {{coin}}',
    position_closed: '{{code}} 持倉 #{{id}} 已平倉：已實現盈虧 {{profit}} USDT',
    position_closed_stop_loss: '止蝕已觸發，{{code}} 持倉 #{{id}} 已平倉：已實現盈虧 {{profit}} USDT',
    position_closed_take_profit: '止賺已觸發，{{code}} 持倉 #{{id}} 已平倉：已實現盈虧 {{profit}} USDT',
    position_closed_stop_out: '保證金不足，{{code}} 持倉 #{{id}} 已被強制平倉：已實現盈虧 {{profit}} USDT',
    option_settled: '{{code}} 期權 #{{id}} 已結算：已支付 {{payout}} USDT',
    option_settled_won: '{{code}} 期權 #{{id}} 獲利：已支付 {{payout}} USDT',
    option_settled_lost: '{{code}} 期權 #{{id}} 到期虧損',
    option_settled_tie: '{{code}} 期權 #{{id}} 平局：退還本金 {{payout}} USDT',
    option_settled_refunded: '{{code}} 期權 #{{id}}：到期時沒有記錄價格，退還本金 {{payout}} USDT',
    plan_earning: '智能計劃#{{id}}已支付{{amount}} USDT；至今收益{{earned}} USDT',
    plan_completed: '智能計劃#{{id}}已完成：本金{{amount}} USDT已退還，收益{{earned}} USDT',
    plan_exited: '智能計劃#{{id}}已提前退出：退回{{refund}} USDT，違約金{{penalty}} USDT',
    presale_settled: '預售 {{symbol}}：以 {{cost}} USDT 分配 {{tokens}} 個代幣；解凍 {{refund}} USDT',
    presale_cancelled: '預售 {{symbol}} 已取消：您的 {{refund}} USDT 已解凍',
    new_sign_in: '有人從從未使用過的裝置登入你的帳戶',
    password_changed: '你的密碼已更改',
  },
  zh: {
    deposit_submitted: '充值 #{{id}}（{{amount}} {{coin}}）：已提交，待审核',
    deposit_completed: '充值 #{{id}}（{{amount}} {{coin}}）：已通过，已入账 {{credited}} USDT',
    deposit_rejected: '充值 #{{id}}（{{amount}} {{coin}}）已被驳回：{{reason}}',
    withdrawal_submitted: '提现 #{{id}}（{{amount}} USDT）：已提交，待审核',
    withdrawal_approved: '提现 #{{id}}（{{amount}} USDT）：已通过，正在出款',
    withdrawal_rejected: '提现 #{{id}}（{{amount}} USDT）已被驳回：{{reason}}。该金额已恢复可用。',
    withdrawal_completed: '提现 #{{id}} 已完成：已支付 {{amount}} {{coin}}',
    position_closed: '{{code}} 持仓 #{{id}} 已平仓：已实现盈亏 {{profit}} USDT',
    position_closed_stop_loss: '止损已触发，{{code}} 持仓 #{{id}} 已平仓：已实现盈亏 {{profit}} USDT',
    position_closed_take_profit: '止盈已触发，{{code}} 持仓 #{{id}} 已平仓：已实现盈亏 {{profit}} USDT',
    position_closed_stop_out: '保证金不足，{{code}} 持仓 #{{id}} 已被强制平仓：已实现盈亏 {{profit}} USDT',
    option_settled: '{{code}} 期权 #{{id}} 已结算：已支付 {{payout}} USDT',
    option_settled_won: '{{code}} 期权 #{{id}} 盈利：已支付 {{payout}} USDT',
    option_settled_lost: '{{code}} 期权 #{{id}} 到期亏损',
    option_settled_tie: '{{code}} 期权 #{{id}} 平局：退还本金 {{payout}} USDT',
    option_settled_refunded: '{{code}} 期权 #{{id}}：到期时没有记录价格，退还本金 {{payout}} USDT',
    plan_earning: '智能计划#{{id}}已支付{{amount}} USDT；至今收益{{earned}} USDT',
    plan_completed: '智能计划#{{id}}已完成：本金{{amount}} USDT已退还，收益{{earned}} USDT',
    plan_exited: '智能计划#{{id}}已提前退出：退回{{refund}} USDT，违约金{{penalty}} USDT',
    presale_settled: '预售 {{symbol}}：以 {{cost}} USDT 分配 {{tokens}} 个代币；解冻 {{refund}} USDT',
    presale_cancelled: '预售 {{symbol}} 已取消：您的 {{refund}} USDT 已解冻',
    new_sign_in: '有人从未使用过的设备登录了你的账户',
    password_changed: '你的密码已更改',
  },
};
