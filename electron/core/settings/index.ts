export { parseJsonSpans, lineColumnAt, JsonSyntaxError, type JsonNode, type JsonMember } from './json-spans.js';
export { parseSettingsText, setTopLevelKey, type ParsedSettings } from './settings-text.js';
export {
  appSettingsSchema,
  dirSettingsSchema,
  DEFAULT_APP_SETTINGS,
  appSettingsPath,
  loadAppSettings,
  updateAppSettings,
  setDirSettings,
  effectiveDirSettings,
  engineFor,
  type AppSettings,
  type AppSettingsPatch,
  type AppSettingKey,
  type DirSettings,
  type EffectiveDirSettings,
} from './app-settings.js';
export {
  CLAUDE_SETTING_SCHEMAS,
  CLAUDE_SETTING_KEYS,
  claudeSettingsPath,
  isClaudeSettingKey,
  readClaudeSettings,
  setClaudeSetting,
  parseClaudeSettingInput,
  type ClaudeSettings,
  type ClaudeSettingKey,
  type ClaudeSettingValue,
} from './claude-settings.js';
export { resolveSwitches, isEnvTruthy, type Switches, type SwitchInputs } from './switches.js';
