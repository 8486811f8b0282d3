/* eslint-disable max-lines -- the seeded articles in one language: data, not logic */
import type { SeedTexts } from '../seed-data.ts';

/** The seeded articles in English, by slug. */
export const en: SeedTexts = {
  'about-us': {
    title: 'About Us',
    body: `<h2>Who we are</h2>
<p>We run an online trading and investment platform for retail customers. From a single account you can follow live prices for forex, cryptocurrencies, stocks, futures and ETFs, open leveraged positions, place up/down options, run smart-trading plans, apply for KYC-verified investment loans and support a children's charity by buying charity NFTs.</p>
<h2>What we stand for</h2>
<ul>
<li><strong>Clear costs.</strong> Trading fees are under 0.3%, and every fee is shown to you before you confirm.</li>
<li><strong>Practice without pressure.</strong> A demo account with virtual funds lets you learn the tools. Demo and real books are kept completely separate and never mix.</li>
<li><strong>Records you can check.</strong> Every fill and every settlement records the exact price tick it used, and balances are kept to the last unit in a double-entry ledger.</li>
<li><strong>People in the loop.</strong> Deposits, withdrawals and identity checks are reviewed by our operations team, not approved blindly.</li>
</ul>
<h2>In numbers</h2>
<p>More than 1.2 million registered users, 350+ cryptocurrencies listed and an average 24-hour trading volume of 3.8 billion.</p>
<p>Trading carries risk, and you can lose money. Start with the <a href="/introduction">platform introduction</a> or browse the <a href="/help/faq">FAQ</a>, and try the demo account before you trade with real funds.</p>`,
  },
  'online-support': {
    title: 'Online Support',
    body: `<h2>We are here around the clock</h2>
<p>Our Online Support chat is staffed 24 hours a day, 7 days a week, including weekends and public holidays. Replies may take a little longer at busy times, but every conversation is answered by a member of our team.</p>
<h2>How to open the chat</h2>
<ul>
<li><strong>Desktop:</strong> click the support icon in the top bar, or choose <em>Online Support</em> in the footer. The chat opens in a new window so you can keep your trading screen in view.</li>
<li><strong>Mobile:</strong> tap the support icon in the top bar, or open your account page and choose <em>Contact customer service</em>.</li>
</ul>
<h2>Help us help you faster</h2>
<ul>
<li>Tell us your username or registered e-mail address.</li>
<li>For an order, give the order number; for a deposit or withdrawal, give the coin, the amount and the transaction hash.</li>
<li>Say whether the question concerns your demo or your real account.</li>
</ul>
<p><strong>Never share your password or any verification code in the chat.</strong> Our staff will never ask for them. Many common questions are already answered in the <a href="/help/faq">FAQ</a>.</p>`,
  },
  careers: {
    title: 'Careers',
    body: `<h2>Build tools people trust with their money</h2>
<p>We are a product and operations team that cares about correctness: prices that are traceable to the tick, balances that always reconcile, and reviews that are done by people who read the details. If that sounds like the way you like to work, we would like to hear from you.</p>
<h2>Areas we hire for</h2>
<ul>
<li>Software engineering: web, real-time market data, ledger and back-office systems</li>
<li>Operations: deposit and withdrawal review, identity (KYC) review</li>
<li>Compliance and risk</li>
<li>Customer support in several languages</li>
<li>Product design and content, including translation</li>
</ul>
<h2>How to apply</h2>
<p>Send a short introduction and your CV through the Online Support chat, or to the support@ e-mail address shown in your account, with the subject line "Careers" and the area you are interested in. We reply to every application.</p>
<h2>A word of caution</h2>
<p>We never charge applicants a fee, never ask candidates to deposit funds or to trade "as a test", and never recruit through private messenger groups. If someone offers you a job in our name on those terms, please report it to Online Support.</p>`,
  },
  contact: {
    title: 'Contact',
    body: `<h2>How to reach us</h2>
<p>The fastest way to reach us is the <strong>Online Support chat</strong>, which is staffed 24/7. Open it from the support icon in the top bar, from <em>Online Support</em> in the footer, or from <em>Contact customer service</em> on your account page.</p>
<p>If you prefer e-mail, write to the support@ e-mail address shown in your account. Please write from the e-mail address registered to your account so that we can match your message to it.</p>
<h2>What to include</h2>
<ul>
<li>Your username and a short description of the question</li>
<li>Order numbers, transaction hashes or screenshots where relevant</li>
<li>Whether the matter concerns your demo or your real account</li>
</ul>
<h2>Please note</h2>
<ul>
<li>We do not provide support by telephone, and we do not make unsolicited calls asking you to deposit, invest or move funds.</li>
<li>Staff will never ask for your password or a verification code.</li>
<li>To raise a formal complaint, follow the steps in our Complaints statement in the footer.</li>
</ul>`,
  },
  'terms-of-service': {
    title: 'Terms of Service',
    body: `<p>These terms apply whenever you use the platform. By registering or using the service you accept them, together with our Privacy Policy, Risk Warning and AML and KYC Policy.</p>
<h2>1. Eligibility and your account</h2>
<ul>
<li>You must be at least 18 years old and allowed to use services of this kind where you live.</li>
<li>One person, one account. The details you give us must be true and kept up to date.</li>
<li>You are responsible for keeping your password and verification codes secret and for all activity on your account.</li>
</ul>
<h2>2. Demo and real accounts</h2>
<p>The demo account uses virtual funds that have no cash value and cannot be deposited, withdrawn or transferred. Demo and real balances are kept in separate books and never mix. Some features, including smart trading, are available only on the real account.</p>
<h2>3. Orders, prices and fees</h2>
<p>Orders are filled and settled at the market price tick recorded on the order. Fees are shown before you confirm. When a market is closed or under correction, trading in it is unavailable.</p>
<h2>4. Deposits and withdrawals</h2>
<p>Deposits and withdrawals are reviewed by our operators and are credited or paid only after approval. Minimum deposits and the withdrawal fee are shown on the relevant screens.</p>
<h2>5. Prohibited use</h2>
<p>You may not use the platform for fraud, money laundering, market abuse, or to exploit errors or the invite-friends programme (for example through multiple accounts). We may restrict, suspend or close accounts involved in such activity and reverse entries that resulted from it.</p>
<h2>6. No advice; changes</h2>
<p>We do not give investment advice. We may update these terms; material changes will be announced in Notices before they take effect.</p>`,
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    body: `<p>This policy explains what personal data we collect, why, and the choices you have.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account data:</strong> username, e-mail address, password (stored only in hashed form) and your language setting.</li>
<li><strong>Identity (KYC) data:</strong> name, sex, date of birth, country, phone, address, document type, document photos, a hand-held photo and your signature, when you verify your identity or sign a loan agreement.</li>
<li><strong>Financial data:</strong> orders, plans, loans, deposits (including payment proof and transaction hashes), withdrawal addresses and ledger entries.</li>
<li><strong>Support and technical data:</strong> chat messages, and the device and connection information needed to keep the service secure.</li>
<li><strong>Social sign-in:</strong> if you sign in with Google, we receive the basic profile details Google shares, such as your e-mail address.</li>
</ul>
<h2>Why we use it</h2>
<p>To run your account, execute and record transactions, verify identity and meet anti-money-laundering duties, prevent fraud, answer support requests and send service notifications. We do not sell your personal data.</p>
<h2>Sharing and retention</h2>
<p>We share data only with service providers who help us operate the platform, under confidentiality obligations, and with authorities where the law requires. We keep records for as long as your account is open and afterwards for the period the law requires for financial and identity records.</p>
<h2>Your rights</h2>
<p>You can ask to access or correct your data, or to delete it where we are not legally required to keep it. Contact us through Online Support.</p>`,
  },
  'cookie-policy': {
    title: 'Cookie Policy',
    body: `<p>Like most web applications, the platform stores small pieces of information in your browser, using cookies and similar local storage. This policy explains what is stored and why.</p>
<h2>What we store</h2>
<table>
<thead><tr><th>Item</th><th>Purpose</th></tr></thead>
<tbody>
<tr><td>Sign-in token and login status</td><td>Keeps you signed in between pages</td></tr>
<tr><td>Basic user information</td><td>Shows your name and account details without reloading them on every page</td></tr>
<tr><td>Language</td><td>Remembers the interface language you chose</td></tr>
<tr><td>Account mode</td><td>Remembers whether you are using the demo or the real account</td></tr>
<tr><td>Onboarding flag</td><td>Stops the mobile welcome screen from appearing again in the same session</td></tr>
</tbody>
</table>
<p>These items are strictly necessary for the service to work. We do not use them to build advertising profiles. If we ever introduce optional cookies, such as analytics, we will ask for your consent first.</p>
<h2>Third parties</h2>
<p>If you choose to sign in with Google, Google may set its own cookies under its own policy.</p>
<h2>Your choices</h2>
<p>You can clear this data at any time in your browser settings. Doing so signs you out and resets your language and account-mode preferences.</p>`,
  },
  'aml-kyc-policy': {
    title: 'Anti-Money-Laundering (AML) and KYC Policy',
    body: `<p>We are committed to preventing our platform from being used for money laundering, terrorist financing or fraud. This policy describes the controls that apply to every customer.</p>
<h2>Know your customer (KYC)</h2>
<p>Identity verification is required before you can apply for a loan, and we may ask for it at other times, for example before a withdrawal or when account activity changes. You will be asked for:</p>
<ul>
<li>first and last name, sex, date of birth, country, phone, address and e-mail;</li>
<li>a valid ID card, driver licence or passport, photographed front and back;</li>
<li>a photo of you holding the document, and your signature.</li>
</ul>
<p>Images must be JPG, JPEG 2000 or PNG and no larger than 2 MB each. Reviews are completed within 48 hours. If a submission is not approved, we tell you so and you may resubmit.</p>
<h2>Monitoring and review</h2>
<ul>
<li>Every deposit and withdrawal is reviewed by an operator before it is credited or paid.</li>
<li>We monitor for unusual patterns, such as funds passing through an account without trading, or several accounts controlled by one person.</li>
<li>We may ask where funds come from and request supporting documents.</li>
</ul>
<h2>Our responses</h2>
<p>We may delay, decline or reverse a transaction, restrict an account, and report suspicious activity to the competent authorities where the law requires. We will not always be able to tell you that a report has been made.</p>`,
  },
  'risk-warning': {
    title: 'Risk Warning',
    body: `<p><strong>Trading leveraged products, options and cryptocurrencies is high-risk. You can lose some or all of the money you put in. Only trade with money you can afford to lose.</strong></p>
<h2>Leverage magnifies losses</h2>
<p>Leverage lets a small margin control a larger position. At 10x leverage, a 1% move against you costs 10% of your margin, and a 10% move can wipe it out. Gains and losses are both calculated on the full position size, not on your margin.</p>
<h2>A stop-loss is a trigger, not a guaranteed price</h2>
<p>A stop-loss closes your position when the market reaches your level, at the next available price tick. In fast or gapping markets, or when a market reopens after a closure or maintenance, that tick can be noticeably worse than the level you set. The same applies to take-profit orders.</p>
<h2>Options can lose the whole stake</h2>
<p>With an up/down option, if the price at expiry is on the wrong side of the opening price, you lose the entire stake. Only an equal price refunds it.</p>
<h2>Demo results do not predict real results</h2>
<p>The demo account uses virtual money. Real trading involves real emotions and real losses, and success on the demo account does not mean you will make money with real funds.</p>
<h2>Other risks</h2>
<ul>
<li>Cryptocurrency prices can move sharply at any hour.</li>
<li>Daily yields and expected returns shown for smart-trading plans are not guarantees, and leaving a plan early costs liquidated damages.</li>
<li>A loan must be repaid with any interest due, whatever your trading results.</li>
</ul>
<p>If you are unsure whether these products suit you, seek independent advice.</p>`,
  },
  'licence-and-supervision': {
    title: 'Licence and Supervision',
    body: `<h2>Regulatory status depends on where you live</h2>
<p>Financial and crypto-asset services are regulated differently in every country. Whether a product on this platform may be offered to you, and on what terms, depends on your country of residence. Some products may not be available in your region, and it is your responsibility to make sure that using them is lawful where you live.</p>
<h2>Checking who serves you</h2>
<p>We do not print licence or registration numbers on this page. If you need written confirmation of the entity that serves your account and the regulatory status that applies to it, ask through Online Support and we will answer in writing.</p>
<p>Be cautious with any website, social-media account or messenger contact that shows you a "licence certificate" in our name, promises guaranteed returns or asks you to pay into a personal wallet. Check with Online Support before you act.</p>
<h2>Internal controls</h2>
<ul>
<li>Demo and real books are kept separate and never mix.</li>
<li>Real balances are recorded exactly in a double-entry ledger.</li>
<li>Every deposit, withdrawal and identity check is reviewed by an operator.</li>
</ul>
<p>These are our own controls. They are not a government guarantee or a deposit-insurance scheme.</p>`,
  },
  'legal-information': {
    title: 'Legal Information',
    body: `<h2>Documents that govern your use of the platform</h2>
<p>Your relationship with us is governed by the Terms of Service, together with the Privacy Policy, Cookie Policy, AML and KYC Policy and Risk Warning. Product-specific terms, such as the loan agreement you sign before a loan is granted, apply in addition. If a product-specific term conflicts with the general terms, the product-specific term prevails for that product.</p>
<h2>Electronic records</h2>
<p>You agree that your electronic signature on a loan agreement has the same effect as a handwritten one. The signed agreement is available to download as a PDF from the loan detail page. Order, settlement and ledger records, including the price tick each fill or settlement used, are kept electronically and serve as the record of your transactions.</p>
<h2>Languages</h2>
<p>Our content is published in all ten languages of the interface. Translations are provided for convenience; if versions differ, the English version prevails.</p>
<h2>Intellectual property</h2>
<p>The platform, its software, design and content are protected by intellectual-property law. You may use them only to access the service for your own account. Market names, logos and tickers belong to their respective owners.</p>
<h2>Questions</h2>
<p>Legal questions can be raised through Online Support.</p>`,
  },
  disclaimer: {
    title: 'Disclaimer',
    body: `<h2>Information, not advice</h2>
<p>Market data, charts, articles, notices and figures such as expected profit or daily yield are provided for information only. They are not investment, tax or legal advice and not a recommendation to buy or sell anything. You make your own trading decisions and are responsible for them.</p>
<h2>Market data</h2>
<p>Live prices are streamed as they arrive and may occasionally be delayed or interrupted. Small charts on overview screens keep only recent points, and when no recent series is available an illustrative placeholder line may be shown. Always rely on the live price and on the figures on the order confirmation, which state the price tick actually used.</p>
<h2>Availability</h2>
<p>We work to keep the service available around the clock, but we cannot promise uninterrupted access. Maintenance, network problems or events outside our control may make trading temporarily unavailable. Announced maintenance appears in Notices.</p>
<h2>Limitation</h2>
<p>To the extent the law allows, we are not liable for losses caused by market movements, by your own decisions, or by interruptions outside our reasonable control. Nothing in this disclaimer limits rights that cannot be limited by law.</p>`,
  },
  advertising: {
    title: 'Advertising',
    body: `<h2>Our marketing figures, explained</h2>
<table>
<thead><tr><th>Figure</th><th>What it means</th></tr></thead>
<tbody>
<tr><td>Fees under 0.3%</td><td>Trading fees charged on orders. Other charges, such as the withdrawal fee, are separate and shown before you confirm.</td></tr>
<tr><td>350+ cryptocurrencies</td><td>The number of crypto markets listed on the platform.</td></tr>
<tr><td>1.2 M users</td><td>Registered accounts, not all of which are active.</td></tr>
<tr><td>3.8 B 24h volume</td><td>Average trading volume over a 24-hour period.</td></tr>
</tbody>
</table>
<h2>Our advertising promises</h2>
<ul>
<li>We never advertise guaranteed profits or "risk-free" trading.</li>
<li>Demo-account results shown in promotions are labelled as demo results.</li>
<li>Rewards, such as those from the invite-friends programme, come with the conditions stated on the relevant page.</li>
</ul>
<h2>Impersonation</h2>
<p>Scammers sometimes copy our name and look to advertise "account managers", signal groups or guaranteed-return schemes. We do not run such groups and our staff will never ask for your password, verification codes or a transfer to a personal wallet. If you see an advertisement you think is misleading or fake, please report it through Online Support.</p>`,
  },
  complaints: {
    title: 'Complaints',
    body: `<p>If something has gone wrong, we want to know and put it right. This is how our complaints process works.</p>
<h2>1. Tell us</h2>
<p>Open the Online Support chat, or write to the support@ e-mail address shown in your account, and start your message with the word "Complaint". Please include:</p>
<ul>
<li>your username and whether the matter concerns your demo or real account;</li>
<li>order numbers, transaction hashes, dates and amounts involved;</li>
<li>what happened and what outcome you are asking for.</li>
</ul>
<h2>2. We acknowledge and investigate</h2>
<p>We acknowledge every complaint and tell you when you can expect a full answer. The investigation is handled by someone who was not involved in the original decision. Because every fill and settlement records the price tick it used, and every balance change is a ledger entry, we can reconstruct exactly what happened and share the relevant records with you.</p>
<h2>3. Our answer</h2>
<p>You will receive a written answer that explains our findings. If we got it wrong, we will correct your balance and explain how. If you are not satisfied, reply and ask for the complaint to be reviewed again by a senior member of the team.</p>
<p>Making a complaint is free and never affects how we treat your account.</p>`,
  },
  introduction: {
    title: 'Platform Introduction',
    body: `<h2>What you can do here</h2>
<ul>
<li><strong>Markets:</strong> follow live prices for forex, cryptocurrencies, stocks, futures and ETFs, keep a watchlist, and open long or short positions with leverage, stop-loss and take-profit.</li>
<li><strong>Options:</strong> choose a period and predict whether the price will be up or down at expiry.</li>
<li><strong>Smart trading:</strong> join an automated plan for a fixed number of days with a stated daily yield.</li>
<li><strong>Loans:</strong> after identity verification, borrow for a fixed term and sign the agreement online; the signed PDF stays available to download.</li>
<li><strong>Charity NFTs:</strong> bid on or buy NFTs whose sales benefit a children's charity.</li>
<li><strong>Wallet:</strong> deposit and withdraw USDT, BTC and ETH, invite friends and receive notifications.</li>
</ul>
<h2>How we keep things straight</h2>
<ul>
<li><strong>Demo and real books never mix.</strong> The demo account runs on virtual USDT in its own book; switching accounts changes which book you see, never moves money between them.</li>
<li><strong>Every price is traceable.</strong> Each fill and settlement cites the price tick it used, so you can see exactly why a result came out as it did.</li>
<li><strong>Exact money.</strong> Balances are kept in a double-entry ledger with exact decimal amounts, never rounded floating-point numbers; every credit has a matching debit.</li>
<li><strong>Reviewed transfers.</strong> Deposits and withdrawals are checked by an operator before funds are credited or sent.</li>
</ul>
<h2>Getting started</h2>
<ol>
<li>Register with your e-mail address.</li>
<li>Practise on the demo account.</li>
<li>Switch to the real account and make a deposit when you are ready.</li>
</ol>
<p>On price charts, red marks a rise and green marks a fall. Please read the Risk Warning before trading.</p>`,
  },
  'faq-register': {
    title: 'How do I register?',
    body: `<p>Choose <strong>Sign up</strong>, then enter a username, your e-mail address and a password, and type the password again to confirm it. Each e-mail address and username can be used for only one account. You can also sign in with Google.</p>
<p>After registering you start on the demo account, so you can explore the platform straight away without depositing anything.</p>`,
  },
  'faq-demo-vs-real': {
    title: 'What is the difference between the demo and real accounts, and how do I switch?',
    body: `<p>The <strong>demo account</strong> uses virtual USDT with no cash value, so you can practise without risk. The <strong>real account</strong> uses the money you deposit. The two are kept in separate books: nothing ever moves between them.</p>
<p>Switch from your account page; a message confirms which account is active. Smart trading and some other features are available only on the real account.</p>`,
  },
  'faq-deposit': {
    title: 'How do deposits work?',
    body: `<p>Go to <a href="/profile/balance">Balance</a>, choose <em>Deposit</em> and select USDT, BTC or ETH. Send the funds to the address shown, then submit the deposit with the amount, the transaction hash, the last 6 digits and a screenshot of the payment as proof (JPG or PNG, up to 2 MB).</p>
<table>
<thead><tr><th>Coin</th><th>Minimum deposit</th></tr></thead>
<tbody><tr><td>USDT</td><td>120</td></tr><tr><td>BTC</td><td>0.015</td></tr><tr><td>ETH</td><td>0.2</td></tr></tbody>
</table>
<p>An operator checks each deposit against the blockchain before crediting your real account. You can follow its status in your transaction records.</p>`,
  },
  'faq-withdrawal': {
    title: 'How do withdrawals work, and what do they cost?',
    body: `<p>Go to <a href="/profile/balance">Balance</a>, choose <em>Withdraw</em>, select the method, then enter your wallet address and the amount. Before you confirm, the screen shows the withdrawal fee and the exact amount you will receive.</p>
<p>Each withdrawal is reviewed by an operator and then sent to the network; it is complete once the network has confirmed the transfer. Double-check the address: transfers sent to a wrong address cannot be recovered.</p>`,
  },
  'faq-leverage-margin': {
    title: 'What do leverage and margin mean?',
    body: `<p><strong>Margin</strong> is the part of your balance set aside to open a position. <strong>Leverage</strong> is how many times larger the position is than the margin. For example, 100 USDT of margin at 10x leverage opens a 1,000 USDT position.</p>
<p>Profit and loss follow the full position: a 1% move is 10 USDT, which is 10% of your margin. Your account shows used margin and free margin so you can see how much is committed.</p>`,
  },
  'faq-stop-loss-take-profit': {
    title: 'How do stop-loss and take-profit work?',
    body: `<p>When you open a position you can set a <strong>stop-loss</strong> price to limit losses and a <strong>take-profit</strong> price to lock in gains. Both must sit on the correct side of the current price, or the order is refused as unreasonable.</p>
<p>When the market reaches your level, the position is closed at the next available price tick. In fast or gapping markets that tick may be worse than your level: a stop-loss is a trigger, not a guaranteed price.</p>`,
  },
  'faq-options-settlement': {
    title: 'How do up/down options settle?',
    body: `<p>Choose a product, a period and your stake, then predict <strong>up</strong> or <strong>down</strong>. At expiry the settlement price is compared with the opening price:</p>
<ul>
<li>Right direction: you receive your stake back plus the payout shown for that period.</li>
<li>Wrong direction: you lose the stake.</li>
<li>Equal price: your stake is refunded in full.</li>
</ul>
<p>Both prices, and the ticks they came from, are shown on the order detail.</p>`,
  },
  'faq-kyc-loans': {
    title: 'How do identity verification (KYC) and loans work?',
    body: `<p>Loans require identity verification. Submit your personal details, photos of the front and back of your ID card, driver licence or passport, a hand-held photo and your signature. We review submissions within 48 hours; if one is not approved you can correct it and resubmit. Verified users can borrow higher amounts.</p>
<p>Then choose an amount and term, review the interest shown and sign the agreement online; the signed PDF can be downloaded from the loan detail. Principal and interest are due at maturity, and you may repay early.</p>`,
  },
  'faq-smart-trading': {
    title: 'What are smart trading plans, and what happens if I exit early?',
    body: `<p>A smart trading plan is an automated strategy you join for a fixed number of days. Before you confirm, the plan shows the investment limits, the daily yield and the expected return; earnings are credited on schedule while it runs. Plans are available only on the real account.</p>
<p>You can exit early, but a share of the principal is deducted as liquidated damages and your total income is reduced. The remaining principal is returned to your real account. The deduction is shown before you confirm the exit.</p>`,
  },
  'faq-charity-nfts': {
    title: 'What are charity NFTs?',
    body: `<p>Charity NFTs are digital collectibles sold to benefit a children's charity. Each NFT page shows its creator, chain, contract address, current bid, remaining time and the cumulative donation raised so far.</p>
<p>You can <strong>place a bid</strong> or <strong>buy now</strong>, and the NFTs you own appear under <em>My NFTs</em>. Add a receiving address before buying. Like any collectible, an NFT's resale value can fall.</p>`,
  },
  'faq-invite-friends': {
    title: 'How does Invite Friends work?',
    body: `<p>Open <a href="/profile/invite">Invite friends</a> to find your personal invite link and code, and copy them to share. When a friend registers with your link or code, they are linked to your account.</p>
<p>Any reward and the conditions for earning it are shown on that page. Rewards are not paid for inviting yourself or for duplicate accounts.</p>`,
  },
  'faq-password-reset': {
    title: 'I forgot my password. How do I reset it?',
    body: `<p>On the sign-in page choose <strong>Forgot password</strong>. Enter your registered e-mail address and request a verification code, then enter the code and your new password twice. If the code does not arrive within a few minutes, check your spam folder and request a new one.</p>
<p>If you are signed in and know your current password, you can change it under <em>Settings</em> &gt; <em>Change password</em>.</p>`,
  },
  'faq-security-tips': {
    title: 'How can I keep my account secure?',
    body: `<ul>
<li>Use a strong password that you do not use anywhere else.</li>
<li>Never share your password or verification codes with anyone. Our staff will never ask for them.</li>
<li>Only enter your details on the official platform, and be wary of links sent by messenger or social media.</li>
<li>Deposit only to the address shown on the deposit screen, never to an address someone sends you.</li>
<li>Sign out on shared devices.</li>
<li>If you notice anything unusual, change your password and contact Online Support straight away.</li>
</ul>`,
  },
  'notice-demo-account-launch': {
    title: 'Demo account now open: practise with 100,000 virtual USDT',
    body: `<p><em>Published 12 January 2026</em></p>
<p>Every new account now starts with a demo account funded with <strong>100,000 virtual USDT</strong>. Use it to try market orders, leverage, stop-loss and take-profit, and up/down options at live prices, without risking any money.</p>
<h3>Good to know</h3>
<ul>
<li>Virtual USDT has no cash value and cannot be withdrawn or moved to your real account. Demo and real books never mix.</li>
<li>Switch between demo and real from your account page; a message confirms which one is active.</li>
<li>Smart trading is available only on the real account.</li>
<li>Demo results do not predict real results. Real trading involves real risk.</li>
</ul>
<p>Questions? Our Online Support team is available 24/7.</p>`,
  },
  'notice-staff-never-ask-passwords': {
    title: 'Reminder: our staff never ask for your password or verification codes',
    body: `<p><em>Published 9 February 2026</em></p>
<p>We have received reports of people contacting customers through messengers and social media while claiming to work for us. Please remember:</p>
<ul>
<li>Our staff will <strong>never</strong> ask for your password or any verification code, in chat, by e-mail or in any other way.</li>
<li>We will never ask you to deposit to an address other than the one shown on your deposit screen, or to pay a personal wallet.</li>
<li>We do not run "signal groups" and do not promise guaranteed returns.</li>
</ul>
<p>If anyone asks for these things, stop and contact us through the Online Support chat in the app. If you have already shared a password or code, change your password at once and let us know.</p>`,
  },
  'notice-scheduled-maintenance-2026-03': {
    title: 'Scheduled maintenance on 15 March 2026',
    body: `<p><em>Published 5 March 2026</em></p>
<p>To upgrade our systems, the platform will be unavailable on <strong>Sunday 15 March 2026 from 02:00 to 04:00 UTC</strong>.</p>
<h3>During the maintenance window</h3>
<ul>
<li>Sign-in, trading, options, smart-trading purchases, loans and NFT purchases will be unavailable.</li>
<li>Open positions stay open. Stop-loss and take-profit levels cannot trigger while the service is offline; if the price passes your level, the position is closed at the first available price tick after service resumes, which may differ from your level.</li>
<li>Please avoid opening up/down options whose period would end during the window.</li>
<li>Deposits and withdrawals submitted before the window will be reviewed once it ends.</li>
</ul>
<p>Please review your open positions and protective orders beforehand. The exact end time may change; any update will be posted here. We apologise for the inconvenience.</p>`,
  },
};
