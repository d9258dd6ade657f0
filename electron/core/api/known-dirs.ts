import { realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import { AutodreamError } from '../errors.js';
import type { AutodreamApi, MethodInput, MethodName, MethodOutput } from './contract.js';

/**
 * The contract as a remote door (the daemon's HTTP API) offers it: `memoryDirs.resolve` with a
 * path answers only for memory dirs autodream discovered or the person added in settings
 * (extraFolders, a path they confirmed), never for any folder a request names. The token opens
 * autodream, not the disk. A project path still resolves (it names Claude Code's own memory
 * dir for that project, under the config home).
 */
export function knownDirsOnly(api: AutodreamApi): AutodreamApi {
  return {
    on: (event, listener) => api.on(event, listener),
    async call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
      if (method === 'memoryDirs.resolve') {
        const path = (input as MethodInput<'memoryDirs.resolve'>).memoryDir;
        if (path !== undefined) await assertKnown(api, path);
      }
      return api.call(method, input);
    },
  };
}

async function assertKnown(api: AutodreamApi, path: string): Promise<void> {
  const real = await realpath(resolve(path)).catch(() => resolve(path));
  const { memoryDirs } = await api.call('memoryDirs.list', {});
  if (memoryDirs.some((d) => d.memoryDir === real || d.memoryDir === path)) return;
  throw new AutodreamError('not-found', `${path} is not a memory dir autodream knows.`, {
    hint: 'Add the folder in Settings (extra folders) first; the daemon opens only memory dirs it discovered or you added.',
  });
}
