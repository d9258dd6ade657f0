import { AutodreamError } from '../errors.js';
import { resolveEndpoint } from './keys.js';
import { redact } from './redact.js';

/**
 * Embeddings for semantic memory search: Ollama's `/api/embed`, or any OpenAI-compatible
 * `/v1/embeddings` (through the official SDK). The key comes from the environment
 * (OPENAI_API_KEY) and lives only in this process; no message carries it.
 */

export type EmbeddingsProvider = 'ollama' | 'openai';

export interface EmbeddingsConfig {
  provider: EmbeddingsProvider;
  model: string;
  /** Ollama: http://127.0.0.1:11434 by default; OpenAI-compatible: the SDK's default or OPENAI_BASE_URL. */
  baseUrl: string | null;
}

export interface Embedder {
  /** `provider/model`: vectors of different models never mix. */
  readonly key: string;
  /** Where it is, for messages (never with a key). */
  readonly where: string;
  embed(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]>;
}

/** The provider could not give vectors: search falls back to keywords and says why. */
export class EmbeddingsUnavailable extends AutodreamError {
  constructor(message: string) {
    super('provider', message, { hint: 'Search uses keywords until the embeddings provider answers.' });
    this.name = 'EmbeddingsUnavailable';
  }
}

export const OLLAMA_DEFAULT_URL = 'http://127.0.0.1:11434';
const TIMEOUT_MS = 10_000;

export async function openEmbedder(cfg: EmbeddingsConfig, env: NodeJS.ProcessEnv): Promise<Embedder> {
  return cfg.provider === 'ollama' ? ollamaEmbedder(cfg) : await openAiEmbedder(cfg, env);
}

function ollamaEmbedder(cfg: EmbeddingsConfig): Embedder {
  const base = (cfg.baseUrl ?? OLLAMA_DEFAULT_URL).replace(/\/+$/, '');
  return {
    key: `ollama/${cfg.model}`,
    where: base,
    async embed(texts, signal) {
      if (texts.length === 0) return [];
      let res: Response;
      try {
        res = await fetch(`${base}/api/embed`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ model: cfg.model, input: texts }),
          signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]) : AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (e) {
        throw new EmbeddingsUnavailable(`Ollama at ${base} is unreachable (${causeOf(e)})`);
      }
      const body = (await res.json().catch(() => null)) as { embeddings?: unknown; error?: unknown } | null;
      if (!res.ok) throw new EmbeddingsUnavailable(`Ollama at ${base} answered ${res.status}${typeof body?.error === 'string' ? `: ${redact(body.error).slice(0, 200)}` : ''}`);
      return vectorsOf(body?.embeddings, texts.length, `Ollama at ${base}`);
    },
  };
}

async function openAiEmbedder(cfg: EmbeddingsConfig, env: NodeJS.ProcessEnv): Promise<Embedder> {
  let endpoint: Awaited<ReturnType<typeof resolveEndpoint>>;
  try {
    endpoint = await resolveEndpoint('openai', { baseUrl: cfg.baseUrl, env });
  } catch (e) {
    throw new EmbeddingsUnavailable(e instanceof Error ? e.message : String(e));
  }
  const where = endpoint.baseUrl ?? 'https://api.openai.com/v1';
  // The SDK loads only when OpenAI-compatible embeddings are used (status and the CLI start stay light).
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({ apiKey: endpoint.apiKey, ...(endpoint.baseUrl && { baseURL: endpoint.baseUrl }), maxRetries: 0, timeout: TIMEOUT_MS });
  return {
    key: `openai/${cfg.model}`,
    where,
    async embed(texts, signal) {
      if (texts.length === 0) return [];
      try {
        const r = await client.embeddings.create({ model: cfg.model, input: [...texts], encoding_format: 'float' }, signal ? { signal } : {});
        const ordered = [...r.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
        return vectorsOf(ordered, texts.length, where);
      } catch (e) {
        if (e instanceof EmbeddingsUnavailable) throw e;
        const status = (e as { status?: unknown }).status;
        const what = typeof status === 'number' ? `answered ${status}` : 'is unreachable';
        throw new EmbeddingsUnavailable(`The embeddings endpoint ${where} ${what} (${redact(causeOf(e), [endpoint.apiKey]).slice(0, 200)})`);
      }
    },
  };
}

function vectorsOf(raw: unknown, count: number, who: string): Float32Array[] {
  if (!Array.isArray(raw) || raw.length !== count) throw new EmbeddingsUnavailable(`${who} answered without ${count} embeddings`);
  const dims = Array.isArray(raw[0]) ? (raw[0] as unknown[]).length : 0;
  return raw.map((v) => {
    if (!Array.isArray(v) || v.length !== dims || dims === 0 || !v.every((x) => typeof x === 'number' && Number.isFinite(x))) {
      throw new EmbeddingsUnavailable(`${who} answered with malformed embeddings`);
    }
    return Float32Array.from(v as number[]);
  });
}

function causeOf(e: unknown): string {
  const cause = (e as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (e instanceof Error && e.name === 'TimeoutError') return `no answer within ${TIMEOUT_MS / 1000} s`;
  return e instanceof Error ? e.message : String(e);
}
