export { parseJsonSpans, lineColumnAt, JsonSyntaxError, type JsonNode, type JsonMember } from './json-spans.js';
export { parseSettingsText, setTopLevelKey, type ParsedSettings } from './settings-text.js';
export { appSettingsSchema, dirSettingsSchema, validateAppSettings } from './app-settings-schema.js';
export { CLAUDE_SETTING_SCHEMAS, parseClaudeSettingInput } from './claude-settings-schema.js';
export {
  DEFAULT_APP_SETTINGS,
  APP_SETTING_KEYS,
  defaultAppSettings,
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
  CLAUDE_SETTING_KEYS,
  claudeSettingsPath,
  isClaudeSettingKey,
  readClaudeSettings,
  setClaudeSetting,
  type ClaudeSettings,
  type ClaudeSettingKey,
  type ClaudeSettingValue,
} from './claude-settings.js';
export { resolveSwitches, isEnvTruthy, type Switches, type SwitchInputs } from './switches.js';
