// Attack bench: sqlmap and wapiti (Debian's packages) against a server this starts on a fresh
// embedded database, each run bounded in time, printing what they found. Not part of CI: it takes
// about ten minutes and needs `apt-get install sqlmap wapiti`. Run: npm run bench:attack.
//
// sqlmap is pointed at every kind of input the API takes: query parameters, path segments and
// JSON bodies, anonymous, as a signed-in customer and as an operator. wapiti crawls the site and
// attacks the same calls as start URLs. A finding is printed as the tool words it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Inbox } from '../packages/server/test/mail.ts';
import { startServerProcess } from '../packages/server/test/server-process.ts';
import { signUp } from '../packages/server/test/signin.ts';

const SQLMAP_TARGET_MS = Number(process.env.SQLMAP_TARGET_MS ?? 75_000);
const WAPITI_SCAN_S = Number(process.env.WAPITI_SCAN_S ?? 240);

interface Target {
  name: string;
  path: string;
  /** A JSON body: sqlmap then posts it and tests each of its values. */
  body?: Record<string, string | number>;
  as: 'visitor' | 'customer' | 'operator';
}

const targets: Target[] = [
  { name: 'market list (query)', path: '/swx/customer/index/listMarketByType?type=2', as: 'visitor' },
  { name: 'instrument (path)', path: '/swx/customer/index/getMarketInfo/21*', as: 'visitor' },
  { name: 'candles (query)', path: '/swx/customer/index/getKValueByCodeAndDate?code=BTCUSDT&period=1m', as: 'visitor' },
  { name: 'content by slug (path)', path: '/swx/customer/index/getContentsBySlug/es/aboutUs*', as: 'visitor' },
  { name: 'content list (path, query)', path: '/swx/customer/index/listContents/2?type=5', as: 'visitor' },
  { name: 'name check (query)', path: '/swx/customer/login/checkUserNameOrPhone?username=someone', as: 'visitor' },
  {
    name: 'login (body)',
    path: '/swx/customer/login/login',
    body: { username: 'someone', password: 'not the password' },
    as: 'visitor',
  },
  { name: 'transactions (query)', path: '/swx/customer/user/listTransactions?page=1&pageSize=10', as: 'customer' },
  { name: 'withdrawal quote (query)', path: '/swx/customer/user/withdrawalQuote?coin=BTC&amount=100', as: 'customer' },
  {
    name: 'positions (query)',
    path: '/swx/customer/order/listPositions?status=open&page=1&pageSize=10',
    as: 'customer',
  },
  {
    name: 'operator login (body)',
    path: '/backoffice/api/login',
    body: { name: 'someone', password: 'x' },
    as: 'operator',
  },
  { name: 'customer search (query)', path: '/backoffice/api/customers?query=bench&page=1&pageSize=20', as: 'operator' },
  { name: 'audit log (query)', path: '/backoffice/api/audit?page=1&pageSize=20', as: 'operator' },
];

function run(command: string, args: string[], timeoutMs: number): Promise<{ output: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve({ output, timedOut });
    });
  });
}

/** sqlmap's verdict on one target, in its own words. */
function sqlmapVerdict(output: string): string {
  if (/is vulnerable|appears to be injectable|sqlmap identified the following injection/i.test(output)) {
    return `INJECTABLE: ${/Parameter: .*/.exec(output)?.[0] ?? 'see the output'}`;
  }
  if (/all tested parameters do not appear to be injectable/i.test(output)) return 'no injection';
  if (/does not seem to be injectable/i.test(output)) return 'no injection';
  return 'no verdict (stopped by the time bound)';
}

async function bearerOf(url: string, login: { name: string; password: string }): Promise<string> {
  const answer = (await (
    await fetch(`${url}/backoffice/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
    })
  ).json()) as { code: number; result: { token: string } | null };
  if (answer.code !== 200 || !answer.result) throw new Error(`operator login: ${answer.code}`);
  return answer.result.token;
}

async function sqlmap(url: string, tokens: Record<Target['as'], string | null>, workDir: string): Promise<string[]> {
  const findings: string[] = [];
  for (const target of targets) {
    const args = [
      '-u',
      `${url}${target.path}`,
      '--batch',
      '--level=3',
      '--risk=2',
      '--threads=2',
      '--timeout=10',
      '--retries=0',
      '--time-sec=2',
      '--flush-session',
      '--disable-coloring',
      `--output-dir=${workDir}/sqlmap`,
    ];
    if (target.body) args.push(`--data=${JSON.stringify(target.body)}`, '--headers=Content-Type: application/json');
    const token = tokens[target.as];
    if (token) args.push(`--headers=authorization: ${target.as === 'operator' ? `Bearer ${token}` : token}`);
    const started = performance.now();
    const { output, timedOut } = await run('sqlmap', args, SQLMAP_TARGET_MS);
    const verdict = sqlmapVerdict(output);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    // sqlmap sums up the HTTP errors it met, e.g. "500 (Internal Server Error) - 12 times".
    const serverErrors = output.match(/5\d\d \([^)]*\) - \d+ times/g) ?? [];
    const codes = output.match(/HTTP error codes detected during run:\s*([^\n]*)/)?.[1] ?? 'none';
    console.log(
      `  sqlmap  ${target.name.padEnd(28)} ${verdict}${timedOut ? ' (time bound reached)' : ''}, ${seconds} s, HTTP errors: ${codes}`,
    );
    if (verdict.startsWith('INJECTABLE')) findings.push(`sqlmap ${target.name}: ${verdict}`);
    for (const error of serverErrors) findings.push(`sqlmap ${target.name}: ${error}`);
  }
  return findings;
}

async function wapiti(url: string, customerToken: string, workDir: string): Promise<string[]> {
  const report = path.join(workDir, 'wapiti.json');
  const starts = targets.filter((t) => t.as !== 'operator' && !t.body).map((t) => `${url}${t.path.replace('*', '')}`);
  const args = [
    '-u',
    `${url}/`,
    '--scope',
    'domain',
    '--flush-session',
    '-m',
    'sql,blindsql,exec,file,xss,crlf,redirect',
  ];
  for (const start of starts) args.push('-s', start);
  args.push(
    '-H',
    `authorization: ${customerToken}`,
    '--max-scan-time',
    String(WAPITI_SCAN_S),
    '-f',
    'json',
    '-o',
    report,
  );
  const { timedOut } = await run('wapiti', args, (WAPITI_SCAN_S + 60) * 1000);
  if (!fs.existsSync(report)) return [`wapiti wrote no report${timedOut ? ' (stopped by the time bound)' : ''}`];
  const parsed = JSON.parse(fs.readFileSync(report, 'utf8')) as { vulnerabilities: Record<string, unknown[]> };
  const findings: string[] = [];
  for (const [kind, found] of Object.entries(parsed.vulnerabilities)) {
    console.log(`  wapiti  ${kind.padEnd(40)} ${found.length}`);
    if (found.length > 0) findings.push(`wapiti ${kind}: ${found.length}`);
  }
  return findings;
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-attack-'));
const inbox = await new Inbox().start();
const server = await startServerProcess({
  DATA_DIR: path.join(workDir, 'data'),
  SMTP_URL: inbox.url,
  LOG_LEVEL: 'warn',
});
/** Whether the server is still up (the tools may have brought it down). */
const running = (): boolean => server.child.exitCode === null && server.child.signalCode === null;
try {
  if (!running()) throw new Error(`server did not start:\n${server.output()}`);
  const [, name, password] = /name "(\S+)", password "(\S+)"/.exec(server.errors()) ?? [];
  if (!name || !password) throw new Error('no first-start administrator line');
  const customer = await signUp({ url: server.url, inbox });
  const tokens = {
    visitor: null,
    customer: customer.token,
    operator: await bearerOf(server.url, { name, password }),
  };
  console.log(`attacking ${server.url} (sqlmap ≤ ${SQLMAP_TARGET_MS / 1000} s a target, wapiti ≤ ${WAPITI_SCAN_S} s)`);
  const findings = [
    ...(await sqlmap(server.url, tokens, workDir)),
    ...(await wapiti(server.url, customer.token, workDir)),
  ];
  console.log(`server still running: ${running() ? 'yes' : 'NO'}`);
  console.log(findings.length === 0 ? 'findings: none' : `findings:\n  ${findings.join('\n  ')}`);
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await inbox.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
