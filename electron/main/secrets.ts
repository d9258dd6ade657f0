import { safeStorage } from 'electron';
import { EncryptedSecretFile } from '../core/models/secret-file.js';

/**
 * Provider keys at rest in the desktop app: encrypted with Electron's safeStorage (the OS
 * keychain / DPAPI / libsecret holds the real key), ciphertext only in `<state>/secrets.json`.
 */
export function safeStorageSecrets(stateDir: string): EncryptedSecretFile {
  return new EncryptedSecretFile(stateDir, {
    isAvailable: () => safeStorage.isEncryptionAvailable(),
    encrypt: (plain) => safeStorage.encryptString(plain),
    decrypt: (data) => safeStorage.decryptString(data),
  });
}
