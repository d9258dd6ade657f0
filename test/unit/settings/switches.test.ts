import { describe, expect, it } from 'vitest';
import { AutodreamError } from '../../../electron/core/errors.js';
import { resolveSwitches, type ClaudeSettings } from '../../../electron/core/settings/index.js';

const claude = (over: Partial<ClaudeSettings> = {}): ClaudeSettings => ({ file: '/h/.claude/settings.json', exists: true, problems: [], ...over });
const dirOn = { enabled: true, minHours: 24, minSessions: 5 };

describe('resolveSwitches', () => {
  it('both on by default', () => {
    expect(resolveSwitches({ env: {}, claude: claude(), dir: dirOn })).toEqual({ autoMemoryEnabled: true, autoDreamEnabled: true, reasons: [] });
  });

  it('env switches turn auto memory off, with the reason', () => {
    for (const v of ['1', 'true', 'TRUE', 'yes']) {
      const s = resolveSwitches({ env: { CLAUDE_CODE_DISABLE_AUTO_MEMORY: v }, claude: claude() });
      expect(s.autoMemoryEnabled, v).toBe(false);
      expect(s.reasons[0]).toContain('CLAUDE_CODE_DISABLE_AUTO_MEMORY');
    }
    expect(resolveSwitches({ env: { CLAUDE_CODE_DISABLE_AUTO_MEMORY: '0' } }).autoMemoryEnabled).toBe(true);
    expect(resolveSwitches({ env: { CLAUDE_CODE_SIMPLE: '1' } })).toMatchObject({ autoMemoryEnabled: false, reasons: ['auto memory is off: CLAUDE_CODE_SIMPLE is set'] });
  });

  it('settings.json switches', () => {
    expect(resolveSwitches({ env: {}, claude: claude({ autoMemoryEnabled: false }) })).toMatchObject({ autoMemoryEnabled: false, autoDreamEnabled: true });
    expect(resolveSwitches({ env: {}, claude: claude({ autoDreamEnabled: false }) })).toEqual({
      autoMemoryEnabled: true,
      autoDreamEnabled: false,
      reasons: ['auto dream is off: autoDreamEnabled is false in /h/.claude/settings.json'],
    });
  });

  it('a switch with a wrong type counts as off', () => {
    const s = resolveSwitches({ env: {}, claude: claude({ problems: [{ key: 'autoDreamEnabled', detail: 'autoDreamEnabled is "no", not true or false' }] }) });
    expect(s.autoDreamEnabled).toBe(false);
    expect(s.reasons[0]).toMatch(/"no"/);
  });

  it('an unreadable settings.json pauses automatic dreams', () => {
    const err = new AutodreamError('malformed-file', 'Not valid JSON: trailing comma before }.', { file: '/h/settings.json', line: 3, column: 1 });
    const s = resolveSwitches({ env: {}, claude: null, claudeError: err });
    expect(s).toMatchObject({ autoMemoryEnabled: true, autoDreamEnabled: false });
    expect(s.reasons[0]).toBe('automatic dreams are paused: /h/settings.json:3:1: Not valid JSON: trailing comma before }.');
  });

  it('a memory dir disabled in autodream settings', () => {
    expect(resolveSwitches({ env: {}, claude: claude(), dir: { ...dirOn, enabled: false } })).toMatchObject({ autoDreamEnabled: false });
  });
});
