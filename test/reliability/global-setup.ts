import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Gives every test file one tally file and prints the reliability totals at the end of the run. */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'ad-tally-'));
  const file = join(dir, 'tally.jsonl');
  process.env.AUTODREAM_RELIABILITY_TALLY = file;
  return () => {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // no reliability test ran
    }
    rmSync(dir, { recursive: true, force: true });
    if (text === '') return;
    const rows = text.trim().split('\n').map((l) => JSON.parse(l) as { suite: string; trials: number; failures: number; filesLost: number });
    const sum = (k: 'trials' | 'failures' | 'filesLost') => rows.reduce((n, r) => n + r[k], 0);
    const suites = [...new Set(rows.map((r) => r.suite))];
    process.stdout.write(`\nreliability (seed 0x9e3779b9): ${sum('trials')} trials over ${suites.length} suites (${suites.join(', ')}), ${sum('failures')} failures, ${sum('filesLost')} files lost\n`);
  };
}
