import { describe, expect, it } from 'vitest';
import { isCopyName } from '../../../electron/core/dream/merges.js';

describe('isCopyName: how file managers and people name a copy', () => {
  it.each(['deploy_copy', 'deploy-copy-2', 'copy-of-deploy', 'Copy of deploy', 'deploy (copy)', 'deploy copy', 'deploy (2)', 'deploy 2', 'deploy 副本', '部署-拷贝', '部署的副本', '部署（1）', '部署(2)', '部署（副本）', '部署 - 副本', '部署拷貝', 'deploy - Copy (2)', 'deploy (copy 2)', 'deploy.bak', 'deploy-backup', 'deploy_orig', 'deploy~', '部署备份', '部署-副本2'])('%s is a copy', (name) => {
    expect(isCopyName(name)).toBe(true);
  });

  it.each(['deploy', 'step-2', 'release-v2', 'copywriting-style', 'copy-editing', 'ios-2fa', '部署流程', '复盘记录', 'backup-policy', 'backups', 'dup-detection', 'copy-editing', '备份策略', ''])('%s is a name', (name) => {
    expect(isCopyName(name)).toBe(false);
  });
});
