import { randomUUID } from 'node:crypto';

/** Transcript lines shaped like Claude Code's (the fields autodream reads, plus noise). */
export function userLine(content: unknown, over: Record<string, unknown> = {}): string {
  return JSON.stringify({
    parentUuid: null,
    isSidechain: false,
    userType: 'external',
    cwd: '/repo',
    sessionId: 'sess-1',
    version: '2.1.88',
    gitBranch: 'main',
    type: 'user',
    message: { role: 'user', content },
    uuid: randomUUID(),
    timestamp: '2026-11-20T10:00:00.000Z',
    ...over,
  });
}

export function assistantLine(text: string, over: Record<string, unknown> = {}): string {
  return JSON.stringify({
    type: 'assistant',
    sessionId: 'sess-1',
    message: { role: 'assistant', content: [{ type: 'text', text }, { type: 'tool_use', id: 't1', name: 'Read', input: { file_path: '/repo/a.ts' } }] },
    timestamp: '2026-11-20T10:00:01.000Z',
    ...over,
  });
}

export function toolResultLine(content: string): string {
  return userLine([{ type: 'tool_result', tool_use_id: 't1', content }]);
}
