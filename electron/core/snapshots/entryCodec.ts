import { crc32 } from 'node:zlib';
import type { ManifestEntry } from './types.js';

/**
 * A manifest's entries as bytes (manifest format 2): what an incremental snapshot reads (the
 * previous manifest, its stat cache) and writes (the new one) for every file. A CLI run does
 * this once, in code not yet optimised, so the layout is by column: a few native calls (one
 * UTF-8 decode and split for all paths, one hex conversion for all hashes, one copy for all
 * numbers) instead of several calls per entry, and no compression.
 *
 *   counts: entries, files, links (uint32 LE each)
 *   kinds: one byte per entry (1 file, 2 symlink, 3 dir)
 *   numbers (float64 LE): file: size, mode, mtimeMs, ino, ctimeMs; symlink: mtimeMs; dir: mode, mtimeMs
 *   hashes: 32 bytes per file
 *   paths: byte length (uint32 LE), then UTF-8, separated by NUL (which no path holds)
 *   link targets: likewise
 *   CRC-32 of all before it (uint32 LE)
 *
 * Numbers are the float64 that Node reported, so a later stat compares equal bit for bit. The
 * checksum catches damage that would otherwise read as other numbers or hashes.
 */
const FILE = 1;
const LINK = 2;
const DIR = 3;
const LITTLE_ENDIAN = new Uint8Array(new Float64Array([1]).buffer)[7] === 0x3f;

export function encodeEntries(entries: readonly ManifestEntry[]): Buffer {
  const n = entries.length;
  const kinds = Buffer.allocUnsafe(n);
  const paths = new Array<string>(n);
  const hashes: string[] = [];
  const targets: string[] = [];
  const all = new Float64Array(n * 5);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const e = entries[i]!;
    paths[i] = e.path;
    if (e.type === 'file') {
      kinds[i] = FILE;
      hashes.push(e.hash);
      all[k] = e.size;
      all[k + 1] = e.mode;
      all[k + 2] = e.mtimeMs;
      all[k + 3] = e.ino;
      all[k + 4] = e.ctimeMs;
      k += 5;
    } else if (e.type === 'symlink') {
      kinds[i] = LINK;
      targets.push(e.target);
      all[k++] = e.mtimeMs;
    } else {
      kinds[i] = DIR;
      all[k] = e.mode;
      all[k + 1] = e.mtimeMs;
      k += 2;
    }
  }
  const nums = all.subarray(0, k);
  const numBytes = Buffer.from(nums.buffer, nums.byteOffset, nums.byteLength);
  if (!LITTLE_ENDIAN) numBytes.swap64();
  const hashBytes = Buffer.from(hashes.join(''), 'hex');
  if (hashBytes.length !== hashes.length * 32) throw new Error('a hash is not a sha256');
  const pathBytes = Buffer.from(paths.join('\0'), 'utf8');
  const targetBytes = Buffer.from(targets.join('\0'), 'utf8');
  const head = Buffer.alloc(12);
  head.writeUInt32LE(n, 0);
  head.writeUInt32LE(hashes.length, 4);
  head.writeUInt32LE(targets.length, 8);
  const out = Buffer.concat([head, kinds, numBytes, hashBytes, u32(pathBytes.length), pathBytes, u32(targetBytes.length), targetBytes, Buffer.alloc(4)]);
  out.writeUInt32LE(crc32(out.subarray(0, out.length - 4)), out.length - 4);
  return out;
}

function u32(v: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(v, 0);
  return b;
}

/** Anything a path may need a closer look for: a segment starting with a dot, an empty segment, a backslash. */
const MAYBE_UNCLEAN = /^$|(?:^|\0|\/)\.|\/\/|\/\0|\/$|\0\/|^\/|\0\0|^\0|\0$|\\/;

/**
 * The entries of `buf` (as encodeEntries wrote them). `checkPath` sees every path that is not
 * plainly clean (a path is plainly clean without a segment that starts with a dot, an empty
 * segment or a backslash). Throws on any damage: a wrong checksum, counts that do not add up.
 */
export function decodeEntries(buf: Buffer, checkPath: (p: string) => string): ManifestEntry[] {
  const truncated = () => new Error('entries are truncated');
  if (buf.length < 12 + 8 + 4) throw truncated();
  const end = buf.length - 4;
  if (crc32(buf.subarray(0, end)) !== buf.readUInt32LE(end)) throw new Error('entries do not match their checksum');
  const n = buf.readUInt32LE(0);
  const files = buf.readUInt32LE(4);
  const links = buf.readUInt32LE(8);
  if (files + links > n || 12 + n > end) throw truncated();
  const kinds = buf.subarray(12, 12 + n);
  const numbers = files * 5 + links + (n - files - links) * 2;
  let at = 12 + n;
  if (at + numbers * 8 + files * 32 + 8 > end) throw truncated();
  const nums = new Float64Array(numbers);
  const numBytes = Buffer.from(nums.buffer);
  buf.copy(numBytes, 0, at, at + numbers * 8);
  if (!LITTLE_ENDIAN) numBytes.swap64();
  at += numbers * 8;
  const hex = buf.toString('hex', at, at + files * 32);
  at += files * 32;
  const text = (): string => {
    if (at + 4 > end) throw truncated();
    const length = buf.readUInt32LE(at);
    if (at + 4 + length > end) throw truncated();
    const s = buf.toString('utf8', at + 4, at + 4 + length);
    at += 4 + length;
    return s;
  };
  const joined = text();
  const targets = links === 0 ? [] : text().split('\0');
  if (links === 0 && text() !== '') throw new Error('entries do not add up');
  if (at !== end) throw new Error('entries end before their checksum');
  const plain = n === 0 ? [] : joined.split('\0');
  if (plain.length !== n || targets.length !== links) throw new Error('entries do not add up');
  const paths = MAYBE_UNCLEAN.test(joined) ? plain.map(checkPath) : plain;
  const entries = new Array<ManifestEntry>(n);
  let k = 0;
  let f = 0;
  let l = 0;
  for (let i = 0; i < n; i++) {
    const kind = kinds[i];
    const path = paths[i]!;
    if (kind === FILE) {
      entries[i] = { type: 'file', path, hash: hex.slice(f * 64, f * 64 + 64), size: nums[k]!, mode: nums[k + 1]!, mtimeMs: nums[k + 2]!, ino: nums[k + 3]!, ctimeMs: nums[k + 4]! };
      k += 5;
      f++;
    } else if (kind === LINK) {
      entries[i] = { type: 'symlink', path, target: targets[l++]!, mtimeMs: nums[k++]! };
    } else if (kind === DIR) {
      entries[i] = { type: 'dir', path, mode: nums[k]!, mtimeMs: nums[k + 1]! };
      k += 2;
    } else {
      throw new Error(`unknown entry kind ${String(kind)}`);
    }
  }
  if (f !== files || l !== links) throw new Error('entries do not add up');
  return entries;
}
