import { describe, expect, it } from 'vitest';
import { simplified } from '../../../electron/core/dream/text/simplified.js';

describe('simplified: Traditional Chinese read as Simplified', () => {
  it('converts characters and Taiwan’s words to the mainland’s', () => {
    expect(simplified('禁止在正式環境開啟除錯日誌。')).toBe('禁止在正式环境打开调试日志。');
    expect(simplified('程式碼裡不要用全域變數。')).toContain('代码');
  });

  it('leaves Simplified Chinese, English and mixed text’s Latin words as they are', () => {
    expect(simplified('禁止在循环中查询数据库。')).toBe('禁止在循环中查询数据库。');
    expect(simplified('Never store API keys in configuration files.')).toBe('Never store API keys in configuration files.');
    expect(simplified('別把 API 金鑰放進 `config.yaml`。')).toMatch(/^别把 API .*`config\.yaml`。$/);
  });
});
