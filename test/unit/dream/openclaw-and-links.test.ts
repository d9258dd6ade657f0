import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardPlan } from '../../../electron/core/dream/guard.js';
import { makeDirs, newerMemory, writeFiles, type DreamDirs } from './fixtures.js';
import { planOf, written } from './plan-helpers.js';

let d: DreamDirs;
beforeEach(async () => {
  d = await makeDirs();
});
afterEach(async () => {
  await d.cleanup();
});

describe('OpenClaw layout', () => {
  it('dates entries by their **Date:**, never rewrites daily files or session notes, captures into the type folder', async () => {
    await writeFiles(d.memory, {
      'feedback/negative/testing.md': '### Mocks\nWe dropped the mocks yesterday.\n**Type:** negative\n**Why:** they hid bugs\n**Date:** 2026-10-05\n',
      'project/infra.md': '### Cluster\nThe cluster runs on Nomad.\n**Date:** 2026-11-01\n',
      'user/me.md': '### Role\nThe user is an SRE.\n**Date:** 2026-11-01\n',
      'reference/links.md': '### Grafana\nDashboards are in Grafana.\n**Date:** 2026-11-01\n',
      '2026-11-20.md': '> From now on, always run the smoke tests before a deploy.\nWe deployed yesterday.\n',
      'sessions/s1.md': 'We deployed yesterday.\n',
      'MEMORY.md': '- [Testing](feedback/negative/testing.md) — mocks\n',
    });
    const p = await planOf(d.memory, {}, { kind: 'openclaw' });
    expect(written(p, 'feedback/negative/testing.md')).toContain('We dropped the mocks on 2026-10-04.');
    expect(written(p, '2026-11-20.md')).toBeUndefined();
    expect(written(p, 'sessions/s1.md')).toBeUndefined();
    const captured = p.writes.find((w) => w.file.startsWith('feedback/positive/'));
    expect(captured?.after).toMatch(/^### Always run the smoke tests before a deploy\nAlways run the smoke tests before a deploy\.\n\*\*Type:\*\* positive\n/);
    expect(captured?.after).toContain('**Date:** 2026-11-20');
    expect(guardPlan(p).ok).toBe(true);
  });
});

describe('deep dreams', () => {
  it('link related memories with [[name]], never duplicates, and only when deep', async () => {
    await writeFiles(d.memory, {
      'billing-db.md': newerMemory('billing-db', 'project', 'The billing service stores invoices in Postgres.\nBackups of the billing database run nightly.\n', '2026-11-01T12:00:00Z'),
      'billing-deploy.md': newerMemory('billing-deploy', 'project', 'The billing service deploys through Argo.\nBilling invoices are generated nightly.\n', '2026-11-01T12:00:00Z'),
      'frontend.md': newerMemory('frontend', 'project', 'The web app is built with Vite.\n', '2026-11-01T12:00:00Z'),
      'MEMORY.md': '- [Billing DB](billing-db.md) — db\n- [Billing deploy](billing-deploy.md) — deploy\n- [Frontend](frontend.md) — web\n',
    });
    expect((await planOf(d.memory)).changes).toEqual([]);
    const p = await planOf(d.memory, { depth: 'deep' });
    expect(written(p, 'billing-db.md')).toMatch(/\nRelated: \[\[billing-deploy\]\]\n$/);
    expect(written(p, 'billing-deploy.md')).toMatch(/\nRelated: \[\[billing-db\]\]\n$/);
    expect(written(p, 'frontend.md')).toBeUndefined();
  });
});
