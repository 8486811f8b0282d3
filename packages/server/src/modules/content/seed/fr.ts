/* eslint-disable max-lines -- the seeded articles in one language: data, not logic */
import type { SeedTexts } from '../seed-data.ts';

/** The seeded articles in French, by slug. */
export const fr: SeedTexts = {
  'about-us': {
    title: 'À propos de nous',
    body: `<h2>Qui nous sommes</h2>
<p>Nous exploitons une plateforme en ligne de trading et d’investissement destinée aux particuliers. Depuis un seul compte, vous suivez en temps réel les cours du forex, des cryptomonnaies, des actions, des contrats à terme et des ETF, vous ouvrez des positions avec effet de levier, vous prenez des options hausse/baisse, vous souscrivez à des plans de trading intelligent, vous demandez des prêts d’investissement après vérification KYC et vous soutenez une association caritative pour l’enfance en achetant des NFT solidaires.</p>
<h2>Nos engagements</h2>
<ul>
<li><strong>Des coûts clairs.</strong> Les frais de trading sont inférieurs à 0,3\u00a0%, et chaque frais vous est présenté avant que vous ne confirmiez.</li>
<li><strong>S’entraîner sans pression.</strong> Un compte démo doté de fonds virtuels vous permet de prendre les outils en main. Les livres démo et réel sont tenus entièrement séparés et ne se mélangent jamais.</li>
<li><strong>Des enregistrements vérifiables.</strong> Chaque exécution et chaque règlement enregistrent le tick de prix exact utilisé, et les soldes sont tenus à l’unité près dans un registre en partie double.</li>
<li><strong>Des humains dans la boucle.</strong> Les dépôts, les retraits et les vérifications d’identité sont examinés par notre équipe des opérations, jamais approuvés à l’aveugle.</li>
</ul>
<h2>En chiffres</h2>
<p>Plus de 1,2 million d’utilisateurs inscrits, plus de 350 cryptomonnaies listées et un volume d’échanges moyen sur 24 heures de 3,8 milliards.</p>
<p>Le trading comporte des risques et vous pouvez perdre de l’argent. Commencez par la <a href="/introduction">présentation de la plateforme</a> ou parcourez la <a href="/help/faq">FAQ</a>, et essayez le compte démo avant de trader avec des fonds réels.</p>`,
  },
  'online-support': {
    title: 'Assistance en ligne',
    body: `<h2>Nous sommes là jour et nuit</h2>
<p>Notre chat d’assistance en ligne est assuré 24 h/24 et 7 j/7, week-ends et jours fériés compris. Aux heures de forte affluence, la réponse peut prendre un peu plus de temps, mais chaque conversation est traitée par un membre de notre équipe.</p>
<h2>Comment ouvrir le chat</h2>
<ul>
<li><strong>Ordinateur\u00a0:</strong> cliquez sur l’icône d’assistance dans la barre supérieure ou choisissez <em>Assistance en ligne</em> en bas de page. Le chat s’ouvre dans une nouvelle fenêtre pour que vous gardiez votre écran de trading sous les yeux.</li>
<li><strong>Mobile\u00a0:</strong> touchez l’icône d’assistance dans la barre supérieure, ou ouvrez la page de votre compte et choisissez <em>Contacter le service client</em>.</li>
</ul>
<h2>Aidez-nous à vous aider plus vite</h2>
<ul>
<li>Indiquez votre nom d’utilisateur ou l’adresse e-mail de votre inscription.</li>
<li>Pour un ordre, donnez le numéro d’ordre\u00a0; pour un dépôt ou un retrait, la cryptomonnaie, le montant et le hash de la transaction.</li>
<li>Précisez si la question concerne votre compte démo ou votre compte réel.</li>
</ul>
<p><strong>Ne communiquez jamais votre mot de passe ni aucun code de vérification dans le chat.</strong> Notre personnel ne vous les demandera jamais. De nombreuses questions courantes trouvent déjà leur réponse dans la <a href="/help/faq">FAQ</a>.</p>`,
  },
  careers: {
    title: 'Carrières',
    body: `<h2>Construisez des outils auxquels on confie son argent</h2>
<p>Nous sommes une équipe produit et opérations attachée à l’exactitude\u00a0: des cours traçables jusqu’au tick, des soldes qui se rapprochent toujours et des contrôles menés par des personnes qui lisent les détails. Si c’est ainsi que vous aimez travailler, nous serons ravis d’avoir de vos nouvelles.</p>
<h2>Les domaines dans lesquels nous recrutons</h2>
<ul>
<li>Ingénierie logicielle\u00a0: web, données de marché en temps réel, comptabilité et systèmes de back-office</li>
<li>Opérations\u00a0: contrôle des dépôts et des retraits, vérification d’identité (KYC)</li>
<li>Conformité et gestion des risques</li>
<li>Service client en plusieurs langues</li>
<li>Design produit et contenus, traduction comprise</li>
</ul>
<h2>Comment postuler</h2>
<p>Envoyez une courte présentation et votre CV via le chat d’assistance en ligne, ou à l’adresse e-mail support@ indiquée dans votre compte, avec pour objet «\u00a0Carrières\u00a0» et le domaine qui vous intéresse. Nous répondons à chaque candidature.</p>
<h2>Une mise en garde</h2>
<p>Nous ne facturons jamais de frais aux candidats, ne leur demandons jamais de déposer des fonds ou de trader «\u00a0pour tester\u00a0» et ne recrutons jamais via des groupes de messagerie privés. Si quelqu’un vous propose un emploi en notre nom à de telles conditions, signalez-le à l’assistance en ligne.</p>`,
  },
  contact: {
    title: 'Nous contacter',
    body: `<h2>Comment nous joindre</h2>
<p>Le moyen le plus rapide de nous joindre est le <strong>chat d’assistance en ligne</strong>, assuré 24 h/24 et 7 j/7. Ouvrez-le depuis l’icône d’assistance de la barre supérieure, depuis <em>Assistance en ligne</em> en bas de page ou depuis <em>Contacter le service client</em> sur la page de votre compte.</p>
<p>Si vous préférez l’e-mail, écrivez à l’adresse support@ indiquée dans votre compte. Écrivez de préférence depuis l’adresse e-mail associée à votre compte afin que nous puissions y rattacher votre message.</p>
<h2>Ce qu’il faut indiquer</h2>
<ul>
<li>Votre nom d’utilisateur et une brève description de votre question</li>
<li>Les numéros d’ordre, hashes de transaction ou captures d’écran utiles</li>
<li>Si la demande concerne votre compte démo ou votre compte réel</li>
</ul>
<h2>À noter</h2>
<ul>
<li>Nous n’assurons pas d’assistance par téléphone et ne passons jamais d’appels non sollicités pour vous demander de déposer, d’investir ou de transférer des fonds.</li>
<li>Notre personnel ne vous demandera jamais votre mot de passe ni un code de vérification.</li>
<li>Pour déposer une réclamation formelle, suivez les étapes décrites dans notre déclaration «\u00a0Réclamations\u00a0», en bas de page.</li>
</ul>`,
  },
  'terms-of-service': {
    title: "Conditions d'utilisation",
    body: `<p>Ces conditions s’appliquent chaque fois que vous utilisez la plateforme. En vous inscrivant ou en utilisant le service, vous les acceptez, ainsi que notre Politique de confidentialité, notre Avertissement sur les risques et notre Politique de lutte contre le blanchiment (AML) et KYC.</p>
<h2>1. Conditions d’accès et votre compte</h2>
<ul>
<li>Vous devez avoir au moins 18 ans et être autorisé à utiliser ce type de services là où vous résidez.</li>
<li>Une personne, un compte. Les informations que vous nous communiquez doivent être exactes et tenues à jour.</li>
<li>Vous êtes responsable de la confidentialité de votre mot de passe et de vos codes de vérification, ainsi que de toute activité sur votre compte.</li>
</ul>
<h2>2. Comptes démo et réel</h2>
<p>Le compte démo utilise des fonds virtuels sans valeur monétaire, qui ne peuvent être ni déposés, ni retirés, ni transférés. Les soldes démo et réel sont tenus dans des livres distincts et ne se mélangent jamais. Certaines fonctionnalités, dont le trading intelligent, ne sont disponibles que sur le compte réel.</p>
<h2>3. Ordres, cours et frais</h2>
<p>Les ordres sont exécutés et réglés au tick de prix du marché enregistré sur l’ordre. Les frais sont affichés avant que vous ne confirmiez. Lorsqu’un marché est fermé ou en correction, il est impossible d’y trader.</p>
<h2>4. Dépôts et retraits</h2>
<p>Les dépôts et les retraits sont examinés par nos opérateurs et ne sont crédités ou versés qu’après approbation. Les dépôts minimums et les frais de retrait sont indiqués sur les écrans correspondants.</p>
<h2>5. Usages interdits</h2>
<p>Vous ne pouvez pas utiliser la plateforme pour commettre une fraude, blanchir de l’argent, abuser du marché, ni pour exploiter des erreurs ou le programme de parrainage (par exemple au moyen de plusieurs comptes). Nous pouvons restreindre, suspendre ou fermer les comptes impliqués dans de telles activités et annuler les écritures qui en résultent.</p>
<h2>6. Absence de conseil\u00a0; modifications</h2>
<p>Nous ne fournissons pas de conseil en investissement. Nous pouvons mettre à jour ces conditions\u00a0; les modifications importantes seront annoncées dans les Annonces avant leur entrée en vigueur.</p>`,
  },
  'privacy-policy': {
    title: 'Politique de confidentialité',
    body: `<p>Cette politique explique quelles données personnelles nous collectons, pourquoi, et quels choix s’offrent à vous.</p>
<h2>Ce que nous collectons</h2>
<ul>
<li><strong>Données de compte\u00a0:</strong> nom d’utilisateur, adresse e-mail, mot de passe (conservé uniquement sous forme hachée) et votre langue.</li>
<li><strong>Données d’identité (KYC)\u00a0:</strong> nom, sexe, date de naissance, pays, téléphone, adresse, type de pièce d’identité, photos de la pièce, une photo de vous la tenant en main et votre signature, lorsque vous vérifiez votre identité ou signez un contrat de prêt.</li>
<li><strong>Données financières\u00a0:</strong> ordres, plans, prêts, dépôts (y compris les preuves de paiement et les hashes de transaction), adresses de retrait et écritures comptables.</li>
<li><strong>Données d’assistance et techniques\u00a0:</strong> messages du chat, ainsi que les informations sur l’appareil et la connexion nécessaires à la sécurité du service.</li>
<li><strong>Connexion via un réseau social\u00a0:</strong> si vous vous connectez avec Google, nous recevons les informations de profil de base que Google partage, comme votre adresse e-mail.</li>
</ul>
<h2>Pourquoi nous les utilisons</h2>
<p>Pour gérer votre compte, exécuter et enregistrer les transactions, vérifier votre identité et respecter nos obligations de lutte contre le blanchiment, prévenir la fraude, répondre à vos demandes d’assistance et vous envoyer des notifications de service. Nous ne vendons pas vos données personnelles.</p>
<h2>Partage et conservation</h2>
<p>Nous ne partageons les données qu’avec les prestataires qui nous aident à exploiter la plateforme, tenus à la confidentialité, et avec les autorités lorsque la loi l’exige. Nous conservons les enregistrements tant que votre compte est ouvert, puis pendant la durée que la loi impose pour les documents financiers et d’identité.</p>
<h2>Vos droits</h2>
<p>Vous pouvez demander à accéder à vos données, à les rectifier, ou à les supprimer lorsque la loi ne nous oblige pas à les conserver. Contactez-nous via l’assistance en ligne.</p>`,
  },
  'cookie-policy': {
    title: 'Politique relative aux cookies',
    body: `<p>Comme la plupart des applications web, la plateforme enregistre de petites informations dans votre navigateur, au moyen de cookies et d’un stockage local similaire. Cette politique explique ce qui est enregistré et pourquoi.</p>
<h2>Ce que nous enregistrons</h2>
<table>
<thead><tr><th>Élément</th><th>Finalité</th></tr></thead>
<tbody>
<tr><td>Jeton de session et statut de connexion</td><td>Vous garde connecté d’une page à l’autre</td></tr>
<tr><td>Informations de base sur l’utilisateur</td><td>Affiche votre nom et les informations de votre compte sans les recharger à chaque page</td></tr>
<tr><td>Langue</td><td>Retient la langue d’interface que vous avez choisie</td></tr>
<tr><td>Mode de compte</td><td>Retient si vous utilisez le compte démo ou le compte réel</td></tr>
<tr><td>Indicateur d’accueil</td><td>Empêche l’écran d’accueil mobile de réapparaître au cours de la même session</td></tr>
</tbody>
</table>
<p>Ces éléments sont strictement nécessaires au fonctionnement du service. Nous ne les utilisons pas pour établir des profils publicitaires. Si nous introduisons un jour des cookies facultatifs, par exemple de mesure d’audience, nous vous demanderons d’abord votre consentement.</p>
<h2>Tiers</h2>
<p>Si vous choisissez de vous connecter avec Google, Google peut déposer ses propres cookies selon sa propre politique.</p>
<h2>Vos choix</h2>
<p>Vous pouvez effacer ces données à tout moment dans les paramètres de votre navigateur. Vous serez alors déconnecté et vos préférences de langue et de mode de compte seront réinitialisées.</p>`,
  },
  'aml-kyc-policy': {
    title: 'Politique de lutte contre le blanchiment (AML) et KYC',
    body: `<p>Nous nous engageons à empêcher que notre plateforme serve au blanchiment d’argent, au financement du terrorisme ou à la fraude. Cette politique décrit les contrôles qui s’appliquent à chaque client.</p>
<h2>Connaissance du client (KYC)</h2>
<p>La vérification d’identité est obligatoire avant toute demande de prêt, et nous pouvons la demander à d’autres moments, par exemple avant un retrait ou lorsque l’activité du compte évolue. Il vous sera demandé\u00a0:</p>
<ul>
<li>vos nom et prénom, sexe, date de naissance, pays, téléphone, adresse et e-mail\u00a0;</li>
<li>une carte d’identité, un permis de conduire ou un passeport en cours de validité, photographié recto verso\u00a0;</li>
<li>une photo de vous tenant le document, ainsi que votre signature.</li>
</ul>
<p>Les images doivent être au format JPG, JPEG 2000 ou PNG et ne pas dépasser 2 Mo chacune. Les vérifications sont effectuées sous 48 heures. Si un dossier n’est pas approuvé, nous vous en informons et vous pouvez le soumettre à nouveau.</p>
<h2>Surveillance et contrôle</h2>
<ul>
<li>Chaque dépôt et chaque retrait est examiné par un opérateur avant d’être crédité ou versé.</li>
<li>Nous surveillons les schémas inhabituels, comme des fonds qui transitent par un compte sans être tradés, ou plusieurs comptes contrôlés par une même personne.</li>
<li>Nous pouvons vous interroger sur l’origine des fonds et vous demander des justificatifs.</li>
</ul>
<h2>Nos mesures</h2>
<p>Nous pouvons retarder, refuser ou annuler une transaction, restreindre un compte et signaler une activité suspecte aux autorités compétentes lorsque la loi l’exige. Nous ne pourrons pas toujours vous informer qu’un signalement a été effectué.</p>`,
  },
  'risk-warning': {
    title: 'Avertissement sur les risques',
    body: `<p><strong>Le trading de produits à effet de levier, d’options et de cryptomonnaies est très risqué. Vous pouvez perdre tout ou partie de l’argent investi. Ne tradez qu’avec de l’argent que vous pouvez vous permettre de perdre.</strong></p>
<h2>L’effet de levier amplifie les pertes</h2>
<p>L’effet de levier permet à une petite marge de contrôler une position plus importante. Avec un levier de 10x, une variation de 1\u00a0% en votre défaveur vous coûte 10\u00a0% de votre marge, et une variation de 10\u00a0% peut l’anéantir. Les gains comme les pertes sont calculés sur la taille totale de la position, et non sur votre marge.</p>
<h2>Un stop loss est un déclencheur, pas un prix garanti</h2>
<p>Un stop loss clôture votre position lorsque le marché atteint votre niveau, au tick de prix disponible suivant. Sur un marché rapide ou en cas de gap, ou lorsqu’un marché rouvre après une fermeture ou une maintenance, ce tick peut être nettement moins favorable que le niveau fixé. Il en va de même pour les ordres take profit.</p>
<h2>Une option peut faire perdre toute la mise</h2>
<p>Avec une option hausse/baisse, si le prix à l’échéance se trouve du mauvais côté du prix d’ouverture, vous perdez la totalité de la mise. Seul un prix identique la rembourse.</p>
<h2>Les résultats en démo ne préjugent pas des résultats réels</h2>
<p>Le compte démo utilise de l’argent virtuel. Le trading réel implique de vraies émotions et de vraies pertes, et réussir sur le compte démo ne signifie pas que vous gagnerez de l’argent avec des fonds réels.</p>
<h2>Autres risques</h2>
<ul>
<li>Les cours des cryptomonnaies peuvent varier brutalement à toute heure.</li>
<li>Les rendements quotidiens et les rendements attendus affichés pour les plans de trading intelligent ne sont pas garantis, et quitter un plan avant son terme entraîne des pénalités.</li>
<li>Un prêt doit être remboursé avec les intérêts dus, quels que soient vos résultats de trading.</li>
</ul>
<p>Si vous n’êtes pas sûr que ces produits vous conviennent, demandez un conseil indépendant.</p>`,
  },
  'licence-and-supervision': {
    title: 'Licence et supervision',
    body: `<h2>Le statut réglementaire dépend de votre lieu de résidence</h2>
<p>Les services financiers et de crypto-actifs sont réglementés différemment dans chaque pays. La possibilité de vous proposer un produit de cette plateforme, et à quelles conditions, dépend de votre pays de résidence. Certains produits peuvent ne pas être disponibles dans votre région, et il vous appartient de vérifier que leur utilisation est légale là où vous vivez.</p>
<h2>Vérifier qui vous sert</h2>
<p>Nous n’affichons pas de numéros de licence ou d’enregistrement sur cette page. Si vous avez besoin d’une confirmation écrite de l’entité qui gère votre compte et du statut réglementaire qui s’y applique, demandez-la via l’assistance en ligne et nous vous répondrons par écrit.</p>
<p>Méfiez-vous de tout site web, compte de réseau social ou contact de messagerie qui vous présente un «\u00a0certificat de licence\u00a0» à notre nom, vous promet des rendements garantis ou vous demande de payer sur un portefeuille personnel. Vérifiez auprès de l’assistance en ligne avant d’agir.</p>
<h2>Contrôles internes</h2>
<ul>
<li>Les livres démo et réel sont tenus séparément et ne se mélangent jamais.</li>
<li>Les soldes réels sont enregistrés avec exactitude dans un registre en partie double.</li>
<li>Chaque dépôt, retrait et vérification d’identité est examiné par un opérateur.</li>
</ul>
<p>Il s’agit de nos propres contrôles. Ils ne constituent ni une garantie de l’État ni un mécanisme de garantie des dépôts.</p>`,
  },
  'legal-information': {
    title: 'Informations légales',
    body: `<h2>Les documents qui encadrent votre utilisation de la plateforme</h2>
<p>Votre relation avec nous est régie par les Conditions d’utilisation, ainsi que par la Politique de confidentialité, la Politique relative aux cookies, la Politique AML et KYC et l’Avertissement sur les risques. Les conditions propres à un produit, comme le contrat de prêt que vous signez avant l’octroi d’un prêt, s’appliquent en complément. En cas de contradiction entre une condition propre à un produit et les conditions générales, la condition propre au produit prévaut pour ce produit.</p>
<h2>Enregistrements électroniques</h2>
<p>Vous acceptez que votre signature électronique sur un contrat de prêt ait la même valeur qu’une signature manuscrite. Le contrat signé peut être téléchargé au format PDF depuis la page de détail du prêt. Les enregistrements des ordres, des règlements et des écritures comptables, y compris le tick de prix utilisé par chaque exécution ou règlement, sont conservés sous forme électronique et font foi de vos transactions.</p>
<h2>Langues</h2>
<p>Nos contenus sont publiés dans les dix langues de l’interface. Les traductions sont fournies pour votre commodité\u00a0; en cas de divergence entre les versions, la version anglaise prévaut.</p>
<h2>Propriété intellectuelle</h2>
<p>La plateforme, ses logiciels, son design et ses contenus sont protégés par le droit de la propriété intellectuelle. Vous ne pouvez les utiliser que pour accéder au service pour votre propre compte. Les noms de marchés, logos et symboles boursiers appartiennent à leurs détenteurs respectifs.</p>
<h2>Questions</h2>
<p>Les questions juridiques peuvent être posées via l’assistance en ligne.</p>`,
  },
  disclaimer: {
    title: 'Clause de non-responsabilité',
    body: `<h2>De l’information, pas du conseil</h2>
<p>Les données de marché, graphiques, articles, annonces et chiffres tels que le profit attendu ou le rendement quotidien sont fournis à titre purement informatif. Ils ne constituent ni un conseil en investissement, fiscal ou juridique, ni une recommandation d’acheter ou de vendre quoi que ce soit. Vous prenez vous-même vos décisions de trading et en êtes responsable.</p>
<h2>Données de marché</h2>
<p>Les cours en temps réel sont diffusés à mesure qu’ils arrivent et peuvent parfois être retardés ou interrompus. Les petits graphiques des écrans de synthèse ne conservent que les points récents et, lorsqu’aucune série récente n’est disponible, une courbe indicative peut s’afficher. Fiez-vous toujours au cours en temps réel et aux chiffres de la confirmation d’ordre, qui indiquent le tick de prix effectivement utilisé.</p>
<h2>Disponibilité</h2>
<p>Nous faisons en sorte que le service soit disponible jour et nuit, mais nous ne pouvons pas garantir un accès ininterrompu. Une maintenance, des problèmes de réseau ou des événements indépendants de notre volonté peuvent rendre le trading temporairement indisponible. Les maintenances prévues sont annoncées dans les Annonces.</p>
<h2>Limitation</h2>
<p>Dans les limites permises par la loi, nous ne sommes pas responsables des pertes causées par les mouvements du marché, par vos propres décisions ou par des interruptions échappant à notre contrôle raisonnable. Rien dans la présente clause ne limite les droits qui ne peuvent l’être en vertu de la loi.</p>`,
  },
  advertising: {
    title: 'Publicité',
    body: `<h2>Nos chiffres marketing, expliqués</h2>
<table>
<thead><tr><th>Chiffre</th><th>Signification</th></tr></thead>
<tbody>
<tr><td>Frais inférieurs à 0,3\u00a0%</td><td>Frais de trading prélevés sur les ordres. Les autres frais, comme les frais de retrait, s’ajoutent séparément et sont affichés avant votre confirmation.</td></tr>
<tr><td>Plus de 350 cryptomonnaies</td><td>Le nombre de marchés de cryptomonnaies listés sur la plateforme.</td></tr>
<tr><td>1,2 M d’utilisateurs</td><td>Comptes inscrits, qui ne sont pas tous actifs.</td></tr>
<tr><td>3,8 Md de volume sur 24 h</td><td>Volume d’échanges moyen sur une période de 24 heures.</td></tr>
</tbody>
</table>
<h2>Nos engagements publicitaires</h2>
<ul>
<li>Nous ne promettons jamais de gains garantis ni de trading «\u00a0sans risque\u00a0».</li>
<li>Les résultats du compte démo présentés dans nos promotions sont signalés comme tels.</li>
<li>Les récompenses, comme celles du programme de parrainage, sont soumises aux conditions indiquées sur la page correspondante.</li>
</ul>
<h2>Usurpation d’identité</h2>
<p>Des escrocs copient parfois notre nom et notre image pour promouvoir des «\u00a0gestionnaires de compte\u00a0», des groupes de signaux ou des placements à rendement garanti. Nous n’animons aucun groupe de ce type et notre personnel ne vous demandera jamais votre mot de passe, vos codes de vérification ni un virement vers un portefeuille personnel. Si vous voyez une publicité qui vous semble trompeuse ou fausse, signalez-la via l’assistance en ligne.</p>`,
  },
  complaints: {
    title: 'Réclamations',
    body: `<p>Si quelque chose s’est mal passé, nous voulons le savoir et y remédier. Voici comment fonctionne notre procédure de réclamation.</p>
<h2>1. Informez-nous</h2>
<p>Ouvrez le chat d’assistance en ligne ou écrivez à l’adresse e-mail support@ indiquée dans votre compte, en commençant votre message par le mot «\u00a0Réclamation\u00a0». Merci d’indiquer\u00a0:</p>
<ul>
<li>votre nom d’utilisateur et si la demande concerne votre compte démo ou réel\u00a0;</li>
<li>les numéros d’ordre, hashes de transaction, dates et montants concernés\u00a0;</li>
<li>ce qui s’est passé et la solution que vous demandez.</li>
</ul>
<h2>2. Nous accusons réception et enquêtons</h2>
<p>Nous accusons réception de chaque réclamation et vous indiquons quand vous pouvez attendre une réponse complète. L’enquête est confiée à une personne qui n’a pas pris part à la décision initiale. Comme chaque exécution et chaque règlement enregistrent le tick de prix utilisé, et que chaque variation de solde est une écriture comptable, nous pouvons reconstituer précisément ce qui s’est passé et vous communiquer les enregistrements utiles.</p>
<h2>3. Notre réponse</h2>
<p>Vous recevrez une réponse écrite exposant nos conclusions. Si nous nous sommes trompés, nous corrigerons votre solde et vous expliquerons comment. Si vous n’êtes pas satisfait, répondez et demandez qu’un membre expérimenté de l’équipe réexamine votre réclamation.</p>
<p>Déposer une réclamation est gratuit et n’a jamais d’incidence sur la manière dont nous traitons votre compte.</p>`,
  },
  introduction: {
    title: 'Présentation de la plateforme',
    body: `<h2>Ce que vous pouvez faire ici</h2>
<ul>
<li><strong>Marchés\u00a0:</strong> suivez en temps réel les cours du forex, des cryptomonnaies, des actions, des contrats à terme et des ETF, tenez une liste de suivi et ouvrez des positions acheteuses ou vendeuses avec effet de levier, stop loss et take profit.</li>
<li><strong>Options\u00a0:</strong> choisissez une durée et anticipez si le prix sera en hausse ou en baisse à l’échéance.</li>
<li><strong>Trading intelligent\u00a0:</strong> souscrivez à un plan automatisé pour un nombre de jours fixe, avec un rendement quotidien annoncé.</li>
<li><strong>Prêts\u00a0:</strong> après vérification de votre identité, empruntez sur une durée fixe et signez le contrat en ligne\u00a0; le PDF signé reste téléchargeable.</li>
<li><strong>NFT solidaires\u00a0:</strong> enchérissez sur des NFT ou achetez-les\u00a0; leurs ventes bénéficient à une association caritative pour l’enfance.</li>
<li><strong>Portefeuille\u00a0:</strong> déposez et retirez des USDT, BTC et ETH, parrainez vos amis et recevez des notifications.</li>
</ul>
<h2>Comment nous tenons des comptes justes</h2>
<ul>
<li><strong>Les livres démo et réel ne se mélangent jamais.</strong> Le compte démo fonctionne avec des USDT virtuels dans son propre livre\u00a0; changer de compte change le livre que vous voyez, sans jamais déplacer d’argent de l’un à l’autre.</li>
<li><strong>Chaque prix est traçable.</strong> Chaque exécution et chaque règlement citent le tick de prix utilisé, pour que vous voyiez exactement pourquoi un résultat est tel qu’il est.</li>
<li><strong>Des montants exacts.</strong> Les soldes sont tenus dans un registre en partie double avec des montants décimaux exacts, jamais des nombres à virgule flottante arrondis\u00a0; chaque crédit a son débit correspondant.</li>
<li><strong>Des transferts contrôlés.</strong> Les dépôts et les retraits sont vérifiés par un opérateur avant que les fonds ne soient crédités ou envoyés.</li>
</ul>
<h2>Pour commencer</h2>
<ol>
<li>Inscrivez-vous avec votre adresse e-mail.</li>
<li>Entraînez-vous sur le compte démo.</li>
<li>Passez au compte réel et effectuez un dépôt quand vous êtes prêt.</li>
</ol>
<p>Sur les graphiques de cours, le rouge indique une hausse et le vert une baisse. Veuillez lire l’Avertissement sur les risques avant de trader.</p>`,
  },
  'faq-register': {
    title: "Comment m'inscrire\u00a0?",
    body: `<p>Choisissez <strong>S’inscrire</strong>, puis saisissez un nom d’utilisateur, votre adresse e-mail et un mot de passe, que vous retapez pour le confirmer. Chaque adresse e-mail et chaque nom d’utilisateur ne peuvent servir qu’à un seul compte. Vous pouvez aussi vous connecter avec Google.</p>
<p>Après votre inscription, vous commencez sur le compte démo\u00a0: vous pouvez donc explorer la plateforme tout de suite, sans rien déposer.</p>`,
  },
  'faq-demo-vs-real': {
    title: 'Quelle différence entre le compte démo et le compte réel, et comment passer de l’un à l’autre\u00a0?',
    body: `<p>Le <strong>compte démo</strong> utilise des USDT virtuels sans valeur monétaire, pour vous entraîner sans risque. Le <strong>compte réel</strong> utilise l’argent que vous déposez. Les deux sont tenus dans des livres séparés\u00a0: rien ne passe jamais de l’un à l’autre.</p>
<p>Changez de compte depuis la page de votre compte\u00a0; un message confirme lequel est actif. Le trading intelligent et certaines autres fonctionnalités ne sont disponibles que sur le compte réel.</p>`,
  },
  'faq-deposit': {
    title: 'Comment fonctionnent les dépôts\u00a0?',
    body: `<p>Allez dans <a href="/profile/balance">Solde</a>, choisissez <em>Déposer</em> et sélectionnez USDT, BTC ou ETH. Envoyez les fonds à l’adresse indiquée, puis soumettez le dépôt avec le montant, le hash de la transaction, les 6 derniers caractères et une capture d’écran du paiement comme preuve (JPG ou PNG, 2 Mo maximum).</p>
<table>
<thead><tr><th>Cryptomonnaie</th><th>Dépôt minimum</th></tr></thead>
<tbody><tr><td>USDT</td><td>120</td></tr><tr><td>BTC</td><td>0,015</td></tr><tr><td>ETH</td><td>0,2</td></tr></tbody>
</table>
<p>Un opérateur vérifie chaque dépôt sur la blockchain avant de créditer votre compte réel. Vous pouvez suivre son statut dans votre historique des transactions.</p>`,
  },
  'faq-withdrawal': {
    title: 'Comment fonctionnent les retraits, et combien coûtent-ils\u00a0?',
    body: `<p>Allez dans <a href="/profile/balance">Solde</a>, choisissez <em>Retirer</em>, sélectionnez la méthode, puis saisissez l’adresse de votre portefeuille et le montant. Avant que vous ne confirmiez, l’écran affiche les frais de retrait et le montant exact que vous recevrez.</p>
<p>Chaque retrait est examiné par un opérateur, puis envoyé sur le réseau\u00a0; il est terminé une fois le transfert confirmé par le réseau. Vérifiez bien l’adresse\u00a0: les fonds envoyés à une mauvaise adresse ne peuvent pas être récupérés.</p>`,
  },
  'faq-leverage-margin': {
    title: 'Que signifient effet de levier et marge\u00a0?',
    body: `<p>La <strong>marge</strong> est la part de votre solde mise de côté pour ouvrir une position. L’<strong>effet de levier</strong> indique combien de fois la position est plus grande que la marge. Par exemple, 100 USDT de marge avec un levier de 10x ouvrent une position de 1\u00a0000 USDT.</p>
<p>Les gains et les pertes suivent la position entière\u00a0: une variation de 1\u00a0% représente 10 USDT, soit 10\u00a0% de votre marge. Votre compte affiche la marge utilisée et la marge disponible pour que vous sachiez combien est engagé.</p>`,
  },
  'faq-stop-loss-take-profit': {
    title: 'Comment fonctionnent le stop loss et le take profit\u00a0?',
    body: `<p>À l’ouverture d’une position, vous pouvez fixer un prix de <strong>stop loss</strong> pour limiter les pertes et un prix de <strong>take profit</strong> pour sécuriser les gains. Tous deux doivent se situer du bon côté du cours actuel\u00a0; sinon, l’ordre est refusé comme incohérent.</p>
<p>Lorsque le marché atteint votre niveau, la position est clôturée au tick de prix disponible suivant. Sur un marché rapide ou en cas de gap, ce tick peut être moins favorable que votre niveau\u00a0: un stop loss est un déclencheur, pas un prix garanti.</p>`,
  },
  'faq-options-settlement': {
    title: 'Comment les options hausse/baisse sont-elles réglées\u00a0?',
    body: `<p>Choisissez un produit, une durée et votre mise, puis anticipez la <strong>hausse</strong> ou la <strong>baisse</strong>. À l’échéance, le prix de règlement est comparé au prix d’ouverture\u00a0:</p>
<ul>
<li>Bonne direction\u00a0: vous récupérez votre mise plus le gain affiché pour cette durée.</li>
<li>Mauvaise direction\u00a0: vous perdez la mise.</li>
<li>Prix identique\u00a0: votre mise vous est intégralement remboursée.</li>
</ul>
<p>Les deux prix, ainsi que les ticks dont ils proviennent, figurent dans le détail de l’ordre.</p>`,
  },
  'faq-kyc-loans': {
    title: 'Comment fonctionnent la vérification d’identité (KYC) et les prêts\u00a0?',
    body: `<p>Les prêts nécessitent une vérification d’identité. Transmettez vos informations personnelles, des photos du recto et du verso de votre carte d’identité, permis de conduire ou passeport, une photo de vous tenant le document et votre signature. Nous examinons les dossiers sous 48 heures\u00a0; si l’un d’eux n’est pas approuvé, vous pouvez le corriger et le soumettre à nouveau. Les utilisateurs vérifiés peuvent emprunter des montants plus élevés.</p>
<p>Choisissez ensuite un montant et une durée, vérifiez les intérêts affichés et signez le contrat en ligne\u00a0; le PDF signé peut être téléchargé depuis le détail du prêt. Le capital et les intérêts sont dus à l’échéance, et vous pouvez rembourser par anticipation.</p>`,
  },
  'faq-smart-trading': {
    title: 'Que sont les plans de trading intelligent, et que se passe-t-il si j’en sors plus tôt\u00a0?',
    body: `<p>Un plan de trading intelligent est une stratégie automatisée à laquelle vous souscrivez pour un nombre de jours fixe. Avant que vous ne confirmiez, le plan affiche les limites d’investissement, le rendement quotidien et le rendement attendu\u00a0; les gains sont crédités selon le calendrier prévu pendant toute sa durée. Les plans ne sont disponibles que sur le compte réel.</p>
<p>Vous pouvez en sortir plus tôt, mais une part du capital est alors retenue à titre de pénalité et votre revenu total diminue. Le capital restant est reversé sur votre compte réel. La retenue est affichée avant que vous ne confirmiez la sortie.</p>`,
  },
  'faq-charity-nfts': {
    title: 'Que sont les NFT solidaires\u00a0?',
    body: `<p>Les NFT solidaires sont des objets de collection numériques vendus au profit d’une association caritative pour l’enfance. La page de chaque NFT indique son créateur, sa blockchain, l’adresse de son contrat, l’enchère en cours, le temps restant et le total des dons recueillis jusqu’ici.</p>
<p>Vous pouvez <strong>enchérir</strong> ou <strong>acheter immédiatement</strong>, et les NFT que vous possédez apparaissent dans <em>Mes NFT</em>. Ajoutez une adresse de réception avant d’acheter. Comme tout objet de collection, la valeur de revente d’un NFT peut baisser.</p>`,
  },
  'faq-invite-friends': {
    title: 'Comment fonctionne le parrainage\u00a0?',
    body: `<p>Ouvrez <a href="/profile/invite">Inviter des amis</a> pour trouver votre lien et votre code de parrainage personnels, et copiez-les pour les partager. Lorsqu’un ami s’inscrit avec votre lien ou votre code, il est rattaché à votre compte.</p>
<p>Les éventuelles récompenses et leurs conditions d’obtention sont indiquées sur cette page. Aucune récompense n’est versée pour un auto-parrainage ou pour des comptes en double.</p>`,
  },
  'faq-password-reset': {
    title: "J'ai oublié mon mot de passe. Comment le réinitialiser\u00a0?",
    body: `<p>Sur la page de connexion, choisissez <strong>Mot de passe oublié\u00a0?</strong>. Saisissez l’adresse e-mail de votre inscription et demandez un code de vérification, puis saisissez le code et deux fois votre nouveau mot de passe. Si le code n’arrive pas dans les minutes qui suivent, vérifiez votre dossier de courrier indésirable et demandez-en un nouveau.</p>
<p>Si vous êtes connecté et connaissez votre mot de passe actuel, vous pouvez le changer dans <em>Mon compte</em> &gt; <em>Modifier le mot de passe</em>.</p>`,
  },
  'faq-security-tips': {
    title: 'Comment sécuriser mon compte\u00a0?',
    body: `<ul>
<li>Utilisez un mot de passe robuste que vous n’utilisez nulle part ailleurs.</li>
<li>Ne communiquez jamais votre mot de passe ni vos codes de vérification à qui que ce soit. Notre personnel ne vous les demandera jamais.</li>
<li>Ne saisissez vos informations que sur la plateforme officielle, et méfiez-vous des liens reçus par messagerie ou sur les réseaux sociaux.</li>
<li>Déposez uniquement à l’adresse affichée sur l’écran de dépôt, jamais à une adresse que quelqu’un vous envoie.</li>
<li>Déconnectez-vous sur les appareils partagés.</li>
<li>Si vous remarquez quoi que ce soit d’inhabituel, changez votre mot de passe et contactez immédiatement l’assistance en ligne.</li>
</ul>`,
  },
  'notice-demo-account-launch': {
    title: 'Le compte démo est ouvert\u00a0: entraînez-vous avec 100\u00a0000 USDT virtuels',
    body: `<p><em>Publié le 12 janvier 2026</em></p>
<p>Chaque nouveau compte démarre désormais avec un compte démo doté de <strong>100\u00a0000 USDT virtuels</strong>. Utilisez-le pour essayer les ordres au marché, l’effet de levier, le stop loss et le take profit, ainsi que les options hausse/baisse aux cours réels, sans risquer d’argent.</p>
<h3>Bon à savoir</h3>
<ul>
<li>Les USDT virtuels n’ont aucune valeur monétaire et ne peuvent être ni retirés ni transférés vers votre compte réel. Les livres démo et réel ne se mélangent jamais.</li>
<li>Passez du compte démo au compte réel depuis la page de votre compte\u00a0; un message confirme lequel est actif.</li>
<li>Le trading intelligent n’est disponible que sur le compte réel.</li>
<li>Les résultats en démo ne préjugent pas des résultats réels. Le trading réel comporte de vrais risques.</li>
</ul>
<p>Des questions\u00a0? Notre équipe d’assistance en ligne est disponible 24 h/24 et 7 j/7.</p>`,
  },
  'notice-staff-never-ask-passwords': {
    title: 'Rappel\u00a0: notre personnel ne vous demande jamais votre mot de passe ni vos codes de vérification',
    body: `<p><em>Publié le 9 février 2026</em></p>
<p>On nous a signalé des personnes qui contactent des clients par messagerie et sur les réseaux sociaux en se présentant comme nos employés. Rappelez-vous\u00a0:</p>
<ul>
<li>Notre personnel ne vous demandera <strong>jamais</strong> votre mot de passe ni aucun code de vérification, que ce soit par chat, par e-mail ou de toute autre manière.</li>
<li>Nous ne vous demanderons jamais de déposer à une autre adresse que celle affichée sur votre écran de dépôt, ni de payer sur un portefeuille personnel.</li>
<li>Nous n’animons pas de «\u00a0groupes de signaux\u00a0» et ne promettons aucun rendement garanti.</li>
</ul>
<p>Si quelqu’un vous demande ces choses, arrêtez tout et contactez-nous via le chat d’assistance en ligne de l’application. Si vous avez déjà communiqué un mot de passe ou un code, changez immédiatement votre mot de passe et prévenez-nous.</p>`,
  },
  'notice-scheduled-maintenance-2026-03': {
    title: 'Maintenance programmée le 15 mars 2026',
    body: `<p><em>Publié le 5 mars 2026</em></p>
<p>Afin de mettre à niveau nos systèmes, la plateforme sera indisponible le <strong>dimanche 15 mars 2026 de 02:00 à 04:00 UTC</strong>.</p>
<h3>Pendant la fenêtre de maintenance</h3>
<ul>
<li>La connexion, le trading, les options, les souscriptions aux plans de trading intelligent, les prêts et les achats de NFT seront indisponibles.</li>
<li>Les positions ouvertes restent ouvertes. Les niveaux de stop loss et de take profit ne peuvent pas se déclencher tant que le service est hors ligne\u00a0; si le cours franchit votre niveau, la position sera clôturée au premier tick de prix disponible après la reprise du service, qui peut différer de votre niveau.</li>
<li>Évitez d’ouvrir des options hausse/baisse dont la durée se terminerait pendant la fenêtre.</li>
<li>Les dépôts et les retraits soumis avant la fenêtre seront examinés à son issue.</li>
</ul>
<p>Vérifiez au préalable vos positions ouvertes et vos ordres de protection. L’heure de fin exacte peut changer\u00a0; toute mise à jour sera publiée ici. Nous vous prions de nous excuser pour la gêne occasionnée.</p>`,
  },
};
