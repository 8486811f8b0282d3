/* eslint-disable max-lines -- the seeded articles of both language groups: data, not logic */
/**
 * Seeded content for the footer lists (company, policy, statements), standalone pages, FAQ entries and notices,
 * plus the public system parameters quoted by that content.
 *
 * Every item exists in both language groups with the same slug: 1 = Simplified Chinese, 2 = English (served to
 * every other interface language). Bodies use a restricted HTML subset and link only to in-app routes.
 */

export interface SeedContent {
  /** 1 = Chinese (simplified), 2 = every other language (English text) */
  langGroup: 1 | 2;
  /** 1 company, 2 policy, 3 statements (the three footer lists); 4 standalone pages; 5 FAQ entries; 6 notices */
  type: 1 | 2 | 3 | 4 | 5 | 6;
  /** stable slug, unique within a langGroup, lower-case letters, digits and hyphens */
  slug: string;
  title: string;
  /** HTML body: only p, h2, h3, ul, ol, li, strong, em, a (href only), table/thead/tbody/tr/th/td, br. No scripts, no inline styles, no images, no external links. */
  body: string;
  sortOrder: number;
}

export const seedContents: readonly SeedContent[] = [
  // ───────────────────────────── Type 1: company ─────────────────────────────
  {
    langGroup: 2,
    type: 1,
    slug: 'about-us',
    title: 'About Us',
    sortOrder: 10,
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
  {
    langGroup: 1,
    type: 1,
    slug: 'about-us',
    title: '关于我们',
    sortOrder: 10,
    body: `<h2>我们是谁</h2>
<p>我们是一家面向个人投资者的线上交易与投资平台。只需一个账户，您就可以查看外汇、加密货币、股票、期货和 ETF 的实时行情，开立杠杆仓位，下单涨跌期权，运行智能交易计划，在完成实名认证（KYC）后申请投资贷款，还可以通过购买慈善 NFT 为儿童慈善事业出一份力。</p>
<h2>我们的原则</h2>
<ul>
<li><strong>费用透明：</strong>交易手续费低于 0.3%，所有费用都会在您确认之前明确列出。</li>
<li><strong>先练后战：</strong>模拟账户使用虚拟资金，方便您熟悉各项功能。模拟账本与真实账本完全隔离，互不混用。</li>
<li><strong>记录可查：</strong>每一笔成交和结算都会注明所依据的价格报价（tick），余额以复式记账方式精确记录，分毫不差。</li>
<li><strong>人工把关：</strong>充值、提现和身份认证均由运营团队逐笔审核，而不是自动放行。</li>
</ul>
<h2>平台数据</h2>
<p>注册用户超过 120 万，上线加密货币 350 余种，24 小时平均交易量达 38 亿。</p>
<p>交易存在风险，您可能蒙受损失。建议先阅读<a href="/introduction">平台介绍</a>或<a href="/help/faq">常见问题</a>，并在使用真实资金之前先用模拟账户练习。</p>`,
  },
  {
    langGroup: 2,
    type: 1,
    slug: 'online-support',
    title: 'Online Support',
    sortOrder: 20,
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
  {
    langGroup: 1,
    type: 1,
    slug: 'online-support',
    title: '在线客服',
    sortOrder: 20,
    body: `<h2>全天候为您服务</h2>
<p>在线客服 7×24 小时有人值守，周末和节假日也不例外。高峰时段回复可能稍慢，但每一条咨询都会由我们的客服人员亲自处理。</p>
<h2>如何进入客服对话</h2>
<ul>
<li><strong>电脑端：</strong>点击顶部导航栏的客服图标，或点击页面底部的“在线客服”。对话会在新窗口中打开，不影响您查看交易页面。</li>
<li><strong>手机端：</strong>点击顶部栏的客服图标，或进入“我的账户”，选择“联系客服”。</li>
</ul>
<h2>这样咨询，处理更快</h2>
<ul>
<li>请提供您的用户名或注册邮箱。</li>
<li>涉及订单时，请提供订单号；涉及充值或提现时，请提供币种、金额和交易哈希。</li>
<li>请说明问题涉及的是模拟账户还是真实账户。</li>
</ul>
<p><strong>请勿在对话中透露您的密码或任何验证码。</strong>我们的工作人员绝不会向您索要这些信息。很多常见问题在<a href="/help/faq">常见问题</a>中已有解答。</p>`,
  },
  {
    langGroup: 2,
    type: 1,
    slug: 'careers',
    title: 'Careers',
    sortOrder: 30,
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
  {
    langGroup: 1,
    type: 1,
    slug: 'careers',
    title: '加入我们',
    sortOrder: 30,
    body: `<h2>打造值得托付的投资工具</h2>
<p>我们是一支重视“准确”的产品与运营团队：价格可以追溯到每一个报价，账目随时都能对平，审核由真正细看材料的人来完成。如果这正是您喜欢的工作方式，欢迎与我们联系。</p>
<h2>招聘方向</h2>
<ul>
<li>软件研发：Web 前端、实时行情、账务及后台系统</li>
<li>运营：充值与提现审核、身份认证（KYC）审核</li>
<li>合规与风控</li>
<li>多语种客户服务</li>
<li>产品设计与内容，包括翻译与本地化</li>
</ul>
<h2>如何申请</h2>
<p>请通过在线客服，或发送邮件至您账户中显示的 support@ 客服邮箱，邮件主题注明“应聘”及意向方向，并附上简短的自我介绍和简历。每一份申请我们都会回复。</p>
<h2>谨防招聘诈骗</h2>
<p>我们从不向应聘者收取任何费用，从不要求候选人充值或以“考核”为名进行交易，也不会通过私人聊天群招聘。如有人以我们的名义提出此类要求，请立即告知在线客服。</p>`,
  },
  {
    langGroup: 2,
    type: 1,
    slug: 'contact',
    title: 'Contact',
    sortOrder: 40,
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
  {
    langGroup: 1,
    type: 1,
    slug: 'contact',
    title: '联系我们',
    sortOrder: 40,
    body: `<h2>联系方式</h2>
<p>联系我们最快捷的方式是<strong>在线客服</strong>，7×24 小时有人值守。您可以通过顶部栏的客服图标、页面底部的“在线客服”，或“我的账户”中的“联系客服”进入对话。</p>
<p>如果您更习惯使用邮件，请发送至您账户中显示的 support@ 客服邮箱。请使用您的注册邮箱发信，以便我们将邮件与您的账户对应起来。</p>
<h2>请在来信中注明</h2>
<ul>
<li>您的用户名及问题的简要说明</li>
<li>相关的订单号、交易哈希或截图</li>
<li>问题涉及的是模拟账户还是真实账户</li>
</ul>
<h2>温馨提示</h2>
<ul>
<li>我们不提供电话客服，也不会主动致电要求您充值、投资或转移资金。</li>
<li>工作人员绝不会索要您的密码或验证码。</li>
<li>如需正式投诉，请按照页面底部“投诉处理”中的流程提交。</li>
</ul>`,
  },

  // ───────────────────────────── Type 2: policy ─────────────────────────────
  {
    langGroup: 2,
    type: 2,
    slug: 'terms-of-service',
    title: 'Terms of Service',
    sortOrder: 10,
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
  {
    langGroup: 1,
    type: 2,
    slug: 'terms-of-service',
    title: '服务条款',
    sortOrder: 10,
    body: `<p>您使用本平台时适用本条款。注册或使用本服务，即表示您同意本条款以及我们的隐私政策、风险提示和反洗钱与 KYC 政策。</p>
<h2>一、使用资格与账户</h2>
<ul>
<li>您须年满 18 周岁，且您所在地区的法律允许您使用此类服务。</li>
<li>每人仅限一个账户。您提供的信息须真实准确，并及时更新。</li>
<li>您有责任妥善保管密码和验证码，并对账户下的一切操作负责。</li>
</ul>
<h2>二、模拟账户与真实账户</h2>
<p>模拟账户使用的虚拟资金不具有任何现金价值，不能充值、提现或转让。模拟与真实余额分账记录，绝不混用。部分功能（包括智能交易）仅限真实账户使用。</p>
<h2>三、订单、价格与费用</h2>
<p>订单按照记录在订单上的市场报价成交和结算。所有费用均在您确认前列明。市场休市或处于调整期间，相应品种暂停交易。</p>
<h2>四、充值与提现</h2>
<p>充值与提现均须经运营人员审核，审核通过后方可入账或出款。最低充值额和提现手续费会在相应页面中列明。</p>
<h2>五、禁止行为</h2>
<p>不得利用本平台从事欺诈、洗钱、操纵市场，或利用系统错误、邀请好友活动谋利（例如注册多个账户）。对涉及上述行为的账户，我们有权限制、冻结或关闭，并冲正由此产生的账目。</p>
<h2>六、不构成投资建议；条款变更</h2>
<p>我们不提供投资建议。我们可能更新本条款，重大变更将在生效前通过平台公告发布。</p>`,
  },
  {
    langGroup: 2,
    type: 2,
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    sortOrder: 20,
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
  {
    langGroup: 1,
    type: 2,
    slug: 'privacy-policy',
    title: '隐私政策',
    sortOrder: 20,
    body: `<p>本政策说明我们收集哪些个人信息、出于什么目的，以及您享有的选择权。</p>
<h2>我们收集的信息</h2>
<ul>
<li><strong>账户信息：</strong>用户名、邮箱地址、密码（仅以哈希形式保存）以及您的语言设置。</li>
<li><strong>身份认证（KYC）信息：</strong>在您进行身份认证或签署贷款协议时提供的姓名、性别、出生日期、国家、电话、地址、证件类型、证件照片、手持证件照及签名。</li>
<li><strong>财务信息：</strong>订单、智能交易计划、贷款、充值记录（含付款凭证和交易哈希）、提现地址及账务流水。</li>
<li><strong>客服与技术信息：</strong>客服聊天记录，以及保障服务安全所需的设备和网络连接信息。</li>
<li><strong>第三方登录：</strong>如您使用 Google 登录，我们会收到 Google 提供的基本资料，例如邮箱地址。</li>
</ul>
<h2>使用目的</h2>
<p>用于维护您的账户、执行并记录交易、核验身份、履行反洗钱义务、防范欺诈、处理客服咨询以及发送服务通知。我们不会出售您的个人信息。</p>
<h2>共享与保存</h2>
<p>我们仅在签订保密义务的前提下，与协助运营平台的服务商共享必要信息，并在法律要求时向有关部门提供。账户存续期间我们会保存相关记录，销户后按法律对财务和身份记录规定的期限继续保存。</p>
<h2>您的权利</h2>
<p>您可以申请查阅、更正个人信息，或在法律未要求保留的情况下申请删除。请通过在线客服与我们联系。</p>`,
  },
  {
    langGroup: 2,
    type: 2,
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    sortOrder: 30,
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
  {
    langGroup: 1,
    type: 2,
    slug: 'cookie-policy',
    title: 'Cookie 政策',
    sortOrder: 30,
    body: `<p>与大多数网页应用一样，本平台会通过 Cookie 及类似的本地存储，在您的浏览器中保存少量信息。本政策说明保存了哪些内容以及用途。</p>
<h2>保存的内容</h2>
<table>
<thead><tr><th>项目</th><th>用途</th></tr></thead>
<tbody>
<tr><td>登录令牌与登录状态</td><td>切换页面时保持登录</td></tr>
<tr><td>基本用户信息</td><td>显示您的昵称和账户信息，无需每个页面重新加载</td></tr>
<tr><td>语言</td><td>记住您选择的界面语言</td></tr>
<tr><td>账户模式</td><td>记住您当前使用的是模拟账户还是真实账户</td></tr>
<tr><td>引导页标记</td><td>同一会话中不再重复显示手机端欢迎页</td></tr>
</tbody>
</table>
<p>以上均为服务正常运行所必需的内容，我们不会用它们建立广告画像。如今后引入统计分析等非必要 Cookie，我们会事先征得您的同意。</p>
<h2>第三方</h2>
<p>如您选择使用 Google 登录，Google 可能会根据其自身政策设置 Cookie。</p>
<h2>您的选择</h2>
<p>您可以随时在浏览器设置中清除这些数据。清除后您将退出登录，语言和账户模式也会恢复默认。</p>`,
  },
  {
    langGroup: 2,
    type: 2,
    slug: 'aml-kyc-policy',
    title: 'Anti-Money-Laundering (AML) and KYC Policy',
    sortOrder: 40,
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
  {
    langGroup: 1,
    type: 2,
    slug: 'aml-kyc-policy',
    title: '反洗钱（AML）与 KYC 政策',
    sortOrder: 40,
    body: `<p>我们致力于防止平台被用于洗钱、恐怖融资或欺诈活动。本政策说明适用于所有客户的管控措施。</p>
<h2>客户身份识别（KYC）</h2>
<p>申请贷款前须完成身份认证；在其他情况下（例如提现前或账户活动发生变化时），我们也可能要求您进行认证。您需要提供：</p>
<ul>
<li>姓、名、性别、出生日期、国家、电话、地址及邮箱；</li>
<li>有效身份证、驾驶证或护照的正反面照片；</li>
<li>本人手持证件照及签名。</li>
</ul>
<p>图片须为 JPG、JPEG 2000 或 PNG 格式，每张不超过 2 MB。审核将在 48 小时内完成。如未通过，我们会告知结果，您可以重新提交。</p>
<h2>监控与审核</h2>
<ul>
<li>每一笔充值和提现在入账或出款前，均由运营人员人工审核。</li>
<li>我们会监控异常情况，例如资金进出账户却没有交易，或同一人控制多个账户。</li>
<li>我们可能会询问资金来源，并要求您提供相关证明材料。</li>
</ul>
<h2>处理措施</h2>
<p>我们可能延迟、拒绝或冲正交易，限制账户使用，并在法律要求时向主管部门报告可疑活动。在某些情况下，我们无法告知您是否已作出报告。</p>`,
  },
  {
    langGroup: 2,
    type: 2,
    slug: 'risk-warning',
    title: 'Risk Warning',
    sortOrder: 50,
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
  {
    langGroup: 1,
    type: 2,
    slug: 'risk-warning',
    title: '风险提示',
    sortOrder: 50,
    body: `<p><strong>杠杆产品、期权和加密货币交易属于高风险投资，您可能损失部分甚至全部投入资金。请仅使用您能够承受损失的资金进行交易。</strong></p>
<h2>杠杆会放大亏损</h2>
<p>杠杆让您以较少的保证金控制较大的仓位。在 10 倍杠杆下，行情反向波动 1%，您就会损失 10% 的保证金；反向波动 10%，保证金可能全部亏光。盈亏按整个仓位的价值计算，而不是按保证金计算。</p>
<h2>止损是触发条件，不保证成交价</h2>
<p>当行情触及您设定的止损价时，系统会以下一个可用报价平仓。在行情剧烈波动、出现跳空，或市场在休市、维护后重新开盘时，实际成交价可能明显差于您设定的价格。止盈单同样如此。</p>
<h2>期权可能亏掉全部本金</h2>
<p>涨跌期权到期时，如果价格与您判断的方向相反，您将损失全部投入金额；只有到期价格与开仓价格完全相同时，才会退还本金。</p>
<h2>模拟成绩不代表真实收益</h2>
<p>模拟账户使用虚拟资金。真实交易伴随着真实的情绪和真实的亏损，在模拟账户上取得好成绩，并不意味着用真实资金也能盈利。</p>
<h2>其他风险</h2>
<ul>
<li>加密货币价格可能在任何时段剧烈波动。</li>
<li>智能交易计划显示的日收益率和预期收益并非保证，提前退出还需支付违约金。</li>
<li>无论交易结果如何，贷款及应付利息都必须按时偿还。</li>
</ul>
<p>如果您不确定这些产品是否适合自己，请咨询独立的专业意见。</p>`,
  },

  // ───────────────────────────── Type 3: statements ─────────────────────────────
  {
    langGroup: 2,
    type: 3,
    slug: 'licence-and-supervision',
    title: 'Licence and Supervision',
    sortOrder: 10,
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
  {
    langGroup: 1,
    type: 3,
    slug: 'licence-and-supervision',
    title: '牌照与监管',
    sortOrder: 10,
    body: `<h2>监管要求因地区而异</h2>
<p>各国对金融及加密资产服务的监管规定各不相同。本平台的产品能否向您提供、以何种条件提供，取决于您的居住国家或地区。部分产品可能不在您所在地区开放，请您自行确认在当地使用这些服务是合法的。</p>
<h2>如何确认服务主体</h2>
<p>本页面不列示牌照或注册编号。如您需要书面确认为您提供服务的主体及其适用的监管状态，请通过在线客服提出，我们会以书面形式答复。</p>
<p>如有网站、社交媒体账号或聊天软件联系人以我们的名义出示“牌照证书”、承诺保本保收益，或要求您向个人钱包转账，请务必提高警惕，先向在线客服核实再行动。</p>
<h2>内部管控</h2>
<ul>
<li>模拟账本与真实账本相互隔离，绝不混用。</li>
<li>真实账户余额以复式记账方式精确记录。</li>
<li>每一笔充值、提现和每一次身份认证均由运营人员审核。</li>
</ul>
<p>以上为我们自身的管控措施，并不等同于政府担保或存款保险。</p>`,
  },
  {
    langGroup: 2,
    type: 3,
    slug: 'legal-information',
    title: 'Legal Information',
    sortOrder: 20,
    body: `<h2>Documents that govern your use of the platform</h2>
<p>Your relationship with us is governed by the Terms of Service, together with the Privacy Policy, Cookie Policy, AML and KYC Policy and Risk Warning. Product-specific terms, such as the loan agreement you sign before a loan is granted, apply in addition. If a product-specific term conflicts with the general terms, the product-specific term prevails for that product.</p>
<h2>Electronic records</h2>
<p>You agree that your electronic signature on a loan agreement has the same effect as a handwritten one. The signed agreement is available to download as a PDF from the loan detail page. Order, settlement and ledger records, including the price tick each fill or settlement used, are kept electronically and serve as the record of your transactions.</p>
<h2>Languages</h2>
<p>Our content is published in English and Simplified Chinese, and the interface is offered in several other languages. Translations are provided for convenience; if versions differ, the English version prevails.</p>
<h2>Intellectual property</h2>
<p>The platform, its software, design and content are protected by intellectual-property law. You may use them only to access the service for your own account. Market names, logos and tickers belong to their respective owners.</p>
<h2>Questions</h2>
<p>Legal questions can be raised through Online Support.</p>`,
  },
  {
    langGroup: 1,
    type: 3,
    slug: 'legal-information',
    title: '法律信息',
    sortOrder: 20,
    body: `<h2>规范平台使用的文件</h2>
<p>您与我们之间的关系受《服务条款》约束，同时适用《隐私政策》《Cookie 政策》《反洗钱与 KYC 政策》和《风险提示》。特定产品另有条款的（例如放款前您需签署的贷款协议），一并适用；如特定产品条款与通用条款不一致，就该产品而言以特定产品条款为准。</p>
<h2>电子记录</h2>
<p>您同意，您在贷款协议上的电子签名与手写签名具有同等效力。已签署的协议可在贷款详情页以 PDF 格式下载。订单、结算及账务记录（包括每笔成交或结算所依据的报价）均以电子形式保存，作为您交易的正式记录。</p>
<h2>语言版本</h2>
<p>平台内容以英文和简体中文发布，界面另提供多种语言。译文仅为方便阅读，如各版本之间存在差异，以英文版本为准。</p>
<h2>知识产权</h2>
<p>本平台及其软件、设计和内容均受知识产权法律保护，您仅可为使用本人账户访问服务而使用。各市场品种的名称、标志和代码归其各自权利人所有。</p>
<h2>咨询</h2>
<p>如有法律方面的疑问，请通过在线客服提出。</p>`,
  },
  {
    langGroup: 2,
    type: 3,
    slug: 'disclaimer',
    title: 'Disclaimer',
    sortOrder: 30,
    body: `<h2>Information, not advice</h2>
<p>Market data, charts, articles, notices and figures such as expected profit or daily yield are provided for information only. They are not investment, tax or legal advice and not a recommendation to buy or sell anything. You make your own trading decisions and are responsible for them.</p>
<h2>Market data</h2>
<p>Live prices are streamed as they arrive and may occasionally be delayed or interrupted. Small charts on overview screens keep only recent points, and when no recent series is available an illustrative placeholder line may be shown. Always rely on the live price and on the figures on the order confirmation, which state the price tick actually used.</p>
<h2>Availability</h2>
<p>We work to keep the service available around the clock, but we cannot promise uninterrupted access. Maintenance, network problems or events outside our control may make trading temporarily unavailable. Announced maintenance appears in Notices.</p>
<h2>Limitation</h2>
<p>To the extent the law allows, we are not liable for losses caused by market movements, by your own decisions, or by interruptions outside our reasonable control. Nothing in this disclaimer limits rights that cannot be limited by law.</p>`,
  },
  {
    langGroup: 1,
    type: 3,
    slug: 'disclaimer',
    title: '免责声明',
    sortOrder: 30,
    body: `<h2>仅供参考，不构成建议</h2>
<p>平台提供的行情数据、图表、文章、公告，以及预期收益、日收益率等数据仅供参考，不构成投资、税务或法律建议，也不构成买卖任何产品的推荐。交易决定由您自行作出，并由您自行负责。</p>
<h2>行情数据</h2>
<p>实时价格随到随推，偶尔可能出现延迟或中断。概览页面的小图表只保留近期数据点；在暂无近期数据时，可能显示示意性的占位曲线。请始终以实时价格和订单确认信息为准，订单确认中会注明实际使用的报价。</p>
<h2>服务可用性</h2>
<p>我们努力保障服务全天候可用，但无法承诺永不中断。系统维护、网络故障或其他不可控事件都可能导致交易暂时无法进行。计划内维护会提前在平台公告中发布。</p>
<h2>责任限制</h2>
<p>在法律允许的范围内，对于因市场波动、您自身决定，或超出我们合理控制范围的中断所造成的损失，我们不承担责任。本声明不限制依法不得限制的任何权利。</p>`,
  },
  {
    langGroup: 2,
    type: 3,
    slug: 'advertising',
    title: 'Advertising',
    sortOrder: 40,
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
  {
    langGroup: 1,
    type: 3,
    slug: 'advertising',
    title: '广告声明',
    sortOrder: 40,
    body: `<h2>宣传数据说明</h2>
<table>
<thead><tr><th>数据</th><th>含义</th></tr></thead>
<tbody>
<tr><td>手续费低于 0.3%</td><td>指订单交易手续费。提现手续费等其他费用另行计算，并会在您确认前列明。</td></tr>
<tr><td>350 余种加密货币</td><td>指平台上线的加密货币交易品种数量。</td></tr>
<tr><td>120 万用户</td><td>指注册账户数，并非全部为活跃账户。</td></tr>
<tr><td>38 亿 24 小时交易量</td><td>指 24 小时内的平均交易量。</td></tr>
</tbody>
</table>
<h2>我们的广告承诺</h2>
<ul>
<li>我们绝不宣传“稳赚不赔”或“零风险”交易。</li>
<li>推广中展示的模拟账户成绩，均会明确标注为模拟成绩。</li>
<li>邀请好友等活动的奖励，均以相应页面列明的条件为准。</li>
</ul>
<h2>谨防冒充</h2>
<p>不法分子有时会冒用我们的名称和页面风格，宣传所谓的“专属客户经理”、喊单群或保本高收益计划。我们不运营任何此类群组，工作人员也绝不会索要您的密码、验证码，或要求您向个人钱包转账。如发现可疑或虚假广告，请通过在线客服向我们举报。</p>`,
  },
  {
    langGroup: 2,
    type: 3,
    slug: 'complaints',
    title: 'Complaints',
    sortOrder: 50,
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
  {
    langGroup: 1,
    type: 3,
    slug: 'complaints',
    title: '投诉处理',
    sortOrder: 50,
    body: `<p>如果您遇到了问题，我们希望第一时间知道并妥善解决。投诉流程如下：</p>
<h2>一、提交投诉</h2>
<p>请通过在线客服，或发送邮件至您账户中显示的 support@ 客服邮箱，并在开头注明“投诉”。请提供：</p>
<ul>
<li>您的用户名，以及问题涉及的是模拟账户还是真实账户；</li>
<li>相关的订单号、交易哈希、日期和金额；</li>
<li>事情经过以及您希望得到的处理结果。</li>
</ul>
<h2>二、受理与调查</h2>
<p>每一项投诉我们都会确认受理，并告知您预计何时给出完整答复。调查由未参与原决定的人员负责。由于每一笔成交和结算都记录了所依据的报价，每一次余额变动都有对应的账务分录，我们能够准确还原事情经过，并向您提供相关记录。</p>
<h2>三、处理结果</h2>
<p>我们会以书面形式答复调查结论。如确属我方差错，我们会更正您的余额并说明处理方式。如您对结果不满意，可直接回复要求由团队资深人员重新复核。</p>
<p>投诉完全免费，也绝不会影响我们对您账户的正常服务。</p>`,
  },

  // ───────────────────────────── Type 4: standalone pages ─────────────────────────────
  {
    langGroup: 2,
    type: 4,
    slug: 'introduction',
    title: 'Platform Introduction',
    sortOrder: 10,
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
  {
    langGroup: 1,
    type: 4,
    slug: 'introduction',
    title: '平台介绍',
    sortOrder: 10,
    body: `<h2>您可以在这里做什么</h2>
<ul>
<li><strong>行情交易：</strong>查看外汇、加密货币、股票、期货和 ETF 的实时行情，添加自选，使用杠杆开多或开空，并设置止损和止盈。</li>
<li><strong>期权：</strong>选择周期，预测到期时价格是涨还是跌。</li>
<li><strong>智能交易：</strong>参与自动化交易计划，按固定天数运行，日收益率事先列明。</li>
<li><strong>贷款：</strong>完成身份认证后即可申请固定期限的贷款，并在线签署协议；签署后的 PDF 协议可随时下载。</li>
<li><strong>慈善 NFT：</strong>竞拍或直接购买 NFT，所得款项用于支持儿童慈善事业。</li>
<li><strong>钱包：</strong>充值和提现 USDT、BTC、ETH，邀请好友，接收消息通知。</li>
</ul>
<h2>我们如何确保账目清楚</h2>
<ul>
<li><strong>模拟与真实账本绝不混用：</strong>模拟账户使用独立账本中的虚拟 USDT；切换账户只会改变您看到的账本，绝不会在两者之间划转资金。</li>
<li><strong>每个价格都可追溯：</strong>每一笔成交和结算都注明所依据的报价，结果从何而来一目了然。</li>
<li><strong>金额精确无误：</strong>余额采用复式记账，以精确的十进制金额记录，不使用会产生舍入误差的浮点数；每一笔入账都有对应的出账。</li>
<li><strong>资金往来人工审核：</strong>充值和提现在入账或出款前，均由运营人员审核。</li>
</ul>
<h2>快速上手</h2>
<ol>
<li>使用邮箱注册账户。</li>
<li>先在模拟账户中练习。</li>
<li>准备好后切换到真实账户并充值。</li>
</ol>
<p>行情图表中，红色表示上涨，绿色表示下跌。交易前请务必阅读《风险提示》。</p>`,
  },

  // ───────────────────────────── Type 5: FAQ ─────────────────────────────
  {
    langGroup: 2,
    type: 5,
    slug: 'faq-register',
    title: 'How do I register?',
    sortOrder: 10,
    body: `<p>Choose <strong>Sign up</strong>, then enter a username, your e-mail address and a password, and type the password again to confirm it. Each e-mail address and username can be used for only one account. You can also sign in with Google.</p>
<p>After registering you start on the demo account, so you can explore the platform straight away without depositing anything.</p>`,
  },
  {
    langGroup: 1,
    type: 5,
    slug: 'faq-register',
    title: '如何注册账户？',
    sortOrder: 10,
    body: `<p>点击<strong>注册</strong>，填写用户名、邮箱地址和密码，并再次输入密码确认即可。每个邮箱和用户名只能注册一个账户。您也可以使用 Google 账号直接登录。</p>
<p>注册后默认进入模拟账户，无需充值即可马上体验平台的各项功能。</p>`,
  },
  {
    langGroup: 2,
    type: 5,
    slug: 'faq-demo-vs-real',
    title: 'What is the difference between the demo and real accounts, and how do I switch?',
    sortOrder: 20,
    body: `<p>The <strong>demo account</strong> uses virtual USDT with no cash value, so you can practise without risk. The <strong>real account</strong> uses the money you deposit. The two are kept in separate books: nothing ever moves between them.</p>
<p>Switch from your account page; a message confirms which account is active. Smart trading and some other features are available only on the real account.</p>`,
  },
  {
    langGroup: 1,
    type: 5,
    slug: 'faq-demo-vs-real',
    title: '模拟账户和真实账户有什么区别？如何切换？',
    sortOrder: 20,
    body: `<p><strong>模拟账户</strong>使用没有现金价值的虚拟 USDT，方便您零风险练习；<strong>真实账户</strong>使用您充值的真实资金。两者分账记录，资金绝不会互相划转。</p>
<p>您可以在账户页面进行切换，切换后会有提示告诉您当前使用的是哪个账户。智能交易等部分功能仅限真实账户使用。</p>`,
  },
  {
    langGroup: 2,
    type: 5,
    slug: 'faq-deposit',
    title: 'How do deposits work?',
    sortOrder: 30,
    body: `<p>Go to <a href="/profile/balance">Balance</a>, choose <em>Deposit</em> and select USDT, BTC or ETH. Send the funds to the address shown, then submit the deposit with the amount, the transaction hash, the last 6 digits and a screenshot of the payment as proof (JPG or PNG, up to 2 MB).</p>
<table>
<thead><tr><th>Coin</th><th>Minimum deposit</th></tr></thead>
<tbody><tr><td>USDT</td><td>120</td></tr><tr><td>BTC</td><td>0.015</td></tr><tr><td>ETH</td><td>0.2</td></tr></tbody>
</table>
<p>An operator checks each deposit against the blockchain before crediting your real account. You can follow its status in your transaction records.</p>`,
  },
  {
    langGroup: 1,
    type: 5,
    slug: 'faq-deposit',
    title: '如何充值？',
    sortOrder: 30,
    body: `<p>进入<a href="/profile/balance">余额</a>页面，选择“充值”，再选择 USDT、BTC 或 ETH。向页面显示的地址转账后，填写金额、交易哈希和后 6 位数字，并上传付款截图作为凭证（JPG 或 PNG 格式，不超过 2 MB），然后提交。</p>
<table>
<thead><tr><th>币种</th><th>最低充值额</th></tr></thead>
<tbody><tr><td>USDT</td><td>120</td></tr><tr><td>BTC</td><td>0.015</td></tr><tr><td>ETH</td><td>0.2</td></tr></tbody>
</table>
<p>运营人员会逐笔核对链上记录，确认无误后再存入您的真实账户。您可以在交易记录中查看处理进度。</p>`,
  },
  {
    langGroup: 2,
    type: 5,
    slug: 'faq-withdrawal',
    title: 'How do withdrawals work, and what do they cost?',
    sortOrder: 40,
    body: `<p>Go to <a href="/profile/balance">Balance</a>, choose <em>Withdraw</em>, select the method, then enter your wallet address and the amount. Before you confirm, the screen shows the withdrawal fee and the exact amount you will receive.</p>
<p>Each withdrawal is reviewed by an operator and then sent to the network; it is complete once the network has confirmed the transfer. Double-check the address: transfers sent to a wrong address cannot be recovered.</p>`,
  },
  {
    langGroup: 1,
    type: 5,
    slug: 'faq-withdrawal',
    title: '如何提现？手续费是多少？',
    sortOrder: 40,
    body: `<p>进入<a href="/profile/balance">余额</a>页面，选择“提现”和提现方式，填写钱包地址和金额。确认之前，页面会显示提现手续费以及您实际到账的金额。</p>
<p>每笔提现都会先由运营人员审核，再提交到区块链网络，经网络节点确认后即完成。请仔细核对地址，转入错误地址的资金将无法追回。</p>`,
  },
  {
    langGroup: 2,
    type: 5,
    slug: 'faq-leverage-margin',
    title: 'What do leverage and margin mean?',
    sortOrder: 50,
    body: `<p><strong>Margin</strong> is the part of your balance set aside to open a position. <strong>Leverage</strong> is how many times larger the position is than the margin. For example, 100 USDT of margin at 10x leverage opens a 1,000 USDT position.</p>
<p>Profit and loss follow the full position: a 1% move is 10 USDT, which is 10% of your margin. Your account shows used margin and free margin so you can see how much is committed.</p>`,
  },
  {
    langGroup: 1,
    type: 5,
    slug: 'faq-leverage-margin',
    title: '什么是杠杆和保证金？',
    sortOrder: 50,
    body: `<p><strong>保证金</strong>是开仓时从余额中冻结的资金；<strong>杠杆</strong>表示仓位价值是保证金的多少倍。例如，以 100 USDT 保证金、10 倍杠杆开仓，仓位价值即为 1,000 USDT。</p>
<p>盈亏按整个仓位计算：价格波动 1% 即为 10 USDT，相当于保证金的 10%。账户页面会显示已用保证金和可用保证金，方便您掌握资金占用情况。</p>`,
  },
  {
    langGroup: 2,
    type: 5,
    slug: 'faq-stop-loss-take-profit',
    title: 'How do stop-loss and take-profit work?',
    sortOrder: 60,
    body: `<p>When you open a position you can set a <strong>stop-loss</strong> price to limit losses and a <strong>take-profit</strong> price to lock in gains. Both must sit on the correct side of the current price, or the order is refused as unreasonable.</p>
<p>When the market reaches your level, the position is closed at the next available price tick. In fast or gapping markets that tick may be worse than your level: a stop-loss is a trigger, not a guaranteed price.</p>`,
  },
  {
    langGroup: 1,
    type: 5,
    slug: 'faq-stop-loss-take-profit',
    title: '止损和止盈如何运作？',
    sortOrder: 60,
    body: `<p>开仓时，您可以设置<strong>止损价</strong>来控制亏损，设置<strong>止盈价</strong>来锁定盈利。两者都必须位于当前价格的合理一侧，否则订单会因价格设置不合理而被拒绝。</p>
<p>行情触及您设定的价格后，系统会以下一个可用报价平仓。行情剧烈波动或跳空时，成交价可能差于设定价格——止损只是触发条件，并不保证成交价。</p>`,
  },
  {
    langGroup: 2,
    type: 5,
    slug: 'faq-options-settlement',
    title: 'How do up/down options settle?',
    sortOrder: 70,
    body: `<p>Choose a product, a period and your stake, then predict <strong>up</strong> or <strong>down</strong>. At expiry the settlement price is compared with the opening price:</p>
<ul>
<li>Right direction: you receive your stake back plus the payout shown for that period.</li>
<li>Wrong direction: you lose the stake.</li>
<li>Equal price: your stake is refunded in full.</li>
</ul>
<p>Both prices, and the ticks they came from, are shown on the order detail.</p>`,
  },
  {
    langGroup: 1,
    type: 5,
    slug: 'faq-options-settlement',
    title: '涨跌期权如何结算？',
    sortOrder: 70,
    body: `<p>选择产品、周期和投入金额，然后预测<strong>涨</strong>或<strong>跌</strong>。到期时，系统会将结算价与开仓价进行比较：</p>
<ul>
<li>方向正确：退还本金，并按该周期列明的收益率获得收益。</li>
<li>方向错误：损失全部投入金额。</li>
<li>价格相同：全额退还本金。</li>
</ul>
<p>开仓价、结算价及其所依据的报价都会显示在订单详情中。</p>`,
  },
  {
    langGroup: 2,
    type: 5,
    slug: 'faq-kyc-loans',
    title: 'How do identity verification (KYC) and loans work?',
    sortOrder: 80,
    body: `<p>Loans require identity verification. Submit your personal details, photos of the front and back of your ID card, driver licence or passport, a hand-held photo and your signature. We review submissions within 48 hours; if one is not approved you can correct it and resubmit. Verified users can borrow higher amounts.</p>
<p>Then choose an amount and term, review the interest shown and sign the agreement online; the signed PDF can be downloaded from the loan detail. Principal and interest are due at maturity, and you may repay early.</p>`,
  },
  {
    langGroup: 1,
    type: 5,
    slug: 'faq-kyc-loans',
    title: '身份认证（KYC）和贷款如何办理？',
    sortOrder: 80,
    body: `<p>申请贷款须先完成身份认证：填写个人信息，上传身份证、驾驶证或护照的正反面照片、手持证件照，并完成签名。我们会在 48 小时内完成审核；如未通过，您可以修改后重新提交。认证通过的用户可获得更高的贷款额度。</p>
<p>随后选择贷款金额和期限，确认页面显示的利息，并在线签署协议；签署后的 PDF 可在贷款详情中下载。本金和利息于到期日偿还，也可以提前还款。</p>`,
  },
  {
    langGroup: 2,
    type: 5,
    slug: 'faq-smart-trading',
    title: 'What are smart trading plans, and what happens if I exit early?',
    sortOrder: 90,
    body: `<p>A smart trading plan is an automated strategy you join for a fixed number of days. Before you confirm, the plan shows the investment limits, the daily yield and the expected return; earnings are credited on schedule while it runs. Plans are available only on the real account.</p>
<p>You can exit early, but a share of the principal is deducted as liquidated damages and your total income is reduced. The remaining principal is returned to your real account. The deduction is shown before you confirm the exit.</p>`,
  },
  {
    langGroup: 1,
    type: 5,
    slug: 'faq-smart-trading',
    title: '什么是智能交易计划？提前退出会怎样？',
    sortOrder: 90,
    body: `<p>智能交易计划是一种按固定天数运行的自动化交易策略。确认参与前，页面会列明投资限额、日收益率和预期收益；计划运行期间，收益按时发放。该功能仅限真实账户使用。</p>
<p>您可以提前退出，但需按本金的一定比例支付违约金，总收益也会相应减少，剩余本金退回您的真实账户。确认退出前，页面会显示扣除的金额。</p>`,
  },
  {
    langGroup: 2,
    type: 5,
    slug: 'faq-charity-nfts',
    title: 'What are charity NFTs?',
    sortOrder: 100,
    body: `<p>Charity NFTs are digital collectibles sold to benefit a children's charity. Each NFT page shows its creator, chain, contract address, current bid, remaining time and the cumulative donation raised so far.</p>
<p>You can <strong>place a bid</strong> or <strong>buy now</strong>, and the NFTs you own appear under <em>My NFTs</em>. Add a receiving address before buying. Like any collectible, an NFT's resale value can fall.</p>`,
  },
  {
    langGroup: 1,
    type: 5,
    slug: 'faq-charity-nfts',
    title: '什么是慈善 NFT？',
    sortOrder: 100,
    body: `<p>慈善 NFT 是为支持儿童慈善事业而发售的数字藏品。每个 NFT 页面都会显示创作者、所在链、合约地址、当前出价、剩余时间以及累计捐款金额。</p>
<p>您可以<strong>出价竞拍</strong>或<strong>一口价购买</strong>，已拥有的 NFT 会显示在“我的 NFT”中。购买前请先填写接收地址。与其他收藏品一样，NFT 的转售价值也可能下跌。</p>`,
  },
  {
    langGroup: 2,
    type: 5,
    slug: 'faq-invite-friends',
    title: 'How does Invite Friends work?',
    sortOrder: 110,
    body: `<p>Open <a href="/profile/invite">Invite friends</a> to find your personal invite link and code, and copy them to share. When a friend registers with your link or code, they are linked to your account.</p>
<p>Any reward and the conditions for earning it are shown on that page. Rewards are not paid for inviting yourself or for duplicate accounts.</p>`,
  },
  {
    langGroup: 1,
    type: 5,
    slug: 'faq-invite-friends',
    title: '邀请好友如何参与？',
    sortOrder: 110,
    body: `<p>进入<a href="/profile/invite">邀请好友</a>页面，即可复制您的专属邀请链接和邀请码分享给好友。好友通过您的链接或邀请码注册后，即与您的账户建立关联。</p>
<p>奖励内容及领取条件以该页面说明为准。自己邀请自己或注册重复账户，均不发放奖励。</p>`,
  },
  {
    langGroup: 2,
    type: 5,
    slug: 'faq-password-reset',
    title: 'I forgot my password. How do I reset it?',
    sortOrder: 120,
    body: `<p>On the sign-in page choose <strong>Forgot password</strong>. Enter your registered e-mail address and request a verification code, then enter the code and your new password twice. If the code does not arrive within a few minutes, check your spam folder and request a new one.</p>
<p>If you are signed in and know your current password, you can change it under <em>Settings</em> &gt; <em>Change password</em>.</p>`,
  },
  {
    langGroup: 1,
    type: 5,
    slug: 'faq-password-reset',
    title: '忘记密码怎么办？',
    sortOrder: 120,
    body: `<p>在登录页面点击<strong>忘记密码</strong>，输入注册邮箱并获取验证码，然后填写验证码，并输入两次新密码即可。如几分钟内未收到验证码，请检查垃圾邮件文件夹，或重新获取。</p>
<p>如果您已登录且记得当前密码，也可以在“设置”中的“修改密码”里直接修改。</p>`,
  },
  {
    langGroup: 2,
    type: 5,
    slug: 'faq-security-tips',
    title: 'How can I keep my account secure?',
    sortOrder: 130,
    body: `<ul>
<li>Use a strong password that you do not use anywhere else.</li>
<li>Never share your password or verification codes with anyone. Our staff will never ask for them.</li>
<li>Only enter your details on the official platform, and be wary of links sent by messenger or social media.</li>
<li>Deposit only to the address shown on the deposit screen, never to an address someone sends you.</li>
<li>Sign out on shared devices.</li>
<li>If you notice anything unusual, change your password and contact Online Support straight away.</li>
</ul>`,
  },
  {
    langGroup: 1,
    type: 5,
    slug: 'faq-security-tips',
    title: '如何保障账户安全？',
    sortOrder: 130,
    body: `<ul>
<li>设置高强度密码，且不要与其他网站共用。</li>
<li>切勿向任何人透露密码或验证码，我们的工作人员绝不会索要。</li>
<li>只在官方平台输入账户信息，警惕通过聊天软件或社交媒体发来的链接。</li>
<li>只向充值页面显示的地址转账，切勿转入他人发给您的地址。</li>
<li>在公用设备上使用后请及时退出登录。</li>
<li>如发现任何异常，请立即修改密码并联系在线客服。</li>
</ul>`,
  },

  // ───────────────────────────── Type 6: notices ─────────────────────────────
  {
    langGroup: 2,
    type: 6,
    slug: 'notice-demo-account-launch',
    title: 'Demo account now open: practise with 100,000 virtual USDT',
    sortOrder: 10,
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
  {
    langGroup: 1,
    type: 6,
    slug: 'notice-demo-account-launch',
    title: '模拟账户正式上线：10 万虚拟 USDT 免费练手',
    sortOrder: 10,
    body: `<p><em>发布日期：2026 年 1 月 12 日</em></p>
<p>即日起，所有新账户都将获得一个内含 <strong>100,000 虚拟 USDT</strong> 的模拟账户。您可以按实时行情体验下单、杠杆、止损止盈以及涨跌期权，无需承担任何资金风险。</p>
<h3>温馨提示</h3>
<ul>
<li>虚拟 USDT 没有现金价值，不能提现，也不能转入真实账户。模拟账本与真实账本绝不混用。</li>
<li>您可在账户页面切换模拟与真实账户，切换后会有提示告知当前账户。</li>
<li>智能交易仅限真实账户使用。</li>
<li>模拟成绩不代表真实收益，真实交易存在真实风险。</li>
</ul>
<p>如有疑问，欢迎随时联系 7×24 小时在线客服。</p>`,
  },
  {
    langGroup: 2,
    type: 6,
    slug: 'notice-staff-never-ask-passwords',
    title: 'Reminder: our staff never ask for your password or verification codes',
    sortOrder: 20,
    body: `<p><em>Published 9 February 2026</em></p>
<p>We have received reports of people contacting customers through messengers and social media while claiming to work for us. Please remember:</p>
<ul>
<li>Our staff will <strong>never</strong> ask for your password or any verification code, in chat, by e-mail or in any other way.</li>
<li>We will never ask you to deposit to an address other than the one shown on your deposit screen, or to pay a personal wallet.</li>
<li>We do not run "signal groups" and do not promise guaranteed returns.</li>
</ul>
<p>If anyone asks for these things, stop and contact us through the Online Support chat in the app. If you have already shared a password or code, change your password at once and let us know.</p>`,
  },
  {
    langGroup: 1,
    type: 6,
    slug: 'notice-staff-never-ask-passwords',
    title: '安全提醒：工作人员绝不会索要您的密码或验证码',
    sortOrder: 20,
    body: `<p><em>发布日期：2026 年 2 月 9 日</em></p>
<p>近期有用户反映，有人冒充我们的工作人员，通过聊天软件和社交媒体与其联系。请您牢记：</p>
<ul>
<li>我们的工作人员<strong>绝不会</strong>通过聊天、邮件或任何其他方式索要您的密码或验证码。</li>
<li>我们绝不会要求您向充值页面以外的地址转账，或向个人钱包付款。</li>
<li>我们不运营任何“喊单群”，也从不承诺保本保收益。</li>
</ul>
<p>如有人提出上述要求，请立即停止操作，并通过应用内的在线客服联系我们。如您已泄露密码或验证码，请马上修改密码并告知我们。</p>`,
  },
  {
    langGroup: 2,
    type: 6,
    slug: 'notice-scheduled-maintenance-2026-03',
    title: 'Scheduled maintenance on 15 March 2026',
    sortOrder: 30,
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
  {
    langGroup: 1,
    type: 6,
    slug: 'notice-scheduled-maintenance-2026-03',
    title: '2026 年 3 月 15 日系统维护公告',
    sortOrder: 30,
    body: `<p><em>发布日期：2026 年 3 月 5 日</em></p>
<p>为升级系统，平台将于 <strong>2026 年 3 月 15 日（星期日）02:00 至 04:00（UTC）</strong>暂停服务。</p>
<h3>维护期间</h3>
<ul>
<li>登录、交易、期权、智能交易购买、贷款及 NFT 购买均暂停使用。</li>
<li>已开仓位保持不变。服务暂停期间止损、止盈无法触发；如价格越过您设定的价位，仓位将在服务恢复后以第一个可用报价平仓，成交价可能与设定价位有所不同。</li>
<li>请避免开立周期在维护期间结束的涨跌期权。</li>
<li>维护开始前提交的充值和提现申请，将在维护结束后继续审核。</li>
</ul>
<p>请提前检查您的持仓和止损止盈设置。具体恢复时间如有调整，我们将在此更新。给您带来不便，敬请谅解。</p>`,
  },
];

export interface SeedParam {
  key: string;
  value: string;
  isPublic: boolean;
}

export const seedParams: readonly SeedParam[] = [
  /** Withdrawal fee, in percent of the withdrawn amount. */
  { key: 'withdrawFeeRate', value: '0.5', isPublic: true },
  { key: 'statUsers', value: '1.2M', isPublic: true },
  { key: 'statVolume', value: '3.8B', isPublic: true },
  { key: 'statCoins', value: '350+', isPublic: true },
  { key: 'statFeeRate', value: '0.3%', isPublic: true },
  { key: 'minRechargeUSDT', value: '120', isPublic: true },
  { key: 'minRechargeBTC', value: '0.015', isPublic: true },
  { key: 'minRechargeETH', value: '0.2', isPublic: true },
  { key: 'supportHours', value: '24/7', isPublic: true },
  /** The platform's receiving addresses, one per coin and network; operators change them in the back office. */
  { key: 'depositAddressUSDT_TRC20', value: 'TMAuhUcP2wD8LMKXrf13a9gCeQt7fT2M6K', isPublic: false },
  { key: 'depositAddressUSDT_ERC20', value: '0x06aa3b64c4aa5fbb1ab6bb7acfb8516d38a36dc9', isPublic: false },
  { key: 'depositAddressBTC_BTC', value: '1MsyyP7SzDVLrQAgd6tm6daYW47YJL1CHq', isPublic: false },
  { key: 'depositAddressETH_ETH', value: '0xb478dcc0275630cf3b01e0f4d0e4ef907ed6ed41', isPublic: false },
  /** Least withdrawn at once, in USDT (the fee must leave something to send). */
  { key: 'minWithdrawalUSDT', value: '20', isPublic: true },
  /** The short risk warning shown next to order forms, one per interface language (hk Traditional, zh Simplified Chinese). */
  {
    key: 'riskWarning.en',
    value:
      'Trading with leverage magnifies both profits and losses; you can lose more than your margin on a position. A stop-loss price is a trigger, not a guaranteed fill: in a fast or gapping market the position closes at the first available price past it. Options pay a fixed rate if the price at expiry is on your side and lose the stake otherwise. Trade only with money you can afford to lose.',
    isPublic: true,
  },
  {
    key: 'riskWarning.ja',
    value:
      'レバレッジ取引は利益だけでなく損失も拡大させます。ポジションの証拠金を上回る損失が生じることがあります。ストップロス価格は決済の発動条件であり、その価格での約定を保証するものではありません。相場の急変時や窓開けが起きた場合、ポジションはその価格を越えた最初の約定可能な価格で決済されます。オプションは、満期時の価格が予想した方向にあれば固定の配当率で支払われ、そうでなければ投資額を失います。失っても生活に支障のない資金でのみお取引ください。',
    isPublic: true,
  },
  {
    key: 'riskWarning.ko',
    value:
      '레버리지 거래는 수익과 손실을 모두 확대합니다. 포지션의 증거금보다 더 많은 금액을 잃을 수 있습니다. 손절 가격은 청산을 시작하는 조건일 뿐 그 가격에서의 체결을 보장하지 않습니다. 시장이 급변하거나 가격 갭이 발생하면 포지션은 그 가격을 넘어선 첫 번째 체결 가능한 가격에 청산됩니다. 옵션은 만기 시 가격이 예상한 방향에 있으면 고정 비율로 지급되며, 그렇지 않으면 투자 금액을 잃게 됩니다. 잃어도 감당할 수 있는 자금으로만 거래하십시오.',
    isPublic: true,
  },
  {
    key: 'riskWarning.de',
    value:
      'Der Handel mit Hebel vergrößert Gewinne und Verluste gleichermaßen; Sie können mehr als die Margin einer Position verlieren. Ein Stop-Loss-Kurs ist ein Auslöser, keine garantierte Ausführung: In einem schnellen Markt oder bei einer Kurslücke wird die Position zum ersten verfügbaren Kurs jenseits dieser Marke geschlossen. Optionen zahlen einen festen Satz aus, wenn der Kurs bei Ablauf auf Ihrer Seite liegt; andernfalls verlieren Sie den Einsatz. Handeln Sie nur mit Geld, dessen Verlust Sie sich leisten können.',
    isPublic: true,
  },
  {
    key: 'riskWarning.fr',
    value:
      "Le trading avec effet de levier amplifie aussi bien les gains que les pertes\u00a0; vous pouvez perdre plus que la marge engagée sur une position. Un prix stop-loss est un seuil de déclenchement, pas une exécution garantie\u00a0: sur un marché rapide ou en cas de gap, la position est clôturée au premier prix disponible au-delà de ce seuil. Les options rapportent un taux fixe si le prix à l'échéance évolue en votre faveur\u00a0; dans le cas contraire, la mise est perdue. N'investissez que l'argent que vous pouvez vous permettre de perdre.",
    isPublic: true,
  },
  {
    key: 'riskWarning.it',
    value:
      "Il trading con leva amplifica sia i profitti sia le perdite; puoi perdere più del margine di una posizione. Il prezzo di stop loss è un livello di attivazione, non un'esecuzione garantita: in un mercato veloce o in presenza di gap, la posizione viene chiusa al primo prezzo disponibile oltre quel livello. Le opzioni pagano un rendimento fisso se alla scadenza il prezzo è dalla tua parte; altrimenti perdi l'importo investito. Fai trading solo con denaro che puoi permetterti di perdere.",
    isPublic: true,
  },
  {
    key: 'riskWarning.es',
    value:
      'Operar con apalancamiento amplifica tanto las ganancias como las pérdidas; puede perder más que el margen de una posición. Un precio de stop loss es un disparador, no una ejecución garantizada: en un mercado rápido o con saltos de precio, la posición se cierra al primer precio disponible más allá de ese nivel. Las opciones pagan una tasa fija si el precio al vencimiento está a su favor; de lo contrario, pierde el importe invertido. Opere solo con dinero que pueda permitirse perder.',
    isPublic: true,
  },
  {
    key: 'riskWarning.ar',
    value:
      'يضخّم التداول بالرافعة المالية الأرباح والخسائر على حدٍّ سواء، وقد تخسر أكثر من الهامش المخصص للمركز. سعر وقف الخسارة هو سعر تفعيل وليس سعر تنفيذ مضمونًا: ففي الأسواق سريعة الحركة أو عند حدوث فجوة سعرية، يُغلق المركز عند أول سعر متاح بعد تجاوزه. تدفع الخيارات عائدًا بنسبة ثابتة إذا كان السعر عند الانتهاء في صالحك، وإلا فإنك تخسر المبلغ المستثمر. لا تتداول إلا بأموال يمكنك تحمّل خسارتها.',
    isPublic: true,
  },
  {
    key: 'riskWarning.hk',
    value:
      '槓桿交易會同時放大盈利和虧損；您的損失可能超過倉位的保證金。止蝕價只是觸發條件，並不保證以該價格成交：在市況急速波動或出現跳空時，倉位將以越過該價位後的首個可成交價格平倉。若到期時的價格對您有利，期權按固定比率派付回報；否則您將損失投入的本金。請只以您能承受損失的資金進行交易。',
    isPublic: true,
  },
  {
    key: 'riskWarning.zh',
    value:
      '杠杆交易会同时放大盈利和亏损；您的损失可能超过持仓的保证金。止损价只是触发条件，并不保证按该价格成交：在行情快速变动或出现跳空时，持仓将以越过该价位后的第一个可成交价格平仓。若到期时的价格对您有利，期权按固定比例支付收益；否则您将损失投入的本金。请仅使用您能够承受损失的资金进行交易。',
    isPublic: true,
  },
];
