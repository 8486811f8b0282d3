/* eslint-disable max-lines -- the seeded articles in one language: data, not logic */
import type { SeedTexts } from '../seed-data.ts';

/** The seeded articles in Italian, by slug. */
export const it: SeedTexts = {
  'about-us': {
    title: 'Chi siamo',
    body: `<h2>Chi siamo</h2>
<p>Gestiamo una piattaforma online di trading e investimento per clienti privati. Da un unico account puoi seguire in tempo reale le quotazioni di forex, criptovalute, azioni, future ed ETF, aprire posizioni con leva, negoziare opzioni rialzo/ribasso, aderire a piani di trading intelligente, richiedere prestiti per investimenti previa verifica KYC e sostenere un ente benefico per l’infanzia acquistando NFT solidali.</p>
<h2>I nostri principi</h2>
<ul>
<li><strong>Costi chiari.</strong> Le commissioni di trading sono inferiori allo 0,3% e ogni commissione ti viene mostrata prima che tu confermi.</li>
<li><strong>Pratica senza pressione.</strong> Un conto demo con fondi virtuali ti permette di imparare a usare gli strumenti. I registri demo e reale sono tenuti completamente separati e non si mescolano mai.</li>
<li><strong>Registrazioni verificabili.</strong> Ogni esecuzione e ogni regolamento registrano il tick di prezzo esatto utilizzato, e i saldi sono tenuti fino all’ultima unità in un registro a partita doppia.</li>
<li><strong>Persone che controllano.</strong> Depositi, prelievi e verifiche dell’identità vengono esaminati dal nostro team operativo, mai approvati alla cieca.</li>
</ul>
<h2>In cifre</h2>
<p>Oltre 1,2 milioni di utenti registrati, più di 350 criptovalute quotate e un volume medio di scambi nelle 24 ore di 3,8 miliardi.</p>
<p>Il trading comporta rischi e puoi perdere denaro. Inizia dalla <a href="/introduction">presentazione della piattaforma</a> o consulta le <a href="/help/faq">domande frequenti</a>, e prova il conto demo prima di fare trading con fondi reali.</p>`,
  },
  'online-support': {
    title: 'Assistenza online',
    body: `<h2>Siamo qui a ogni ora</h2>
<p>La nostra chat di assistenza online è attiva 24 ore su 24, 7 giorni su 7, compresi fine settimana e festivi. Nei momenti di maggiore affluenza la risposta può richiedere un po’ più di tempo, ma a ogni conversazione risponde una persona del nostro team.</p>
<h2>Come aprire la chat</h2>
<ul>
<li><strong>Computer:</strong> fai clic sull’icona dell’assistenza nella barra in alto oppure scegli <em>Assistenza online</em> nel piè di pagina. La chat si apre in una nuova finestra, così puoi tenere d’occhio la schermata di trading.</li>
<li><strong>Mobile:</strong> tocca l’icona dell’assistenza nella barra in alto, oppure apri la pagina del tuo account e scegli <em>Contatta il servizio clienti</em>.</li>
</ul>
<h2>Aiutaci ad aiutarti più in fretta</h2>
<ul>
<li>Indicaci il tuo nome utente o l’indirizzo e-mail con cui ti sei registrato.</li>
<li>Per un ordine, indica il numero d’ordine; per un deposito o un prelievo, la moneta, l’importo e l’hash della transazione.</li>
<li>Specifica se la domanda riguarda il conto demo o il conto reale.</li>
</ul>
<p><strong>Non condividere mai in chat la tua password o un codice di verifica.</strong> Il nostro personale non te li chiederà mai. Molte domande comuni trovano già risposta nelle <a href="/help/faq">domande frequenti</a>.</p>`,
  },
  careers: {
    title: 'Lavora con noi',
    body: `<h2>Crea strumenti a cui le persone affidano il proprio denaro</h2>
<p>Siamo un team di prodotto e operazioni che tiene alla precisione: prezzi tracciabili fino al tick, saldi che quadrano sempre e controlli svolti da persone che leggono i dettagli. Se questo è il tuo modo di lavorare, ci farebbe piacere sentirti.</p>
<h2>Aree in cui assumiamo</h2>
<ul>
<li>Ingegneria del software: web, dati di mercato in tempo reale, contabilità e sistemi di back office</li>
<li>Operazioni: verifica di depositi e prelievi, verifica dell’identità (KYC)</li>
<li>Compliance e gestione del rischio</li>
<li>Assistenza clienti in più lingue</li>
<li>Design di prodotto e contenuti, traduzione compresa</li>
</ul>
<h2>Come candidarsi</h2>
<p>Inviaci una breve presentazione e il tuo CV tramite la chat di assistenza online, oppure all’indirizzo e-mail support@ indicato nel tuo account, con oggetto «Lavora con noi» e l’area che ti interessa. Rispondiamo a ogni candidatura.</p>
<h2>Una raccomandazione</h2>
<p>Non chiediamo mai soldi ai candidati, non chiediamo mai di depositare fondi o di fare trading «come prova» e non selezioniamo mai personale tramite gruppi di messaggistica privati. Se qualcuno ti offre un lavoro a nome nostro a queste condizioni, segnalalo all’assistenza online.</p>`,
  },
  contact: {
    title: 'Contatti',
    body: `<h2>Come contattarci</h2>
<p>Il modo più rapido per contattarci è la <strong>chat di assistenza online</strong>, attiva 24 ore su 24, 7 giorni su 7. Puoi aprirla dall’icona dell’assistenza nella barra in alto, da <em>Assistenza online</em> nel piè di pagina o da <em>Contatta il servizio clienti</em> nella pagina del tuo account.</p>
<p>Se preferisci l’e-mail, scrivi all’indirizzo support@ indicato nel tuo account. Scrivi dall’indirizzo e-mail registrato sul tuo account, così potremo associare il messaggio al tuo account.</p>
<h2>Cosa indicare</h2>
<ul>
<li>Il tuo nome utente e una breve descrizione della domanda</li>
<li>Numeri d’ordine, hash delle transazioni o screenshot, se utili</li>
<li>Se la richiesta riguarda il conto demo o il conto reale</li>
</ul>
<h2>Tieni presente</h2>
<ul>
<li>Non offriamo assistenza telefonica e non facciamo chiamate non richieste per chiederti di depositare, investire o spostare fondi.</li>
<li>Il nostro personale non ti chiederà mai la password o un codice di verifica.</li>
<li>Per presentare un reclamo formale, segui i passaggi descritti nella nostra dichiarazione «Reclami» nel piè di pagina.</li>
</ul>`,
  },
  'terms-of-service': {
    title: 'Termini di servizio',
    body: `<p>Questi termini si applicano ogni volta che usi la piattaforma. Registrandoti o utilizzando il servizio li accetti, insieme alla nostra Informativa sulla privacy, all’Avvertenza sui rischi e alla Politica antiriciclaggio (AML) e KYC.</p>
<h2>1. Requisiti e il tuo account</h2>
<ul>
<li>Devi avere almeno 18 anni ed essere autorizzato a usare servizi di questo tipo nel luogo in cui vivi.</li>
<li>Una persona, un account. I dati che ci fornisci devono essere veritieri e aggiornati.</li>
<li>Sei responsabile della segretezza della tua password e dei tuoi codici di verifica e di tutte le attività svolte sul tuo account.</li>
</ul>
<h2>2. Conto demo e conto reale</h2>
<p>Il conto demo utilizza fondi virtuali privi di valore monetario, che non possono essere depositati, prelevati né trasferiti. I saldi demo e reale sono tenuti in registri separati e non si mescolano mai. Alcune funzioni, tra cui il trading intelligente, sono disponibili solo sul conto reale.</p>
<h2>3. Ordini, prezzi e commissioni</h2>
<p>Gli ordini vengono eseguiti e regolati al tick di prezzo di mercato registrato sull’ordine. Le commissioni ti vengono mostrate prima che tu confermi. Quando un mercato è chiuso o in correzione, non è possibile negoziarvi.</p>
<h2>4. Depositi e prelievi</h2>
<p>Depositi e prelievi vengono esaminati dai nostri operatori e sono accreditati o pagati solo dopo l’approvazione. I depositi minimi e la commissione di prelievo sono indicati nelle schermate corrispondenti.</p>
<h2>5. Usi vietati</h2>
<p>Non puoi usare la piattaforma per frodi, riciclaggio di denaro, abusi di mercato o per sfruttare errori o il programma «Invita amici» (ad esempio con più account). Possiamo limitare, sospendere o chiudere gli account coinvolti in tali attività e stornare le registrazioni che ne derivano.</p>
<h2>6. Nessuna consulenza; modifiche</h2>
<p>Non forniamo consulenza sugli investimenti. Possiamo aggiornare questi termini; le modifiche rilevanti verranno annunciate negli Avvisi prima della loro entrata in vigore.</p>`,
  },
  'privacy-policy': {
    title: 'Informativa sulla privacy',
    body: `<p>Questa informativa spiega quali dati personali raccogliamo, perché e quali scelte hai a disposizione.</p>
<h2>Cosa raccogliamo</h2>
<ul>
<li><strong>Dati dell’account:</strong> nome utente, indirizzo e-mail, password (conservata solo in forma di hash) e la lingua impostata.</li>
<li><strong>Dati identificativi (KYC):</strong> nome, sesso, data di nascita, paese, telefono, indirizzo, tipo di documento, foto del documento, una foto in cui lo tieni in mano e la tua firma, quando verifichi la tua identità o firmi un contratto di prestito.</li>
<li><strong>Dati finanziari:</strong> ordini, piani, prestiti, depositi (comprese prove di pagamento e hash delle transazioni), indirizzi di prelievo e registrazioni contabili.</li>
<li><strong>Dati di assistenza e tecnici:</strong> messaggi della chat e le informazioni sul dispositivo e sulla connessione necessarie a mantenere sicuro il servizio.</li>
<li><strong>Accesso tramite social:</strong> se accedi con Google, riceviamo i dati di profilo essenziali che Google condivide, come il tuo indirizzo e-mail.</li>
</ul>
<h2>Perché li usiamo</h2>
<p>Per gestire il tuo account, eseguire e registrare le transazioni, verificare l’identità e adempiere agli obblighi antiriciclaggio, prevenire le frodi, rispondere alle richieste di assistenza e inviarti notifiche sul servizio. Non vendiamo i tuoi dati personali.</p>
<h2>Condivisione e conservazione</h2>
<p>Condividiamo i dati solo con i fornitori che ci aiutano a gestire la piattaforma, vincolati alla riservatezza, e con le autorità quando la legge lo richiede. Conserviamo i dati finché il tuo account è aperto e, successivamente, per il periodo previsto dalla legge per la documentazione finanziaria e identificativa.</p>
<h2>I tuoi diritti</h2>
<p>Puoi chiedere di accedere ai tuoi dati o di rettificarli, oppure di cancellarli quando non siamo tenuti per legge a conservarli. Contattaci tramite l’assistenza online.</p>`,
  },
  'cookie-policy': {
    title: 'Informativa sui cookie',
    body: `<p>Come la maggior parte delle applicazioni web, la piattaforma memorizza piccole informazioni nel tuo browser, tramite cookie e archiviazione locale simile. Questa informativa spiega cosa viene memorizzato e perché.</p>
<h2>Cosa memorizziamo</h2>
<table>
<thead><tr><th>Elemento</th><th>Scopo</th></tr></thead>
<tbody>
<tr><td>Token di accesso e stato di accesso</td><td>Ti mantiene collegato passando da una pagina all’altra</td></tr>
<tr><td>Informazioni di base sull’utente</td><td>Mostra il tuo nome e i dati del tuo account senza ricaricarli a ogni pagina</td></tr>
<tr><td>Lingua</td><td>Ricorda la lingua dell’interfaccia che hai scelto</td></tr>
<tr><td>Modalità del conto</td><td>Ricorda se stai usando il conto demo o quello reale</td></tr>
<tr><td>Indicatore di benvenuto</td><td>Evita che la schermata di benvenuto su mobile ricompaia nella stessa sessione</td></tr>
</tbody>
</table>
<p>Questi elementi sono strettamente necessari al funzionamento del servizio. Non li usiamo per creare profili pubblicitari. Se un giorno introdurremo cookie facoltativi, ad esempio di analisi, ti chiederemo prima il consenso.</p>
<h2>Terze parti</h2>
<p>Se scegli di accedere con Google, Google può impostare i propri cookie secondo la propria informativa.</p>
<h2>Le tue scelte</h2>
<p>Puoi cancellare questi dati in qualsiasi momento dalle impostazioni del browser. In tal caso verrai disconnesso e le preferenze di lingua e di modalità del conto torneranno ai valori predefiniti.</p>`,
  },
  'aml-kyc-policy': {
    title: 'Politica antiriciclaggio (AML) e KYC',
    body: `<p>Ci impegniamo a impedire che la nostra piattaforma venga usata per il riciclaggio di denaro, il finanziamento del terrorismo o le frodi. Questa politica descrive i controlli che si applicano a ogni cliente.</p>
<h2>Conosci il tuo cliente (KYC)</h2>
<p>La verifica dell’identità è obbligatoria prima di poter richiedere un prestito, e possiamo chiederla anche in altri momenti, ad esempio prima di un prelievo o quando l’attività del conto cambia. Ti verranno chiesti:</p>
<ul>
<li>nome e cognome, sesso, data di nascita, paese, telefono, indirizzo ed e-mail;</li>
<li>una carta d’identità, una patente di guida o un passaporto validi, fotografati fronte e retro;</li>
<li>una foto in cui tieni in mano il documento e la tua firma.</li>
</ul>
<p>Le immagini devono essere in formato JPG, JPEG 2000 o PNG e non superare i 2 MB ciascuna. Le verifiche si concludono entro 48 ore. Se una richiesta non viene approvata, te lo comunichiamo e puoi inviarla di nuovo.</p>
<h2>Monitoraggio e verifica</h2>
<ul>
<li>Ogni deposito e ogni prelievo viene esaminato da un operatore prima di essere accreditato o pagato.</li>
<li>Monitoriamo gli schemi insoliti, come fondi che transitano su un conto senza essere negoziati o più account controllati dalla stessa persona.</li>
<li>Possiamo chiederti la provenienza dei fondi e richiedere documenti a supporto.</li>
</ul>
<h2>Le nostre misure</h2>
<p>Possiamo ritardare, rifiutare o stornare una transazione, limitare un account e segnalare le attività sospette alle autorità competenti quando la legge lo richiede. Non sempre potremo informarti dell’avvenuta segnalazione.</p>`,
  },
  'risk-warning': {
    title: 'Avvertenza sui rischi',
    body: `<p><strong>Il trading di prodotti con leva, opzioni e criptovalute è ad alto rischio. Puoi perdere una parte o tutto il denaro investito. Fai trading solo con denaro che puoi permetterti di perdere.</strong></p>
<h2>La leva amplifica le perdite</h2>
<p>La leva permette a un piccolo margine di controllare una posizione più grande. Con una leva di 10x, un movimento dell’1% a tuo sfavore ti costa il 10% del margine, e un movimento del 10% può azzerarlo. Guadagni e perdite si calcolano sull’intera dimensione della posizione, non sul margine.</p>
<h2>Lo stop loss è un attivatore, non un prezzo garantito</h2>
<p>Lo stop loss chiude la posizione quando il mercato raggiunge il tuo livello, al successivo tick di prezzo disponibile. Nei mercati veloci o in presenza di gap, o quando un mercato riapre dopo una chiusura o una manutenzione, quel tick può essere sensibilmente peggiore del livello impostato. Lo stesso vale per gli ordini take profit.</p>
<h2>Con le opzioni puoi perdere l’intero importo</h2>
<p>In un’opzione rialzo/ribasso, se alla scadenza il prezzo si trova dalla parte sbagliata rispetto al prezzo di apertura, perdi l’intero importo investito. Viene rimborsato solo se il prezzo è invariato.</p>
<h2>I risultati demo non anticipano quelli reali</h2>
<p>Il conto demo usa denaro virtuale. Il trading reale comporta emozioni reali e perdite reali, e il successo sul conto demo non significa che guadagnerai con fondi reali.</p>
<h2>Altri rischi</h2>
<ul>
<li>I prezzi delle criptovalute possono muoversi bruscamente a qualsiasi ora.</li>
<li>I rendimenti giornalieri e i rendimenti attesi indicati per i piani di trading intelligente non sono garantiti, e uscire in anticipo da un piano comporta una penale.</li>
<li>Un prestito va rimborsato con gli interessi dovuti, indipendentemente dai risultati del tuo trading.</li>
</ul>
<p>Se non sei sicuro che questi prodotti siano adatti a te, rivolgiti a un consulente indipendente.</p>`,
  },
  'licence-and-supervision': {
    title: 'Licenza e vigilanza',
    body: `<h2>Lo status normativo dipende da dove vivi</h2>
<p>I servizi finanziari e in cripto-attività sono regolamentati in modo diverso in ogni paese. Se un prodotto di questa piattaforma possa esserti offerto, e a quali condizioni, dipende dal tuo paese di residenza. Alcuni prodotti potrebbero non essere disponibili nella tua regione, ed è tua responsabilità assicurarti che usarli sia lecito dove vivi.</p>
<h2>Verificare chi ti fornisce il servizio</h2>
<p>Non pubblichiamo numeri di licenza o di registrazione in questa pagina. Se ti serve una conferma scritta del soggetto che gestisce il tuo account e dello status normativo che gli si applica, chiedila tramite l’assistenza online e ti risponderemo per iscritto.</p>
<p>Diffida di qualsiasi sito web, profilo social o contatto di messaggistica che ti mostri un «certificato di licenza» a nostro nome, ti prometta rendimenti garantiti o ti chieda di pagare su un wallet personale. Verifica con l’assistenza online prima di agire.</p>
<h2>Controlli interni</h2>
<ul>
<li>I registri demo e reale sono tenuti separati e non si mescolano mai.</li>
<li>I saldi reali sono registrati con esattezza in un registro a partita doppia.</li>
<li>Ogni deposito, prelievo e verifica dell’identità viene esaminato da un operatore.</li>
</ul>
<p>Questi sono controlli nostri. Non costituiscono una garanzia statale né un sistema di garanzia dei depositi.</p>`,
  },
  'legal-information': {
    title: 'Note legali',
    body: `<h2>I documenti che regolano l’uso della piattaforma</h2>
<p>Il tuo rapporto con noi è regolato dai Termini di servizio, insieme all’Informativa sulla privacy, all’Informativa sui cookie, alla Politica AML e KYC e all’Avvertenza sui rischi. Si applicano inoltre le condizioni specifiche dei singoli prodotti, come il contratto di prestito che firmi prima della concessione di un prestito. Se una condizione specifica di un prodotto contrasta con le condizioni generali, per quel prodotto prevale la condizione specifica.</p>
<h2>Registrazioni elettroniche</h2>
<p>Accetti che la tua firma elettronica su un contratto di prestito abbia lo stesso valore di una firma autografa. Il contratto firmato si può scaricare in PDF dalla pagina di dettaglio del prestito. Le registrazioni di ordini, regolamenti e contabilità, compreso il tick di prezzo utilizzato da ogni esecuzione o regolamento, sono conservate in formato elettronico e costituiscono la documentazione delle tue transazioni.</p>
<h2>Lingue</h2>
<p>I nostri contenuti sono pubblicati in tutte e dieci le lingue dell’interfaccia. Le traduzioni sono fornite per comodità; in caso di differenze tra le versioni, prevale la versione inglese.</p>
<h2>Proprietà intellettuale</h2>
<p>La piattaforma, il suo software, il design e i contenuti sono tutelati dalle leggi sulla proprietà intellettuale. Puoi usarli solo per accedere al servizio con il tuo account. I nomi dei mercati, i loghi e i ticker appartengono ai rispettivi titolari.</p>
<h2>Domande</h2>
<p>Puoi porre domande legali tramite l’assistenza online.</p>`,
  },
  disclaimer: {
    title: 'Esclusione di responsabilità',
    body: `<h2>Informazioni, non consulenza</h2>
<p>Dati di mercato, grafici, articoli, avvisi e cifre come il profitto atteso o il rendimento giornaliero sono forniti a solo scopo informativo. Non costituiscono consulenza finanziaria, fiscale o legale né una raccomandazione ad acquistare o vendere alcunché. Le decisioni di trading sono tue e ne sei responsabile.</p>
<h2>Dati di mercato</h2>
<p>Le quotazioni in tempo reale vengono trasmesse man mano che arrivano e a volte possono subire ritardi o interruzioni. I piccoli grafici delle schermate riepilogative conservano solo i punti recenti e, quando non è disponibile una serie recente, può comparire una linea indicativa. Basati sempre sulla quotazione in tempo reale e sui dati della conferma d’ordine, che indicano il tick di prezzo effettivamente utilizzato.</p>
<h2>Disponibilità</h2>
<p>Ci impegniamo a mantenere il servizio disponibile 24 ore su 24, ma non possiamo garantire un accesso ininterrotto. Manutenzioni, problemi di rete o eventi fuori dal nostro controllo possono rendere temporaneamente impossibile fare trading. Le manutenzioni programmate vengono annunciate negli Avvisi.</p>
<h2>Limitazione</h2>
<p>Nei limiti consentiti dalla legge, non rispondiamo delle perdite causate dai movimenti di mercato, dalle tue decisioni o da interruzioni al di fuori del nostro ragionevole controllo. Nulla in questa esclusione limita i diritti che per legge non possono essere limitati.</p>`,
  },
  advertising: {
    title: 'Pubblicità',
    body: `<h2>I nostri dati di marketing, spiegati</h2>
<table>
<thead><tr><th>Dato</th><th>Cosa significa</th></tr></thead>
<tbody>
<tr><td>Commissioni inferiori allo 0,3%</td><td>Commissioni di trading applicate agli ordini. Gli altri costi, come la commissione di prelievo, sono a parte e ti vengono mostrati prima della conferma.</td></tr>
<tr><td>Oltre 350 criptovalute</td><td>Il numero di mercati di criptovalute quotati sulla piattaforma.</td></tr>
<tr><td>1,2 mln di utenti</td><td>Account registrati, non tutti attivi.</td></tr>
<tr><td>3,8 mld di volume nelle 24 ore</td><td>Volume medio di scambi in un periodo di 24 ore.</td></tr>
</tbody>
</table>
<h2>I nostri impegni pubblicitari</h2>
<ul>
<li>Non pubblicizziamo mai profitti garantiti né trading «senza rischi».</li>
<li>I risultati del conto demo mostrati nelle promozioni sono indicati come risultati demo.</li>
<li>I premi, come quelli del programma «Invita amici», sono soggetti alle condizioni indicate nella pagina corrispondente.</li>
</ul>
<h2>Furto d’identità</h2>
<p>A volte i truffatori copiano il nostro nome e il nostro stile per pubblicizzare «gestori di conto», gruppi di segnali o schemi a rendimento garantito. Non gestiamo gruppi di questo tipo e il nostro personale non ti chiederà mai la password, i codici di verifica o un trasferimento su un wallet personale. Se vedi una pubblicità che ti sembra ingannevole o falsa, segnalala tramite l’assistenza online.</p>`,
  },
  complaints: {
    title: 'Reclami',
    body: `<p>Se qualcosa è andato storto, vogliamo saperlo e rimediare. Ecco come funziona la nostra procedura di reclamo.</p>
<h2>1. Segnalacelo</h2>
<p>Apri la chat di assistenza online o scrivi all’indirizzo e-mail support@ indicato nel tuo account, iniziando il messaggio con la parola «Reclamo». Indica:</p>
<ul>
<li>il tuo nome utente e se la questione riguarda il conto demo o quello reale;</li>
<li>numeri d’ordine, hash delle transazioni, date e importi coinvolti;</li>
<li>cosa è successo e quale soluzione chiedi.</li>
</ul>
<h2>2. Confermiamo la ricezione e verifichiamo</h2>
<p>Confermiamo la ricezione di ogni reclamo e ti diciamo quando puoi aspettarti una risposta completa. La verifica è affidata a una persona che non ha partecipato alla decisione originale. Poiché ogni esecuzione e ogni regolamento registrano il tick di prezzo utilizzato, e ogni variazione di saldo è una registrazione contabile, possiamo ricostruire esattamente cosa è successo e condividere con te le registrazioni pertinenti.</p>
<h2>3. La nostra risposta</h2>
<p>Riceverai una risposta scritta che illustra le nostre conclusioni. Se abbiamo sbagliato, correggeremo il tuo saldo e ti spiegheremo come. Se non sei soddisfatto, rispondi e chiedi che il reclamo venga riesaminato da un membro senior del team.</p>
<p>Presentare un reclamo è gratuito e non influisce mai sul modo in cui trattiamo il tuo account.</p>`,
  },
  introduction: {
    title: 'Presentazione della piattaforma',
    body: `<h2>Cosa puoi fare qui</h2>
<ul>
<li><strong>Mercati:</strong> segui in tempo reale le quotazioni di forex, criptovalute, azioni, future ed ETF, crea una lista di osservazione e apri posizioni long o short con leva, stop loss e take profit.</li>
<li><strong>Opzioni:</strong> scegli una durata e prevedi se alla scadenza il prezzo sarà salito o sceso.</li>
<li><strong>Trading intelligente:</strong> aderisci a un piano automatizzato per un numero fisso di giorni con un rendimento giornaliero dichiarato.</li>
<li><strong>Prestiti:</strong> dopo la verifica dell’identità, chiedi un prestito a durata fissa e firma il contratto online; il PDF firmato resta disponibile per il download.</li>
<li><strong>NFT solidali:</strong> fai offerte o acquista NFT le cui vendite sostengono un ente benefico per l’infanzia.</li>
<li><strong>Wallet:</strong> deposita e preleva USDT, BTC ed ETH, invita amici e ricevi notifiche.</li>
</ul>
<h2>Come teniamo i conti in ordine</h2>
<ul>
<li><strong>I registri demo e reale non si mescolano mai.</strong> Il conto demo funziona con USDT virtuali in un registro a sé; cambiare conto cambia il registro che vedi, senza mai spostare denaro tra i due.</li>
<li><strong>Ogni prezzo è tracciabile.</strong> Ogni esecuzione e ogni regolamento citano il tick di prezzo utilizzato, così puoi vedere esattamente perché un risultato è andato in un certo modo.</li>
<li><strong>Importi esatti.</strong> I saldi sono tenuti in un registro a partita doppia con importi decimali esatti, mai con numeri in virgola mobile arrotondati; a ogni accredito corrisponde un addebito.</li>
<li><strong>Trasferimenti verificati.</strong> Depositi e prelievi vengono controllati da un operatore prima che i fondi siano accreditati o inviati.</li>
</ul>
<h2>Per iniziare</h2>
<ol>
<li>Registrati con il tuo indirizzo e-mail.</li>
<li>Fai pratica con il conto demo.</li>
<li>Quando sei pronto, passa al conto reale ed effettua un deposito.</li>
</ol>
<p>Nei grafici dei prezzi, il rosso indica un rialzo e il verde un ribasso. Prima di fare trading, leggi l’Avvertenza sui rischi.</p>`,
  },
  'faq-register': {
    title: 'Come mi registro?',
    body: `<p>Scegli <strong>Registrati</strong>, poi inserisci un nome utente, il tuo indirizzo e-mail e una password, che dovrai digitare una seconda volta per conferma. Ogni indirizzo e-mail e ogni nome utente possono essere usati per un solo account. Puoi anche accedere con Google.</p>
<p>Dopo la registrazione parti dal conto demo, così puoi esplorare subito la piattaforma senza depositare nulla.</p>`,
  },
  'faq-demo-vs-real': {
    title: 'Che differenza c’è tra il conto demo e il conto reale, e come passo dall’uno all’altro?',
    body: `<p>Il <strong>conto demo</strong> usa USDT virtuali senza valore monetario, per esercitarti senza rischi. Il <strong>conto reale</strong> usa il denaro che depositi. I due sono tenuti in registri separati: tra loro non si sposta mai nulla.</p>
<p>Cambia conto dalla pagina del tuo account; un messaggio conferma quale è attivo. Il trading intelligente e alcune altre funzioni sono disponibili solo sul conto reale.</p>`,
  },
  'faq-deposit': {
    title: 'Come funzionano i depositi?',
    body: `<p>Vai su <a href="/profile/balance">Saldo</a>, scegli <em>Deposita</em> e seleziona USDT, BTC o ETH. Invia i fondi all’indirizzo indicato, poi inoltra il deposito con l’importo, l’hash della transazione, gli ultimi 6 caratteri e uno screenshot del pagamento come prova (JPG o PNG, fino a 2 MB).</p>
<table>
<thead><tr><th>Moneta</th><th>Deposito minimo</th></tr></thead>
<tbody><tr><td>USDT</td><td>120</td></tr><tr><td>BTC</td><td>0,015</td></tr><tr><td>ETH</td><td>0,2</td></tr></tbody>
</table>
<p>Un operatore verifica ogni deposito sulla blockchain prima di accreditarlo sul tuo conto reale. Puoi seguirne lo stato nello storico delle transazioni.</p>`,
  },
  'faq-withdrawal': {
    title: 'Come funzionano i prelievi e quanto costano?',
    body: `<p>Vai su <a href="/profile/balance">Saldo</a>, scegli <em>Preleva</em>, seleziona il metodo e inserisci l’indirizzo del tuo wallet e l’importo. Prima della conferma, la schermata mostra la commissione di prelievo e l’importo esatto che riceverai.</p>
<p>Ogni prelievo viene esaminato da un operatore e poi inviato alla rete; è completato quando la rete conferma il trasferimento. Controlla bene l’indirizzo: i fondi inviati a un indirizzo errato non si possono recuperare.</p>`,
  },
  'faq-leverage-margin': {
    title: 'Cosa significano leva e margine?',
    body: `<p>Il <strong>margine</strong> è la parte del saldo accantonata per aprire una posizione. La <strong>leva</strong> indica quante volte la posizione è più grande del margine. Ad esempio, 100 USDT di margine con leva 10x aprono una posizione da 1.000 USDT.</p>
<p>Profitti e perdite seguono l’intera posizione: un movimento dell’1% vale 10 USDT, cioè il 10% del margine. Il tuo conto mostra il margine utilizzato e il margine libero, così vedi quanto è impegnato.</p>`,
  },
  'faq-stop-loss-take-profit': {
    title: 'Come funzionano stop loss e take profit?',
    body: `<p>Quando apri una posizione puoi impostare un prezzo di <strong>stop loss</strong> per limitare le perdite e un prezzo di <strong>take profit</strong> per mettere al sicuro i guadagni. Entrambi devono trovarsi dal lato giusto rispetto al prezzo attuale, altrimenti l’ordine viene rifiutato perché non ragionevole.</p>
<p>Quando il mercato raggiunge il tuo livello, la posizione viene chiusa al successivo tick di prezzo disponibile. Nei mercati veloci o in presenza di gap quel tick può essere peggiore del tuo livello: lo stop loss è un attivatore, non un prezzo garantito.</p>`,
  },
  'faq-options-settlement': {
    title: 'Come vengono regolate le opzioni rialzo/ribasso?',
    body: `<p>Scegli un prodotto, una durata e l’importo, poi prevedi <strong>rialzo</strong> o <strong>ribasso</strong>. Alla scadenza il prezzo di regolamento viene confrontato con il prezzo di apertura:</p>
<ul>
<li>Direzione giusta: riottieni l’importo investito più il rendimento indicato per quella durata.</li>
<li>Direzione sbagliata: perdi l’importo investito.</li>
<li>Prezzo invariato: l’importo ti viene rimborsato per intero.</li>
</ul>
<p>Entrambi i prezzi, e i tick da cui provengono, sono indicati nel dettaglio dell’ordine.</p>`,
  },
  'faq-kyc-loans': {
    title: 'Come funzionano la verifica dell’identità (KYC) e i prestiti?',
    body: `<p>I prestiti richiedono la verifica dell’identità. Invia i tuoi dati personali, le foto del fronte e del retro della carta d’identità, della patente o del passaporto, una foto in cui tieni in mano il documento e la tua firma. Esaminiamo le richieste entro 48 ore; se una non viene approvata, puoi correggerla e inviarla di nuovo. Gli utenti verificati possono chiedere importi più alti.</p>
<p>Scegli poi l’importo e la durata, controlla gli interessi indicati e firma il contratto online; il PDF firmato si può scaricare dal dettaglio del prestito. Capitale e interessi sono dovuti alla scadenza, ed è possibile rimborsare in anticipo.</p>`,
  },
  'faq-smart-trading': {
    title: 'Cosa sono i piani di trading intelligente e cosa succede se esco in anticipo?',
    body: `<p>Un piano di trading intelligente è una strategia automatizzata a cui aderisci per un numero fisso di giorni. Prima della conferma il piano mostra i limiti di investimento, il rendimento giornaliero e il rendimento atteso; mentre è attivo, i guadagni vengono accreditati secondo il calendario previsto. I piani sono disponibili solo sul conto reale.</p>
<p>Puoi uscire in anticipo, ma una parte del capitale viene trattenuta come penale e il tuo guadagno complessivo si riduce. Il capitale restante torna sul tuo conto reale. La trattenuta ti viene mostrata prima di confermare l’uscita.</p>`,
  },
  'faq-charity-nfts': {
    title: 'Cosa sono gli NFT solidali?',
    body: `<p>Gli NFT solidali sono oggetti da collezione digitali venduti a favore di un ente benefico per l’infanzia. La pagina di ogni NFT mostra l’autore, la blockchain, l’indirizzo del contratto, l’offerta attuale, il tempo rimanente e il totale delle donazioni raccolte finora.</p>
<p>Puoi <strong>fare un’offerta</strong> o <strong>acquistare subito</strong>, e gli NFT che possiedi compaiono in <em>I miei NFT</em>. Aggiungi un indirizzo di ricezione prima di acquistare. Come per ogni oggetto da collezione, il valore di rivendita di un NFT può diminuire.</p>`,
  },
  'faq-invite-friends': {
    title: 'Come funziona Invita amici?',
    body: `<p>Apri <a href="/profile/invite">Invita amici</a> per trovare il tuo link e il tuo codice di invito personali, e copiali per condividerli. Quando un amico si registra con il tuo link o il tuo codice, viene collegato al tuo account.</p>
<p>Gli eventuali premi e le condizioni per ottenerli sono indicati in quella pagina. Non si ricevono premi per aver invitato sé stessi o per account duplicati.</p>`,
  },
  'faq-password-reset': {
    title: 'Ho dimenticato la password. Come la reimposto?',
    body: `<p>Nella pagina di accesso scegli <strong>Password dimenticata?</strong>. Inserisci l’indirizzo e-mail con cui ti sei registrato e richiedi un codice di verifica, poi inserisci il codice e la nuova password due volte. Se il codice non arriva entro pochi minuti, controlla la cartella dello spam e richiedine uno nuovo.</p>
<p>Se hai già effettuato l’accesso e conosci la password attuale, puoi cambiarla in <em>Il mio account</em> &gt; <em>Cambia password</em>.</p>`,
  },
  'faq-security-tips': {
    title: 'Come posso proteggere il mio account?',
    body: `<ul>
<li>Usa una password robusta che non utilizzi altrove.</li>
<li>Non condividere mai con nessuno la password o i codici di verifica. Il nostro personale non te li chiederà mai.</li>
<li>Inserisci i tuoi dati solo sulla piattaforma ufficiale e diffida dei link ricevuti tramite app di messaggistica o social network.</li>
<li>Deposita solo all’indirizzo indicato nella schermata di deposito, mai a un indirizzo che qualcuno ti invia.</li>
<li>Esci dall’account sui dispositivi condivisi.</li>
<li>Se noti qualcosa di insolito, cambia subito la password e contatta l’assistenza online.</li>
</ul>`,
  },
  'notice-demo-account-launch': {
    title: 'Il conto demo è disponibile: fai pratica con 100.000 USDT virtuali',
    body: `<p><em>Pubblicato il 12 gennaio 2026</em></p>
<p>Ogni nuovo account parte ora con un conto demo dotato di <strong>100.000 USDT virtuali</strong>. Usalo per provare ordini a mercato, leva, stop loss e take profit e opzioni rialzo/ribasso ai prezzi reali, senza rischiare denaro.</p>
<h3>Buono a sapersi</h3>
<ul>
<li>Gli USDT virtuali non hanno valore monetario e non possono essere prelevati né trasferiti sul conto reale. I registri demo e reale non si mescolano mai.</li>
<li>Passa dal conto demo a quello reale dalla pagina del tuo account; un messaggio conferma quale è attivo.</li>
<li>Il trading intelligente è disponibile solo sul conto reale.</li>
<li>I risultati demo non anticipano quelli reali. Il trading reale comporta rischi reali.</li>
</ul>
<p>Domande? Il nostro team di assistenza online è disponibile 24 ore su 24, 7 giorni su 7.</p>`,
  },
  'notice-staff-never-ask-passwords': {
    title: 'Promemoria: il nostro personale non ti chiede mai la password o i codici di verifica',
    body: `<p><em>Pubblicato il 9 febbraio 2026</em></p>
<p>Ci sono state segnalazioni di persone che contattano i clienti tramite app di messaggistica e social network spacciandosi per nostri dipendenti. Ricorda:</p>
<ul>
<li>Il nostro personale <strong>non</strong> ti chiederà <strong>mai</strong> la password o un codice di verifica, né in chat, né via e-mail, né in alcun altro modo.</li>
<li>Non ti chiederemo mai di depositare a un indirizzo diverso da quello mostrato nella tua schermata di deposito, né di pagare su un wallet personale.</li>
<li>Non gestiamo «gruppi di segnali» e non promettiamo rendimenti garantiti.</li>
</ul>
<p>Se qualcuno ti chiede queste cose, fermati e contattaci tramite la chat di assistenza online nell’app. Se hai già condiviso una password o un codice, cambia subito la password e avvisaci.</p>`,
  },
  'notice-scheduled-maintenance-2026-03': {
    title: 'Manutenzione programmata il 15 marzo 2026',
    body: `<p><em>Pubblicato il 5 marzo 2026</em></p>
<p>Per aggiornare i nostri sistemi, la piattaforma non sarà disponibile <strong>domenica 15 marzo 2026 dalle 02:00 alle 04:00 UTC</strong>.</p>
<h3>Durante la finestra di manutenzione</h3>
<ul>
<li>Non sarà possibile accedere, fare trading, aprire opzioni, acquistare piani di trading intelligente, richiedere prestiti né acquistare NFT.</li>
<li>Le posizioni aperte restano aperte. I livelli di stop loss e take profit non possono attivarsi mentre il servizio è offline; se il prezzo supera il tuo livello, la posizione verrà chiusa al primo tick di prezzo disponibile dopo la ripresa del servizio, che può differire dal tuo livello.</li>
<li>Evita di aprire opzioni rialzo/ribasso la cui durata termini durante la finestra.</li>
<li>I depositi e i prelievi inviati prima della finestra verranno esaminati al suo termine.</li>
</ul>
<p>Controlla in anticipo le posizioni aperte e gli ordini di protezione. L’orario esatto di fine potrebbe cambiare; eventuali aggiornamenti verranno pubblicati qui. Ci scusiamo per il disagio.</p>`,
  },
};
