import type { AppSettings } from './app-settings-schema.js';

/**
 * What each of autodream's settings is when no file sets it: the schema's defaults
 * (app-settings-schema.ts; a test holds the two equal), kept apart so that a home without a
 * settings file reads its settings without loading zod (`status` starts faster).
 */
export const DEFAULT_APP_SETTINGS: Readonly<AppSettings> = Object.freeze({
  minHours: 24,
  minSessions: 5,
  idleMinutes: 10,
  dreamOnBattery: false,
  stopOnReturn: true,
  dreamWhenIndexOverLimit: true,
  quietHours: null,
  snapshotRetentionDays: 7,
  depth: 'rem',
  extraFolders: [],
  openclawRoot: null,
  startAtLogin: false,
  memoryDirs: {},
  agentWritesTeamMemory: false,
  embeddingsProvider: null,
  embeddingsModel: null,
  embeddingsBaseUrl: null,
  engine: 'builtin',
  'agent.provider': 'anthropic',
  'agent.model': null,
  'agent.baseUrl': null,
  'agent.maxTokensPerDream': 200_000,
  'agent.maxTokensPerDay': 2_000_000,
  'agent.maxCostPerDayUsd': null,
  'agent.sendTranscripts': true,
  notifications: 'all',
  pausedUntil: null,
});

/** Every key of autodream's settings (the schema's keys; a test holds them equal). */
export const APP_SETTING_KEYS = Object.keys(DEFAULT_APP_SETTINGS) as Array<keyof AppSettings>;

/** A fresh copy of the defaults (its list and map are new, so a caller may change them). */
export function defaultAppSettings(): AppSettings {
  return { ...DEFAULT_APP_SETTINGS, extraFolders: [], memoryDirs: {} };
}
