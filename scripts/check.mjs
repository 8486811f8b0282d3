// `npm run check`: the type check, the lint and the formatting check. The type check (six tsc
// programs, one after another) and the lint each use one core; run side by side on this 2-core
// machine they take about as long as the lint alone (136 s and 106 s one after the other). Each
// one's output is printed whole once it ends, and the check fails if any of them does.
import { spawn } from 'node:child_process';

function run(label, command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`> ${label}: ${code === 0 ? 'ok' : `failed (exit ${code})`}\n${output}`);
      resolve(code === 0);
    });
  });
}

const together = await Promise.all([
  run('typecheck', 'npm run --silent typecheck'),
  run('lint', 'eslint . --max-warnings 0'),
]);
const formatted = await run('formatting', 'prettier --check .');
process.exit(together.every(Boolean) && formatted ? 0 : 1);
