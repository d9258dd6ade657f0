import { chmod, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../fsx/atomic.js';
import type { SecretStore } from './keys.js';

/**
 * Keys at rest in `<state dir>/secrets.json`, each encrypted by an injected cipher (Electron's
 * safeStorage in the app: the OS keychain holds the real key). The file holds only ciphertext.
 */

export interface Cipher {
  isAvailable(): boolean;
  encrypt(plain: string): Buffer;
  decrypt(data: Buffer): string;
}

export function secretsPath(stateDir: string): string {
  return join(stateDir, 'secrets.json');
}

export class EncryptedSecretFile implements SecretStore {
  private readonly file: string;

  constructor(
    stateDir: string,
    private readonly cipher: Cipher,
  ) {
    this.file = secretsPath(stateDir);
  }

  async get(name: string): Promise<string | null> {
    const all = await this.read();
    const v = Object.hasOwn(all, name) ? all[name] : undefined;
    if (v === undefined || !this.cipher.isAvailable()) return null;
    try {
      return this.cipher.decrypt(Buffer.from(v, 'base64'));
    } catch {
      return null;
    }
  }

  async set(name: string, value: string): Promise<void> {
    if (!this.cipher.isAvailable()) throw new Error('No secure storage on this system: set the key in the environment instead.');
    const all = await this.read();
    all[name] = this.cipher.encrypt(value).toString('base64');
    await this.write(all);
  }

  async delete(name: string): Promise<void> {
    const all = await this.read();
    if (!Object.hasOwn(all, name)) return;
    delete all[name];
    await this.write(all);
  }

  private async read(): Promise<Record<string, string>> {
    const text = await readFile(this.file, 'utf8').catch(() => null);
    if (text === null) return {};
    try {
      const v = JSON.parse(text) as unknown;
      return typeof v === 'object' && v !== null ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};
    } catch {
      return {};
    }
  }

  private async write(all: Record<string, string>): Promise<void> {
    await writeFileAtomic(this.file, `${JSON.stringify(all, null, 1)}\n`, { mode: 0o600 });
    await chmod(this.file, 0o600);
  }
}
