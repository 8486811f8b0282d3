/* eslint-disable max-lines -- the seeded articles in one language: data, not logic */
import type { SeedTexts } from '../seed-data.ts';

/** The seeded articles in German, by slug. */
export const de: SeedTexts = {
  'about-us': {
    title: 'Über uns',
    body: `<h2>Wer wir sind</h2>
<p>Wir betreiben eine Online-Plattform für Trading und Geldanlage für Privatkunden. Mit einem einzigen Konto verfolgen Sie Live-Kurse von Devisen, Kryptowährungen, Aktien, Futures und ETFs, eröffnen gehebelte Positionen, handeln Steigt-/Fällt-Optionen, nutzen Smart-Trading-Pläne, beantragen nach der KYC-Prüfung Anlagekredite und unterstützen mit dem Kauf von Charity-NFTs eine Kinderhilfsorganisation.</p>
<h2>Wofür wir stehen</h2>
<ul>
<li><strong>Klare Kosten.</strong> Die Handelsgebühren liegen unter 0,3 %, und jede Gebühr wird Ihnen angezeigt, bevor Sie bestätigen.</li>
<li><strong>Üben ohne Druck.</strong> Mit einem Demokonto und virtuellem Guthaben lernen Sie die Werkzeuge kennen. Demo- und Echtgeldbuch werden vollständig getrennt geführt und nie vermischt.</li>
<li><strong>Nachprüfbare Aufzeichnungen.</strong> Jede Ausführung und jede Abrechnung hält den genauen Kurs-Tick fest, den sie verwendet hat, und die Guthaben werden in doppelter Buchführung auf die letzte Einheit genau geführt.</li>
<li><strong>Menschen prüfen mit.</strong> Einzahlungen, Auszahlungen und Identitätsprüfungen werden von unserem Operations-Team geprüft und nicht blind genehmigt.</li>
</ul>
<h2>In Zahlen</h2>
<p>Mehr als 1,2 Millionen registrierte Nutzer, über 350 gelistete Kryptowährungen und ein durchschnittliches 24-Stunden-Handelsvolumen von 3,8 Milliarden.</p>
<p>Trading ist mit Risiken verbunden, und Sie können Geld verlieren. Beginnen Sie mit der <a href="/introduction">Einführung in die Plattform</a> oder lesen Sie die <a href="/help/faq">häufigen Fragen</a>, und testen Sie das Demokonto, bevor Sie mit echtem Geld handeln.</p>`,
  },
  'online-support': {
    title: 'Online-Support',
    body: `<h2>Wir sind rund um die Uhr für Sie da</h2>
<p>Unser Online-Support-Chat ist 24 Stunden am Tag, 7 Tage die Woche besetzt, auch an Wochenenden und Feiertagen. Zu Stoßzeiten kann eine Antwort etwas länger dauern, aber jede Unterhaltung wird von einem Mitglied unseres Teams beantwortet.</p>
<h2>So öffnen Sie den Chat</h2>
<ul>
<li><strong>Desktop:</strong> Klicken Sie auf das Support-Symbol in der oberen Leiste oder wählen Sie <em>Online-Support</em> in der Fußzeile. Der Chat öffnet sich in einem neuen Fenster, sodass Sie Ihren Handelsbildschirm im Blick behalten.</li>
<li><strong>Mobil:</strong> Tippen Sie auf das Support-Symbol in der oberen Leiste oder öffnen Sie Ihre Kontoseite und wählen Sie <em>Kundenservice kontaktieren</em>.</li>
</ul>
<h2>So können wir Ihnen schneller helfen</h2>
<ul>
<li>Nennen Sie uns Ihren Benutzernamen oder Ihre registrierte E-Mail-Adresse.</li>
<li>Geben Sie bei einer Order die Ordernummer an, bei einer Ein- oder Auszahlung die Coin, den Betrag und den Transaktions-Hash.</li>
<li>Sagen Sie uns, ob sich die Frage auf Ihr Demo- oder Ihr Echtgeldkonto bezieht.</li>
</ul>
<p><strong>Geben Sie im Chat niemals Ihr Passwort oder einen Bestätigungscode weiter.</strong> Unsere Mitarbeitenden werden nie danach fragen. Viele häufige Fragen sind bereits in den <a href="/help/faq">häufigen Fragen</a> beantwortet.</p>`,
  },
  careers: {
    title: 'Karriere',
    body: `<h2>Entwickeln Sie Werkzeuge, denen Menschen ihr Geld anvertrauen</h2>
<p>Wir sind ein Produkt- und Operations-Team, dem Genauigkeit wichtig ist: Kurse, die sich bis auf den Tick zurückverfolgen lassen, Salden, die immer aufgehen, und Prüfungen durch Menschen, die die Details lesen. Wenn Sie genau so arbeiten möchten, freuen wir uns auf Ihre Nachricht.</p>
<h2>Bereiche, in denen wir einstellen</h2>
<ul>
<li>Softwareentwicklung: Web, Echtzeit-Marktdaten, Buchhaltungs- und Backoffice-Systeme</li>
<li>Operations: Prüfung von Ein- und Auszahlungen, Identitätsprüfung (KYC)</li>
<li>Compliance und Risikomanagement</li>
<li>Kundensupport in mehreren Sprachen</li>
<li>Produktdesign und Inhalte, einschließlich Übersetzung</li>
</ul>
<h2>So bewerben Sie sich</h2>
<p>Senden Sie eine kurze Vorstellung und Ihren Lebenslauf über den Online-Support-Chat oder an die support@-Adresse in Ihrem Konto, mit dem Betreff „Karriere“ und dem Bereich, der Sie interessiert. Wir antworten auf jede Bewerbung.</p>
<h2>Ein Wort der Vorsicht</h2>
<p>Wir verlangen von Bewerbenden niemals Gebühren, fordern sie nie auf, Geld einzuzahlen oder „zur Probe“ zu handeln, und rekrutieren nie über private Messenger-Gruppen. Wenn Ihnen jemand unter diesen Bedingungen in unserem Namen eine Stelle anbietet, melden Sie dies bitte dem Online-Support.</p>`,
  },
  contact: {
    title: 'Kontakt',
    body: `<h2>So erreichen Sie uns</h2>
<p>Am schnellsten erreichen Sie uns über den <strong>Online-Support-Chat</strong>, der rund um die Uhr besetzt ist. Sie öffnen ihn über das Support-Symbol in der oberen Leiste, über <em>Online-Support</em> in der Fußzeile oder über <em>Kundenservice kontaktieren</em> auf Ihrer Kontoseite.</p>
<p>Wenn Sie lieber eine E-Mail schreiben, nutzen Sie die support@-Adresse, die in Ihrem Konto angezeigt wird. Bitte schreiben Sie von der E-Mail-Adresse, mit der Ihr Konto registriert ist, damit wir Ihre Nachricht zuordnen können.</p>
<h2>Was Sie angeben sollten</h2>
<ul>
<li>Ihren Benutzernamen und eine kurze Beschreibung Ihrer Frage</li>
<li>gegebenenfalls Ordernummern, Transaktions-Hashes oder Screenshots</li>
<li>ob es um Ihr Demo- oder Ihr Echtgeldkonto geht</li>
</ul>
<h2>Bitte beachten Sie</h2>
<ul>
<li>Wir bieten keinen telefonischen Support an und rufen Sie nie unaufgefordert an, um Sie zu Einzahlungen, Investitionen oder Überweisungen zu bewegen.</li>
<li>Unsere Mitarbeitenden fragen nie nach Ihrem Passwort oder einem Bestätigungscode.</li>
<li>Für eine förmliche Beschwerde folgen Sie den Schritten unter „Beschwerden“ in der Fußzeile.</li>
</ul>`,
  },
  'terms-of-service': {
    title: 'Nutzungsbedingungen',
    body: `<p>Diese Bedingungen gelten immer, wenn Sie die Plattform nutzen. Mit der Registrierung oder der Nutzung des Dienstes erkennen Sie sie an, zusammen mit unserer Datenschutzerklärung, dem Risikohinweis und der Richtlinie zur Geldwäscheprävention (AML) und KYC.</p>
<h2>1. Voraussetzungen und Ihr Konto</h2>
<ul>
<li>Sie müssen mindestens 18 Jahre alt sein und Dienste dieser Art an Ihrem Wohnort nutzen dürfen.</li>
<li>Eine Person, ein Konto. Ihre Angaben müssen wahr sein und aktuell gehalten werden.</li>
<li>Sie sind dafür verantwortlich, Ihr Passwort und Ihre Bestätigungscodes geheim zu halten, und für alle Aktivitäten in Ihrem Konto.</li>
</ul>
<h2>2. Demo- und Echtgeldkonto</h2>
<p>Das Demokonto arbeitet mit virtuellem Guthaben ohne Geldwert, das weder eingezahlt noch ausgezahlt oder übertragen werden kann. Demo- und Echtgeldsalden werden in getrennten Büchern geführt und nie vermischt. Einige Funktionen, darunter Smart Trading, gibt es nur im Echtgeldkonto.</p>
<h2>3. Orders, Kurse und Gebühren</h2>
<p>Orders werden zu dem Markt-Kurs-Tick ausgeführt und abgerechnet, der in der Order festgehalten ist. Gebühren werden angezeigt, bevor Sie bestätigen. Ist ein Markt geschlossen oder in Korrektur, ist der Handel darin nicht möglich.</p>
<h2>4. Ein- und Auszahlungen</h2>
<p>Ein- und Auszahlungen werden von unseren Mitarbeitenden geprüft und erst nach Freigabe gutgeschrieben bzw. ausgezahlt. Mindesteinzahlungen und die Auszahlungsgebühr werden in den jeweiligen Ansichten angezeigt.</p>
<h2>5. Unzulässige Nutzung</h2>
<p>Sie dürfen die Plattform nicht für Betrug, Geldwäsche oder Marktmissbrauch nutzen und weder Fehler noch das Programm „Freunde einladen“ ausnutzen (etwa mit mehreren Konten). Wir können daran beteiligte Konten einschränken, sperren oder schließen und daraus entstandene Buchungen rückgängig machen.</p>
<h2>6. Keine Beratung; Änderungen</h2>
<p>Wir erbringen keine Anlageberatung. Wir können diese Bedingungen ändern; wesentliche Änderungen kündigen wir vor ihrem Inkrafttreten unter „Mitteilungen“ an.</p>`,
  },
  'privacy-policy': {
    title: 'Datenschutzerklärung',
    body: `<p>Diese Erklärung beschreibt, welche personenbezogenen Daten wir erheben, wozu, und welche Wahlmöglichkeiten Sie haben.</p>
<h2>Was wir erheben</h2>
<ul>
<li><strong>Kontodaten:</strong> Benutzername, E-Mail-Adresse, Passwort (nur als Hash gespeichert) und Ihre Spracheinstellung.</li>
<li><strong>Identitätsdaten (KYC):</strong> Name, Geschlecht, Geburtsdatum, Land, Telefonnummer, Anschrift, Art des Ausweisdokuments, Fotos des Dokuments, ein Foto, auf dem Sie es in der Hand halten, und Ihre Unterschrift, wenn Sie Ihre Identität bestätigen oder einen Kreditvertrag unterzeichnen.</li>
<li><strong>Finanzdaten:</strong> Orders, Pläne, Kredite, Einzahlungen (einschließlich Zahlungsnachweisen und Transaktions-Hashes), Auszahlungsadressen und Buchungen.</li>
<li><strong>Support- und technische Daten:</strong> Chatnachrichten sowie Geräte- und Verbindungsinformationen, die für die Sicherheit des Dienstes nötig sind.</li>
<li><strong>Anmeldung über soziale Konten:</strong> Wenn Sie sich mit Google anmelden, erhalten wir die grundlegenden Profildaten, die Google teilt, etwa Ihre E-Mail-Adresse.</li>
</ul>
<h2>Wozu wir sie verwenden</h2>
<p>Um Ihr Konto zu führen, Transaktionen auszuführen und aufzuzeichnen, Ihre Identität zu prüfen und Pflichten zur Geldwäscheprävention zu erfüllen, Betrug zu verhindern, Supportanfragen zu beantworten und Servicebenachrichtigungen zu senden. Wir verkaufen Ihre personenbezogenen Daten nicht.</p>
<h2>Weitergabe und Aufbewahrung</h2>
<p>Wir geben Daten nur an Dienstleister weiter, die uns beim Betrieb der Plattform helfen und zur Vertraulichkeit verpflichtet sind, sowie an Behörden, soweit das Gesetz es verlangt. Wir bewahren Aufzeichnungen auf, solange Ihr Konto besteht, und danach so lange, wie es das Gesetz für Finanz- und Identitätsunterlagen vorschreibt.</p>
<h2>Ihre Rechte</h2>
<p>Sie können Auskunft über Ihre Daten und deren Berichtigung verlangen sowie deren Löschung, soweit wir nicht gesetzlich zur Aufbewahrung verpflichtet sind. Wenden Sie sich dazu an den Online-Support.</p>`,
  },
  'cookie-policy': {
    title: 'Cookie-Richtlinie',
    body: `<p>Wie die meisten Webanwendungen speichert die Plattform kleine Informationen in Ihrem Browser, in Cookies und ähnlichem lokalen Speicher. Diese Richtlinie erklärt, was gespeichert wird und warum.</p>
<h2>Was wir speichern</h2>
<table>
<thead><tr><th>Eintrag</th><th>Zweck</th></tr></thead>
<tbody>
<tr><td>Anmelde-Token und Anmeldestatus</td><td>Hält Sie beim Seitenwechsel angemeldet</td></tr>
<tr><td>Grundlegende Benutzerinformationen</td><td>Zeigt Ihren Namen und Ihre Kontodaten, ohne sie auf jeder Seite neu zu laden</td></tr>
<tr><td>Sprache</td><td>Merkt sich die gewählte Sprache der Oberfläche</td></tr>
<tr><td>Kontomodus</td><td>Merkt sich, ob Sie das Demo- oder das Echtgeldkonto nutzen</td></tr>
<tr><td>Onboarding-Kennzeichen</td><td>Verhindert, dass der mobile Willkommensbildschirm in derselben Sitzung erneut erscheint</td></tr>
</tbody>
</table>
<p>Diese Einträge sind für den Betrieb des Dienstes unbedingt erforderlich. Wir nutzen sie nicht, um Werbeprofile zu erstellen. Sollten wir jemals optionale Cookies einführen, etwa für Analysen, bitten wir Sie vorher um Ihre Einwilligung.</p>
<h2>Dritte</h2>
<p>Wenn Sie sich mit Google anmelden, kann Google nach seinen eigenen Richtlinien eigene Cookies setzen.</p>
<h2>Ihre Wahlmöglichkeiten</h2>
<p>Sie können diese Daten jederzeit in den Einstellungen Ihres Browsers löschen. Dadurch werden Sie abgemeldet, und Ihre Einstellungen für Sprache und Kontomodus werden zurückgesetzt.</p>`,
  },
  'aml-kyc-policy': {
    title: 'Richtlinie zur Geldwäscheprävention (AML) und KYC',
    body: `<p>Wir setzen alles daran, zu verhindern, dass unsere Plattform für Geldwäsche, Terrorismusfinanzierung oder Betrug missbraucht wird. Diese Richtlinie beschreibt die Kontrollen, die für alle Kunden gelten.</p>
<h2>Kenne deinen Kunden (KYC)</h2>
<p>Bevor Sie einen Kredit beantragen können, ist eine Identitätsprüfung erforderlich; wir können sie auch zu anderen Zeitpunkten verlangen, etwa vor einer Auszahlung oder wenn sich die Kontoaktivität ändert. Wir bitten Sie um:</p>
<ul>
<li>Vor- und Nachname, Geschlecht, Geburtsdatum, Land, Telefonnummer, Anschrift und E-Mail-Adresse;</li>
<li>einen gültigen Personalausweis, Führerschein oder Reisepass, von Vorder- und Rückseite fotografiert;</li>
<li>ein Foto, auf dem Sie das Dokument halten, sowie Ihre Unterschrift.</li>
</ul>
<p>Bilder müssen im Format JPG, JPEG 2000 oder PNG vorliegen und dürfen jeweils höchstens 2 MB groß sein. Die Prüfung ist innerhalb von 48 Stunden abgeschlossen. Wird eine Einreichung nicht genehmigt, teilen wir Ihnen das mit, und Sie können sie erneut einreichen.</p>
<h2>Überwachung und Prüfung</h2>
<ul>
<li>Jede Ein- und Auszahlung wird von einem Mitarbeitenden geprüft, bevor sie gutgeschrieben oder ausgezahlt wird.</li>
<li>Wir achten auf ungewöhnliche Muster, etwa Gelder, die ohne Handel durch ein Konto fließen, oder mehrere Konten, die von einer Person gesteuert werden.</li>
<li>Wir können nach der Herkunft von Geldern fragen und Nachweise anfordern.</li>
</ul>
<h2>Unsere Maßnahmen</h2>
<p>Wir können eine Transaktion verzögern, ablehnen oder rückgängig machen, ein Konto einschränken und verdächtige Aktivitäten den zuständigen Behörden melden, soweit das Gesetz es verlangt. Nicht immer dürfen wir Ihnen mitteilen, dass eine Meldung erfolgt ist.</p>`,
  },
  'risk-warning': {
    title: 'Risikohinweis',
    body: `<p><strong>Der Handel mit gehebelten Produkten, Optionen und Kryptowährungen ist mit hohen Risiken verbunden. Sie können einen Teil oder den gesamten eingesetzten Betrag verlieren. Handeln Sie nur mit Geld, dessen Verlust Sie sich leisten können.</strong></p>
<h2>Der Hebel vergrößert Verluste</h2>
<p>Mit einem Hebel kontrolliert eine kleine Margin eine größere Position. Bei einem Hebel von 10x kostet Sie eine Kursbewegung von 1 % gegen Sie 10 % Ihrer Margin, und eine Bewegung von 10 % kann sie vollständig aufzehren. Gewinne und Verluste werden auf die volle Positionsgröße berechnet, nicht auf Ihre Margin.</p>
<h2>Ein Stop-Loss ist ein Auslöser, kein garantierter Kurs</h2>
<p>Ein Stop-Loss schließt Ihre Position, wenn der Markt Ihre Marke erreicht, zum nächsten verfügbaren Kurs-Tick. In schnellen Märkten, bei Kurslücken oder wenn ein Markt nach einer Schließung oder Wartung wieder öffnet, kann dieser Tick deutlich schlechter sein als Ihre Marke. Dasselbe gilt für Take-Profit-Orders.</p>
<h2>Bei Optionen kann der gesamte Einsatz verloren gehen</h2>
<p>Liegt der Kurs bei einer Steigt-/Fällt-Option zum Ablauf auf der falschen Seite des Eröffnungskurses, verlieren Sie den gesamten Einsatz. Nur bei einem unveränderten Kurs wird er erstattet.</p>
<h2>Demo-Ergebnisse sagen nichts über echte Ergebnisse</h2>
<p>Das Demokonto nutzt virtuelles Geld. Echter Handel bringt echte Emotionen und echte Verluste mit sich, und Erfolg im Demokonto bedeutet nicht, dass Sie mit echtem Geld Gewinne erzielen.</p>
<h2>Weitere Risiken</h2>
<ul>
<li>Kryptowährungskurse können sich zu jeder Tageszeit stark bewegen.</li>
<li>Die bei Smart-Trading-Plänen angezeigten Tagesrenditen und erwarteten Erträge sind keine Garantie, und ein vorzeitiger Ausstieg aus einem Plan kostet eine Vertragsstrafe.</li>
<li>Ein Kredit muss samt fälliger Zinsen zurückgezahlt werden, unabhängig von Ihren Handelsergebnissen.</li>
</ul>
<p>Wenn Sie nicht sicher sind, ob diese Produkte zu Ihnen passen, holen Sie unabhängigen Rat ein.</p>`,
  },
  'licence-and-supervision': {
    title: 'Lizenz und Aufsicht',
    body: `<h2>Der regulatorische Status hängt von Ihrem Wohnort ab</h2>
<p>Finanz- und Kryptowerte-Dienstleistungen sind in jedem Land anders reguliert. Ob ein Produkt dieser Plattform Ihnen angeboten werden darf und zu welchen Bedingungen, hängt von Ihrem Wohnsitzland ab. Manche Produkte sind in Ihrer Region möglicherweise nicht verfügbar, und es liegt in Ihrer Verantwortung sicherzustellen, dass ihre Nutzung an Ihrem Wohnort rechtmäßig ist.</p>
<h2>Prüfen, wer Sie betreut</h2>
<p>Auf dieser Seite veröffentlichen wir keine Lizenz- oder Registrierungsnummern. Wenn Sie eine schriftliche Bestätigung benötigen, welches Unternehmen Ihr Konto führt und welcher regulatorische Status dafür gilt, fragen Sie über den Online-Support, und wir antworten Ihnen schriftlich.</p>
<p>Seien Sie vorsichtig bei Websites, Social-Media-Konten oder Messenger-Kontakten, die Ihnen ein „Lizenzzertifikat“ in unserem Namen zeigen, garantierte Renditen versprechen oder Sie zur Zahlung auf eine private Wallet auffordern. Fragen Sie beim Online-Support nach, bevor Sie handeln.</p>
<h2>Interne Kontrollen</h2>
<ul>
<li>Demo- und Echtgeldbuch werden getrennt geführt und nie vermischt.</li>
<li>Echte Guthaben werden exakt in doppelter Buchführung erfasst.</li>
<li>Jede Einzahlung, Auszahlung und Identitätsprüfung wird von einem Mitarbeitenden geprüft.</li>
</ul>
<p>Dies sind unsere eigenen Kontrollen. Sie sind weder eine staatliche Garantie noch eine Einlagensicherung.</p>`,
  },
  'legal-information': {
    title: 'Rechtliche Hinweise',
    body: `<h2>Dokumente, die Ihre Nutzung der Plattform regeln</h2>
<p>Ihre Beziehung zu uns richtet sich nach den Nutzungsbedingungen sowie der Datenschutzerklärung, der Cookie-Richtlinie, der AML- und KYC-Richtlinie und dem Risikohinweis. Zusätzlich gelten produktspezifische Bedingungen, etwa der Kreditvertrag, den Sie vor der Gewährung eines Kredits unterzeichnen. Widerspricht eine produktspezifische Bedingung den allgemeinen Bedingungen, hat für dieses Produkt die produktspezifische Vorrang.</p>
<h2>Elektronische Aufzeichnungen</h2>
<p>Sie erklären sich damit einverstanden, dass Ihre elektronische Unterschrift unter einem Kreditvertrag dieselbe Wirkung hat wie eine handschriftliche. Der unterzeichnete Vertrag steht auf der Detailseite des Kredits als PDF zum Download bereit. Order-, Abrechnungs- und Buchungsdaten, einschließlich des Kurs-Ticks jeder Ausführung oder Abrechnung, werden elektronisch gespeichert und gelten als Nachweis Ihrer Transaktionen.</p>
<h2>Sprachen</h2>
<p>Unsere Inhalte erscheinen in allen zehn Sprachen der Oberfläche. Übersetzungen dienen Ihrer Bequemlichkeit; weichen Fassungen voneinander ab, ist die englische Fassung maßgeblich.</p>
<h2>Geistiges Eigentum</h2>
<p>Die Plattform, ihre Software, ihr Design und ihre Inhalte sind durch das Recht des geistigen Eigentums geschützt. Sie dürfen sie nur nutzen, um für Ihr eigenes Konto auf den Dienst zuzugreifen. Marktnamen, Logos und Tickersymbole gehören ihren jeweiligen Inhabern.</p>
<h2>Fragen</h2>
<p>Rechtliche Fragen können Sie über den Online-Support stellen.</p>`,
  },
  disclaimer: {
    title: 'Haftungsausschluss',
    body: `<h2>Information, keine Beratung</h2>
<p>Marktdaten, Charts, Artikel, Mitteilungen und Angaben wie erwarteter Gewinn oder Tagesrendite dienen ausschließlich der Information. Sie sind keine Anlage-, Steuer- oder Rechtsberatung und keine Empfehlung, etwas zu kaufen oder zu verkaufen. Sie treffen Ihre Handelsentscheidungen selbst und sind dafür verantwortlich.</p>
<h2>Marktdaten</h2>
<p>Live-Kurse werden übertragen, sobald sie eintreffen, und können gelegentlich verzögert sein oder ausfallen. Kleine Charts in Übersichten enthalten nur die jüngsten Punkte; liegt keine aktuelle Reihe vor, kann eine beispielhafte Platzhalterlinie erscheinen. Verlassen Sie sich immer auf den Live-Kurs und auf die Angaben in der Orderbestätigung, die den tatsächlich verwendeten Kurs-Tick nennen.</p>
<h2>Verfügbarkeit</h2>
<p>Wir arbeiten daran, den Dienst rund um die Uhr verfügbar zu halten, können aber keinen unterbrechungsfreien Zugang zusagen. Wartungsarbeiten, Netzwerkprobleme oder Ereignisse außerhalb unseres Einflusses können den Handel vorübergehend unmöglich machen. Angekündigte Wartungen finden Sie unter „Mitteilungen“.</p>
<h2>Haftungsbeschränkung</h2>
<p>Soweit gesetzlich zulässig, haften wir nicht für Verluste durch Marktbewegungen, durch Ihre eigenen Entscheidungen oder durch Unterbrechungen außerhalb unseres zumutbaren Einflusses. Nichts in diesem Haftungsausschluss beschränkt Rechte, die nach dem Gesetz nicht beschränkt werden können.</p>`,
  },
  advertising: {
    title: 'Werbung',
    body: `<h2>Unsere Werbezahlen, erklärt</h2>
<table>
<thead><tr><th>Angabe</th><th>Bedeutung</th></tr></thead>
<tbody>
<tr><td>Gebühren unter 0,3 %</td><td>Handelsgebühren, die auf Orders anfallen. Andere Kosten, etwa die Auszahlungsgebühr, kommen gesondert hinzu und werden vor Ihrer Bestätigung angezeigt.</td></tr>
<tr><td>Über 350 Kryptowährungen</td><td>Die Zahl der auf der Plattform gelisteten Kryptomärkte.</td></tr>
<tr><td>1,2 Mio. Nutzer</td><td>Registrierte Konten, von denen nicht alle aktiv sind.</td></tr>
<tr><td>3,8 Mrd. Volumen in 24 Std.</td><td>Durchschnittliches Handelsvolumen über einen Zeitraum von 24 Stunden.</td></tr>
</tbody>
</table>
<h2>Unsere Werbeversprechen</h2>
<ul>
<li>Wir werben nie mit garantierten Gewinnen oder „risikolosem“ Handel.</li>
<li>Ergebnisse aus dem Demokonto werden in Aktionen als Demo-Ergebnisse gekennzeichnet.</li>
<li>Prämien, etwa aus dem Programm „Freunde einladen“, unterliegen den auf der jeweiligen Seite genannten Bedingungen.</li>
</ul>
<h2>Identitätsmissbrauch</h2>
<p>Betrüger kopieren mitunter unseren Namen und unseren Auftritt, um für „Kontobetreuer“, Signalgruppen oder Modelle mit garantierter Rendite zu werben. Wir betreiben keine solchen Gruppen, und unsere Mitarbeitenden fragen nie nach Ihrem Passwort, nach Bestätigungscodes oder nach einer Überweisung auf eine private Wallet. Wenn Ihnen eine Anzeige irreführend oder gefälscht vorkommt, melden Sie sie bitte über den Online-Support.</p>`,
  },
  complaints: {
    title: 'Beschwerden',
    body: `<p>Wenn etwas schiefgelaufen ist, möchten wir davon erfahren und es in Ordnung bringen. So funktioniert unser Beschwerdeverfahren.</p>
<h2>1. Teilen Sie es uns mit</h2>
<p>Öffnen Sie den Online-Support-Chat oder schreiben Sie an die support@-Adresse in Ihrem Konto, und beginnen Sie Ihre Nachricht mit dem Wort „Beschwerde“. Bitte geben Sie an:</p>
<ul>
<li>Ihren Benutzernamen und ob es um Ihr Demo- oder Ihr Echtgeldkonto geht;</li>
<li>betroffene Ordernummern, Transaktions-Hashes, Daten und Beträge;</li>
<li>was passiert ist und welche Lösung Sie sich wünschen.</li>
</ul>
<h2>2. Wir bestätigen den Eingang und prüfen</h2>
<p>Wir bestätigen jede Beschwerde und teilen Ihnen mit, wann Sie mit einer vollständigen Antwort rechnen können. Die Prüfung übernimmt jemand, der an der ursprünglichen Entscheidung nicht beteiligt war. Da jede Ausführung und Abrechnung ihren Kurs-Tick festhält und jede Saldoänderung eine Buchung ist, können wir genau rekonstruieren, was geschehen ist, und die relevanten Aufzeichnungen mit Ihnen teilen.</p>
<h2>3. Unsere Antwort</h2>
<p>Sie erhalten eine schriftliche Antwort, die unsere Ergebnisse erläutert. Haben wir einen Fehler gemacht, korrigieren wir Ihren Saldo und erklären, wie. Sind Sie nicht zufrieden, antworten Sie und bitten Sie darum, dass ein erfahrenes Teammitglied die Beschwerde erneut prüft.</p>
<p>Eine Beschwerde ist kostenlos und hat nie Einfluss darauf, wie wir Ihr Konto behandeln.</p>`,
  },
  introduction: {
    title: 'Einführung in die Plattform',
    body: `<h2>Was Sie hier tun können</h2>
<ul>
<li><strong>Märkte:</strong> Verfolgen Sie Live-Kurse von Devisen, Kryptowährungen, Aktien, Futures und ETFs, führen Sie eine Beobachtungsliste und eröffnen Sie Long- oder Short-Positionen mit Hebel, Stop-Loss und Take-Profit.</li>
<li><strong>Optionen:</strong> Wählen Sie eine Laufzeit und sagen Sie voraus, ob der Kurs zum Ablauf gestiegen oder gefallen ist.</li>
<li><strong>Smart Trading:</strong> Nehmen Sie für eine feste Anzahl von Tagen an einem automatisierten Plan mit angegebener Tagesrendite teil.</li>
<li><strong>Kredite:</strong> Leihen Sie sich nach der Identitätsprüfung Geld für eine feste Laufzeit und unterzeichnen Sie den Vertrag online; das unterschriebene PDF bleibt zum Download verfügbar.</li>
<li><strong>Charity-NFTs:</strong> Bieten Sie auf NFTs oder kaufen Sie sie; die Erlöse kommen einer Kinderhilfsorganisation zugute.</li>
<li><strong>Wallet:</strong> Zahlen Sie USDT, BTC und ETH ein und aus, laden Sie Freunde ein und erhalten Sie Benachrichtigungen.</li>
</ul>
<h2>Wie wir für Ordnung sorgen</h2>
<ul>
<li><strong>Demo- und Echtgeldbuch vermischen sich nie.</strong> Das Demokonto läuft mit virtuellen USDT in einem eigenen Buch; ein Kontowechsel ändert nur, welches Buch Sie sehen, und verschiebt nie Geld zwischen beiden.</li>
<li><strong>Jeder Kurs ist nachvollziehbar.</strong> Jede Ausführung und Abrechnung nennt den Kurs-Tick, den sie verwendet hat, sodass Sie genau sehen, warum ein Ergebnis so ausgefallen ist.</li>
<li><strong>Exakte Beträge.</strong> Guthaben werden in doppelter Buchführung mit exakten Dezimalbeträgen geführt, nie mit gerundeten Gleitkommazahlen; jeder Gutschrift steht eine Belastung gegenüber.</li>
<li><strong>Geprüfte Überweisungen.</strong> Ein- und Auszahlungen werden von einem Mitarbeitenden geprüft, bevor Gelder gutgeschrieben oder versendet werden.</li>
</ul>
<h2>Erste Schritte</h2>
<ol>
<li>Registrieren Sie sich mit Ihrer E-Mail-Adresse.</li>
<li>Üben Sie mit dem Demokonto.</li>
<li>Wechseln Sie zum Echtgeldkonto und zahlen Sie ein, sobald Sie bereit sind.</li>
</ol>
<p>In den Kurscharts steht Rot für einen Anstieg und Grün für einen Rückgang. Bitte lesen Sie vor dem Handel den Risikohinweis.</p>`,
  },
  'faq-register': {
    title: 'Wie registriere ich mich?',
    body: `<p>Wählen Sie <strong>Registrieren</strong> und geben Sie einen Benutzernamen, Ihre E-Mail-Adresse und ein Passwort ein; wiederholen Sie das Passwort zur Bestätigung. Jede E-Mail-Adresse und jeder Benutzername kann nur für ein Konto verwendet werden. Sie können sich auch mit Google anmelden.</p>
<p>Nach der Registrierung starten Sie im Demokonto und können die Plattform sofort erkunden, ohne etwas einzuzahlen.</p>`,
  },
  'faq-demo-vs-real': {
    title: 'Was unterscheidet Demo- und Echtgeldkonto, und wie wechsle ich?',
    body: `<p>Das <strong>Demokonto</strong> nutzt virtuelle USDT ohne Geldwert, damit Sie risikolos üben können. Das <strong>Echtgeldkonto</strong> nutzt das Geld, das Sie einzahlen. Beide werden in getrennten Büchern geführt: Zwischen ihnen wird nie etwas verschoben.</p>
<p>Sie wechseln auf Ihrer Kontoseite; eine Meldung bestätigt, welches Konto aktiv ist. Smart Trading und einige weitere Funktionen gibt es nur im Echtgeldkonto.</p>`,
  },
  'faq-deposit': {
    title: 'Wie funktionieren Einzahlungen?',
    body: `<p>Gehen Sie zu <a href="/profile/balance">Guthaben</a>, wählen Sie <em>Einzahlen</em> und dann USDT, BTC oder ETH. Senden Sie die Mittel an die angezeigte Adresse und reichen Sie die Einzahlung anschließend mit Betrag, Transaktions-Hash, den letzten 6 Zeichen und einem Screenshot der Zahlung als Nachweis ein (JPG oder PNG, bis 2 MB).</p>
<table>
<thead><tr><th>Coin</th><th>Mindesteinzahlung</th></tr></thead>
<tbody><tr><td>USDT</td><td>120</td></tr><tr><td>BTC</td><td>0,015</td></tr><tr><td>ETH</td><td>0,2</td></tr></tbody>
</table>
<p>Ein Mitarbeitender gleicht jede Einzahlung mit der Blockchain ab, bevor sie Ihrem Echtgeldkonto gutgeschrieben wird. Den Status verfolgen Sie in Ihrem Transaktionsverlauf.</p>`,
  },
  'faq-withdrawal': {
    title: 'Wie funktionieren Auszahlungen, und was kosten sie?',
    body: `<p>Gehen Sie zu <a href="/profile/balance">Guthaben</a>, wählen Sie <em>Auszahlen</em> und die Methode, und geben Sie dann Ihre Wallet-Adresse und den Betrag ein. Vor der Bestätigung zeigt Ihnen die Ansicht die Auszahlungsgebühr und den genauen Betrag, den Sie erhalten.</p>
<p>Jede Auszahlung wird von einem Mitarbeitenden geprüft und dann an das Netzwerk gesendet; sie ist abgeschlossen, sobald das Netzwerk die Übertragung bestätigt hat. Prüfen Sie die Adresse genau: An eine falsche Adresse gesendete Beträge lassen sich nicht zurückholen.</p>`,
  },
  'faq-leverage-margin': {
    title: 'Was bedeuten Hebel und Margin?',
    body: `<p>Die <strong>Margin</strong> ist der Teil Ihres Guthabens, der zur Eröffnung einer Position zurückgelegt wird. Der <strong>Hebel</strong> gibt an, um wie viel größer die Position als die Margin ist. Zum Beispiel eröffnen 100 USDT Margin bei einem Hebel von 10x eine Position über 1.000 USDT.</p>
<p>Gewinn und Verlust beziehen sich auf die volle Position: Eine Bewegung von 1 % entspricht 10 USDT, also 10 % Ihrer Margin. Ihr Konto zeigt die genutzte und die freie Margin, damit Sie sehen, wie viel gebunden ist.</p>`,
  },
  'faq-stop-loss-take-profit': {
    title: 'Wie funktionieren Stop-Loss und Take-Profit?',
    body: `<p>Beim Eröffnen einer Position können Sie einen <strong>Stop-Loss</strong>-Kurs festlegen, um Verluste zu begrenzen, und einen <strong>Take-Profit</strong>-Kurs, um Gewinne zu sichern. Beide müssen auf der richtigen Seite des aktuellen Kurses liegen, sonst wird die Order als unplausibel abgelehnt.</p>
<p>Erreicht der Markt Ihre Marke, wird die Position zum nächsten verfügbaren Kurs-Tick geschlossen. In schnellen Märkten oder bei Kurslücken kann dieser Tick schlechter sein als Ihre Marke: Ein Stop-Loss ist ein Auslöser, kein garantierter Kurs.</p>`,
  },
  'faq-options-settlement': {
    title: 'Wie werden Steigt-/Fällt-Optionen abgerechnet?',
    body: `<p>Wählen Sie ein Produkt, eine Laufzeit und Ihren Einsatz und sagen Sie dann <strong>Steigt</strong> oder <strong>Fällt</strong> voraus. Bei Ablauf wird der Abrechnungskurs mit dem Eröffnungskurs verglichen:</p>
<ul>
<li>Richtige Richtung: Sie erhalten Ihren Einsatz zurück plus die für diese Laufzeit angezeigte Auszahlung.</li>
<li>Falsche Richtung: Sie verlieren den Einsatz.</li>
<li>Gleicher Kurs: Ihr Einsatz wird vollständig erstattet.</li>
</ul>
<p>Beide Kurse und die Ticks, aus denen sie stammen, sehen Sie in den Orderdetails.</p>`,
  },
  'faq-kyc-loans': {
    title: 'Wie funktionieren Identitätsprüfung (KYC) und Kredite?',
    body: `<p>Für Kredite ist eine Identitätsprüfung nötig. Reichen Sie Ihre persönlichen Angaben ein, Fotos der Vorder- und Rückseite Ihres Personalausweises, Führerscheins oder Reisepasses, ein Foto, auf dem Sie das Dokument halten, und Ihre Unterschrift. Wir prüfen Einreichungen innerhalb von 48 Stunden; wird eine nicht genehmigt, können Sie sie korrigieren und erneut einreichen. Verifizierte Nutzer können höhere Beträge leihen.</p>
<p>Wählen Sie dann Betrag und Laufzeit, prüfen Sie die angezeigten Zinsen und unterzeichnen Sie den Vertrag online; das unterschriebene PDF können Sie in den Kreditdetails herunterladen. Kapital und Zinsen sind bei Fälligkeit zu zahlen, eine vorzeitige Rückzahlung ist möglich.</p>`,
  },
  'faq-smart-trading': {
    title: 'Was sind Smart-Trading-Pläne, und was passiert bei einem vorzeitigen Ausstieg?',
    body: `<p>Ein Smart-Trading-Plan ist eine automatisierte Strategie, an der Sie für eine feste Anzahl von Tagen teilnehmen. Vor Ihrer Bestätigung zeigt der Plan die Anlagegrenzen, die Tagesrendite und den erwarteten Ertrag; während der Laufzeit werden Erträge planmäßig gutgeschrieben. Pläne gibt es nur im Echtgeldkonto.</p>
<p>Sie können vorzeitig aussteigen, dann wird jedoch ein Teil des Kapitals als Vertragsstrafe abgezogen, und Ihr Gesamtertrag sinkt. Das verbleibende Kapital geht auf Ihr Echtgeldkonto zurück. Der Abzug wird angezeigt, bevor Sie den Ausstieg bestätigen.</p>`,
  },
  'faq-charity-nfts': {
    title: 'Was sind Charity-NFTs?',
    body: `<p>Charity-NFTs sind digitale Sammelobjekte, deren Verkauf einer Kinderhilfsorganisation zugutekommt. Die Seite jedes NFT zeigt Urheber, Blockchain, Vertragsadresse, aktuelles Gebot, Restlaufzeit und die bisher gesammelte Spendensumme.</p>
<p>Sie können <strong>ein Gebot abgeben</strong> oder <strong>sofort kaufen</strong>; Ihre NFTs finden Sie unter <em>Meine NFTs</em>. Hinterlegen Sie vor dem Kauf eine Empfangsadresse. Wie bei jedem Sammelobjekt kann der Wiederverkaufswert eines NFT sinken.</p>`,
  },
  'faq-invite-friends': {
    title: 'Wie funktioniert „Freunde einladen“?',
    body: `<p>Unter <a href="/profile/invite">Freunde einladen</a> finden Sie Ihren persönlichen Einladungslink und Code, die Sie kopieren und teilen können. Registriert sich ein Freund über Ihren Link oder Code, wird er mit Ihrem Konto verknüpft.</p>
<p>Prämien und die Bedingungen dafür stehen auf dieser Seite. Für Selbsteinladungen oder Mehrfachkonten werden keine Prämien gezahlt.</p>`,
  },
  'faq-password-reset': {
    title: 'Ich habe mein Passwort vergessen. Wie setze ich es zurück?',
    body: `<p>Wählen Sie auf der Anmeldeseite <strong>Passwort vergessen?</strong>. Geben Sie Ihre registrierte E-Mail-Adresse ein und fordern Sie einen Bestätigungscode an; geben Sie dann den Code und zweimal Ihr neues Passwort ein. Kommt der Code nicht innerhalb weniger Minuten an, sehen Sie im Spam-Ordner nach und fordern Sie einen neuen an.</p>
<p>Wenn Sie angemeldet sind und Ihr aktuelles Passwort kennen, können Sie es unter <em>Mein Konto</em> &gt; <em>Passwort ändern</em> ändern.</p>`,
  },
  'faq-security-tips': {
    title: 'Wie schütze ich mein Konto?',
    body: `<ul>
<li>Verwenden Sie ein starkes Passwort, das Sie nirgendwo sonst nutzen.</li>
<li>Geben Sie Ihr Passwort oder Ihre Bestätigungscodes niemals weiter. Unsere Mitarbeitenden fragen nie danach.</li>
<li>Geben Sie Ihre Daten nur auf der offiziellen Plattform ein und seien Sie bei Links über Messenger oder soziale Medien vorsichtig.</li>
<li>Zahlen Sie nur auf die Adresse ein, die in der Einzahlungsansicht angezeigt wird, nie auf eine Adresse, die Ihnen jemand schickt.</li>
<li>Melden Sie sich auf gemeinsam genutzten Geräten ab.</li>
<li>Fällt Ihnen etwas Ungewöhnliches auf, ändern Sie sofort Ihr Passwort und wenden Sie sich an den Online-Support.</li>
</ul>`,
  },
  'notice-demo-account-launch': {
    title: 'Demokonto jetzt verfügbar: Üben Sie mit 100.000 virtuellen USDT',
    body: `<p><em>Veröffentlicht am 12. Januar 2026</em></p>
<p>Jedes neue Konto startet jetzt mit einem Demokonto mit <strong>100.000 virtuellen USDT</strong>. Probieren Sie damit Marktorders, Hebel, Stop-Loss und Take-Profit sowie Steigt-/Fällt-Optionen zu Live-Kursen aus, ohne Geld zu riskieren.</p>
<h3>Gut zu wissen</h3>
<ul>
<li>Virtuelle USDT haben keinen Geldwert und können weder ausgezahlt noch auf Ihr Echtgeldkonto übertragen werden. Demo- und Echtgeldbuch vermischen sich nie.</li>
<li>Wechseln Sie auf Ihrer Kontoseite zwischen Demo und Echtgeld; eine Meldung bestätigt, welches Konto aktiv ist.</li>
<li>Smart Trading gibt es nur im Echtgeldkonto.</li>
<li>Demo-Ergebnisse sagen nichts über echte Ergebnisse aus. Echter Handel birgt echte Risiken.</li>
</ul>
<p>Fragen? Unser Online-Support-Team ist rund um die Uhr für Sie da.</p>`,
  },
  'notice-staff-never-ask-passwords': {
    title: 'Erinnerung: Unsere Mitarbeitenden fragen nie nach Ihrem Passwort oder Bestätigungscodes',
    body: `<p><em>Veröffentlicht am 9. Februar 2026</em></p>
<p>Uns wurde gemeldet, dass Personen Kunden über Messenger und soziale Medien kontaktieren und behaupten, für uns zu arbeiten. Bitte denken Sie daran:</p>
<ul>
<li>Unsere Mitarbeitenden fragen <strong>nie</strong> nach Ihrem Passwort oder einem Bestätigungscode, weder im Chat noch per E-Mail noch auf anderem Weg.</li>
<li>Wir fordern Sie nie auf, auf eine andere als die in Ihrer Einzahlungsansicht angezeigte Adresse einzuzahlen oder an eine private Wallet zu zahlen.</li>
<li>Wir betreiben keine „Signalgruppen“ und versprechen keine garantierten Renditen.</li>
</ul>
<p>Wenn jemand so etwas von Ihnen verlangt, halten Sie inne und kontaktieren Sie uns über den Online-Support-Chat in der App. Haben Sie bereits ein Passwort oder einen Code weitergegeben, ändern Sie sofort Ihr Passwort und geben Sie uns Bescheid.</p>`,
  },
  'notice-scheduled-maintenance-2026-03': {
    title: 'Geplante Wartung am 15. März 2026',
    body: `<p><em>Veröffentlicht am 5. März 2026</em></p>
<p>Wegen einer Aktualisierung unserer Systeme ist die Plattform am <strong>Sonntag, 15. März 2026, von 02:00 bis 04:00 Uhr UTC</strong> nicht verfügbar.</p>
<h3>Während des Wartungsfensters</h3>
<ul>
<li>Anmeldung, Handel, Optionen, Käufe von Smart-Trading-Plänen, Kredite und NFT-Käufe sind nicht möglich.</li>
<li>Offene Positionen bleiben offen. Stop-Loss- und Take-Profit-Marken können nicht auslösen, solange der Dienst offline ist; überschreitet der Kurs Ihre Marke, wird die Position zum ersten verfügbaren Kurs-Tick nach Wiederaufnahme des Dienstes geschlossen, der von Ihrer Marke abweichen kann.</li>
<li>Eröffnen Sie möglichst keine Steigt-/Fällt-Optionen, deren Laufzeit im Wartungsfenster endet.</li>
<li>Vor dem Wartungsfenster eingereichte Ein- und Auszahlungen werden nach dessen Ende geprüft.</li>
</ul>
<p>Bitte prüfen Sie vorab Ihre offenen Positionen und Schutzorders. Das genaue Ende kann sich verschieben; Aktualisierungen veröffentlichen wir hier. Wir bitten um Ihr Verständnis.</p>`,
  },
};
