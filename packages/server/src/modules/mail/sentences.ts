import type { Language, NotificationKind } from '@tp/contract';
import { asianAndArabicSentences } from './sentences-asian-arabic.ts';
import type { ContextKey } from './frame.ts';

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
    operator_notice: 'A notice from the platform',
    loan_approved: 'Loan #{{id}} approved: {{amount}} USDT paid to your real account',
    loan_rejected: 'Loan #{{id}} of {{amount}} USDT rejected: {{reason}}',
    loan_repaid: 'Loan #{{id}} repaid: {{amount}} USDT collected',
    loan_expired:
      'Loan #{{id}} is overdue: {{amount}} USDT collected at maturity, {{outstanding}} USDT still owed. Withdrawals are paused until it is repaid.',
    referral_commission:
      'Referral commission: {{amount}} USDT from {{count}} trading fees of your friends, paid to your real account',
    kyc_approved: 'Your identity is verified',
    kyc_rejected: 'Your identity verification did not pass: {{reason}}',
    kyc_resubmit: 'Please submit your identity verification again: {{reason}}',
    nft_outbid: 'You were outbid on {{name}}: the new bid is {{amount}} USDT; your {{released}} USDT hold is released',
    nft_won:
      "You won {{name}} for {{price}} USDT; {{donation}} USDT goes to the children's charity (receipt {{receiptNo}})",
    nft_bought:
      "You bought {{name}} for {{price}} USDT; {{donation}} USDT goes to the children's charity (receipt {{receiptNo}})",
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
    operator_notice: 'Eine Mitteilung der Plattform',
    loan_approved: 'Kredit #{{id}} genehmigt: {{amount}} USDT auf Ihr Echtgeldkonto ausgezahlt',
    loan_rejected: 'Kredit #{{id}} über {{amount}} USDT abgelehnt: {{reason}}',
    loan_repaid: 'Kredit #{{id}} zurückgezahlt: {{amount}} USDT eingezogen',
    loan_expired:
      'Kredit #{{id}} ist überfällig: {{amount}} USDT bei Fälligkeit eingezogen, {{outstanding}} USDT noch offen. Auszahlungen sind bis zur Rückzahlung gesperrt.',
    referral_commission:
      'Empfehlungsprovision: {{amount}} USDT aus {{count}} Handelsgebühren Ihrer Freunde, Ihrem Echtgeldkonto gutgeschrieben',
    kyc_approved: 'Ihre Identität ist verifiziert',
    kyc_rejected: 'Ihre Identitätsprüfung wurde nicht bestanden: {{reason}}',
    kyc_resubmit: 'Bitte reichen Sie Ihre Identitätsprüfung erneut ein: {{reason}}',
    nft_outbid:
      'Sie wurden bei {{name}} überboten: Das neue Gebot beträgt {{amount}} USDT; Ihre Reservierung von {{released}} USDT ist freigegeben',
    nft_won:
      'Sie haben {{name}} für {{price}} USDT ersteigert; {{donation}} USDT gehen an die Kinderhilfe (Beleg {{receiptNo}})',
    nft_bought:
      'Sie haben {{name}} für {{price}} USDT gekauft; {{donation}} USDT gehen an die Kinderhilfe (Beleg {{receiptNo}})',
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
    operator_notice: 'Un avis de la plateforme',
    loan_approved: 'Prêt #{{id}} approuvé : {{amount}} USDT versés sur votre compte réel',
    loan_rejected: 'Prêt #{{id}} de {{amount}} USDT refusé : {{reason}}',
    loan_repaid: 'Prêt #{{id}} remboursé : {{amount}} USDT prélevés',
    loan_expired:
      'Prêt #{{id}} en retard : {{amount}} USDT prélevés à l’échéance, {{outstanding}} USDT restent dus. Les retraits sont suspendus jusqu’au remboursement.',
    referral_commission:
      'Commission de parrainage : {{amount}} USDT sur {{count}} frais de trading de vos amis, versés sur votre compte réel',
    kyc_approved: 'Votre identité est vérifiée',
    kyc_rejected: "La vérification de votre identité n'a pas abouti : {{reason}}",
    kyc_resubmit: 'Veuillez soumettre à nouveau la vérification de votre identité : {{reason}}',
    nft_outbid:
      'Votre offre sur {{name}} a été dépassée : la nouvelle offre est de {{amount}} USDT ; vos {{released}} USDT réservés sont libérés',
    nft_won:
      "Vous avez remporté {{name}} pour {{price}} USDT ; {{donation}} USDT vont à l'association pour enfants (reçu {{receiptNo}})",
    nft_bought:
      "Vous avez acheté {{name}} pour {{price}} USDT ; {{donation}} USDT vont à l'association pour enfants (reçu {{receiptNo}})",
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
    operator_notice: 'Un avviso della piattaforma',
    loan_approved: 'Prestito #{{id}} approvato: {{amount}} USDT accreditati sul tuo conto reale',
    loan_rejected: 'Prestito #{{id}} di {{amount}} USDT rifiutato: {{reason}}',
    loan_repaid: 'Prestito #{{id}} rimborsato: {{amount}} USDT incassati',
    loan_expired:
      'Prestito #{{id}} scaduto: {{amount}} USDT incassati alla scadenza, {{outstanding}} USDT ancora dovuti. I prelievi sono sospesi fino al rimborso.',
    referral_commission:
      'Provvigione di invito: {{amount}} USDT da {{count}} commissioni di trading dei tuoi amici, accreditati sul tuo conto reale',
    kyc_approved: 'La tua identità è verificata',
    kyc_rejected: 'La verifica della tua identità non è stata superata: {{reason}}',
    kyc_resubmit: 'Invia di nuovo la verifica della tua identità: {{reason}}',
    nft_outbid:
      'La tua offerta su {{name}} è stata superata: la nuova offerta è {{amount}} USDT; i tuoi {{released}} USDT bloccati sono sbloccati',
    nft_won:
      "Hai vinto {{name}} per {{price}} USDT; {{donation}} USDT vanno all'ente benefico per l'infanzia (ricevuta {{receiptNo}})",
    nft_bought:
      "Hai acquistato {{name}} per {{price}} USDT; {{donation}} USDT vanno all'ente benefico per l'infanzia (ricevuta {{receiptNo}})",
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
    operator_notice: 'Un aviso de la plataforma',
    loan_approved: 'Préstamo #{{id}} aprobado: {{amount}} USDT abonados en tu cuenta real',
    loan_rejected: 'Préstamo #{{id}} de {{amount}} USDT rechazado: {{reason}}',
    loan_repaid: 'Préstamo #{{id}} reembolsado: {{amount}} USDT cobrados',
    loan_expired:
      'Préstamo #{{id}} vencido: {{amount}} USDT cobrados al vencimiento, {{outstanding}} USDT aún pendientes. Los retiros quedan suspendidos hasta que se reembolse.',
    referral_commission:
      'Comisión por referidos: {{amount}} USDT de {{count}} comisiones de trading de tus amigos, abonados en tu cuenta real',
    kyc_approved: 'Tu identidad está verificada',
    kyc_rejected: 'La verificación de tu identidad no fue aprobada: {{reason}}',
    kyc_resubmit: 'Envía de nuevo la verificación de tu identidad: {{reason}}',
    nft_outbid:
      'Han superado tu puja por {{name}}: la nueva puja es de {{amount}} USDT; tu retención de {{released}} USDT se ha liberado',
    nft_won:
      'Has ganado {{name}} por {{price}} USDT; {{donation}} USDT van a la fundación infantil (recibo {{receiptNo}})',
    nft_bought:
      'Has comprado {{name}} por {{price}} USDT; {{donation}} USDT van a la fundación infantil (recibo {{receiptNo}})',
  },
  ...asianAndArabicSentences,
};
