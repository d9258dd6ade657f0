export { isPidAlive, parseLockBody } from './pid.js';
export { appLockDir, appLockPath, withAppLock, type AppLockOptions } from './app-lock.js';
export {
  LOCK_FILE_NAME,
  HOLDER_STALE_MS,
  lockFilePath,
  readLock,
  acquireLock,
  rollbackLock,
  finishLock,
  type LockState,
  type AcquireResult,
  type AcquireOptions,
  type RollbackResult,
} from './consolidate-lock.js';
export { withDreamLock, type DreamLockResult } from './dream-lock.js';
export { describeLockHolder, type LockHolderKind } from './holder.js';
export { withWriterLock } from './writer-lock.js';
