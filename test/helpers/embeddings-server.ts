import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A scripted embeddings provider on loopback, speaking Ollama's `/api/embed` and the
 * OpenAI-compatible `/v1/embeddings` wire formats. Its "model" maps words to concepts through
 * a synonym table (car ~ automobile ~ vehicle), each concept to a fixed dimension, so vectors
 * find meaning that shares no words, deterministically. It records every text it embedded.
 */

const SYNONYMS: Record<string, string> = {
  car: 'vehicle', cars: 'vehicle', automobile: 'vehicle', automobiles: 'vehicle', vehicle: 'vehicle', truck: 'vehicle',
  deploy: 'release', deploys: 'release', release: 'release', ship: 'release', ships: 'release', rollout: 'release', shipping: 'release',
  test: 'testing', tests: 'testing', testing: 'testing', qa: 'testing', verification: 'testing',
  database: 'storage', db: 'storage', postgres: 'storage', storage: 'storage', persistence: 'storage',
  editor: 'tooling', ide: 'tooling', helix: 'tooling', vim: 'tooling',
};
const DIMS = 64;

export function conceptVector(text: string): number[] {
  const v = new Array<number>(DIMS).fill(0);
  for (const w of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const concept = SYNONYMS[w] ?? w;
    const dim = createHash('sha256').update(concept).digest().readUInt32LE(0) % DIMS;
    v[dim]! += SYNONYMS[w] ? 3 : 0.2;
  }
  v[DIMS - 1] = 0.01; // never the zero vector
  return v;
}

export interface EmbeddingsServer {
  url: string;
  /** Every text embedded, in order; `requests` counts calls. */
  inputs: string[];
  requests: number;
  /** Authorization headers seen (to prove the key is sent and only there). */
  authorizations: string[];
  close(): Promise<void>;
}

export async function startEmbeddingsServer(): Promise<EmbeddingsServer> {
  const state: Omit<EmbeddingsServer, 'url' | 'close'> = { inputs: [], requests: 0, authorizations: [] };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.requests += 1;
      if (req.headers.authorization) state.authorizations.push(req.headers.authorization);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { model?: string; input?: string | string[] };
      const input = typeof body.input === 'string' ? [body.input] : body.input ?? [];
      state.inputs.push(...input);
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/api/embed') {
        res.end(JSON.stringify({ model: body.model, embeddings: input.map(conceptVector) }));
      } else if (req.url === '/v1/embeddings') {
        res.end(JSON.stringify({ object: 'list', model: body.model, data: input.map((t, index) => ({ object: 'embedding', index, embedding: conceptVector(t) })), usage: { prompt_tokens: 1, total_tokens: 1 } }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: `no route ${req.url}` }));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    }),
  });
}
