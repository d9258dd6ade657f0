import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * How stored bytes are encoded: one leading byte names the codec, so that old objects stay
 * readable if the default ever changes. Brotli at a low quality compresses Markdown about as
 * well as gzip -9, at gzip -1 speed, and its built-in dictionary helps the many small files.
 */
export const CODEC_RAW = 0;
export const CODEC_BROTLI = 1;
export const CODEC_DEFLATE = 2;

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);
const inflate = promisify(zlib.inflateRaw);

/** Below this, compression rarely pays for its header. */
const MIN_COMPRESS = 64;

export function sha256(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Past this, compress on the thread pool; below it, a stream object costs more than the work. */
const ASYNC_FROM = 1024 * 1024;

function brotliOptions(size: number, quality: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      // A window no larger than the file: the default 4 MB window makes small files several times slower.
      [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(10, Math.ceil(Math.log2(size + 1)))),
    },
  };
}

/**
 * Encode for storage; stores raw bytes when compression does not make them smaller. With
 * `offload`, compression runs on the thread pool whatever the size (many objects at once).
 */
export async function encode(content: Buffer, quality = 5, offload = false): Promise<Buffer> {
  if (!offload && content.length < ASYNC_FROM) return encodeSync(content, quality);
  if (content.length >= MIN_COMPRESS) {
    const packed = await brotli(content, brotliOptions(content.length, quality));
    if (packed.length < content.length) return Buffer.concat([Buffer.of(CODEC_BROTLI), packed]);
  }
  return Buffer.concat([Buffer.of(CODEC_RAW), content]);
}

export function encodeSync(content: Buffer, quality = 5): Buffer {
  if (content.length >= MIN_COMPRESS) {
    const packed = zlib.brotliCompressSync(content, brotliOptions(content.length, quality));
    if (packed.length < content.length) return Buffer.concat([Buffer.of(CODEC_BROTLI), packed]);
  }
  return Buffer.concat([Buffer.of(CODEC_RAW), content]);
}

/** Decode stored bytes; throws on an unknown codec or a damaged stream. */
export async function decode(stored: Buffer): Promise<Buffer> {
  const codec = stored[0];
  const body = stored.subarray(1);
  if (codec === CODEC_RAW) return body;
  if (codec === CODEC_BROTLI) return unbrotli(body);
  if (codec === CODEC_DEFLATE) return inflate(body);
  throw new Error(`unknown codec ${String(codec)}`);
}

export function decodeSync(stored: Buffer): Buffer {
  const codec = stored[0];
  const body = stored.subarray(1);
  if (codec === CODEC_RAW) return body;
  if (codec === CODEC_BROTLI) return zlib.brotliDecompressSync(body);
  if (codec === CODEC_DEFLATE) return zlib.inflateRawSync(body);
  throw new Error(`unknown codec ${String(codec)}`);
}
