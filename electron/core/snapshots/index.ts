export { SnapshotStore, memoryDirOf, type SnapshotStoreOptions, type CreateOptions, type RestoreOptions } from './store.js';
export { planRetention, DEFAULT_RETENTION_DAYS, DAY_MS, type RetentionPlan } from './retention.js';
export { makeSnapshotId, isSnapshotId, snapshotIdTime } from './ids.js';
export { checkRelPath, LOCK_FILE } from './relPath.js';
export type * from './types.js';
export { SNAPSHOT_REASONS } from './types.js';
