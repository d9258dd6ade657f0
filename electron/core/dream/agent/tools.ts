import { z } from 'zod';
import type { ToolSpec } from '../../models/types.js';

/**
 * The tools the model gets. Names and inputs are part of the contract (agent.md): reports and
 * tests use them. Inputs are validated here; a call that does not fit gets an error result.
 */

export const TOOL_NAMES = ['list_memories', 'read_memory', 'search_memories', 'search_transcripts', 'write_memory', 'delete_memory', 'finish'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

const file = z.string().min(1).max(500);
const reason = z.string().trim().min(3, 'give a reason a person can check').max(1000);

export const TOOL_INPUTS = {
  list_memories: z.object({ offset: z.number().int().min(0).optional() }),
  read_memory: z.object({ file }),
  search_memories: z.object({ query: z.string().trim().min(1).max(300) }),
  search_transcripts: z.object({ query: z.string().trim().min(2).max(300) }),
  write_memory: z.object({ file, content: z.string().min(1).max(64 * 1024), reason, supersedes: z.array(z.string().min(1).max(1000)).max(50).optional() }),
  delete_memory: z.object({ file, reason, mergedInto: file.optional() }),
  finish: z.object({ summary: z.string().max(2000).optional() }),
} satisfies Record<ToolName, z.ZodType>;

export type ToolInput<N extends ToolName> = z.infer<(typeof TOOL_INPUTS)[N]>;

const str = (description: string) => ({ type: 'string', description });

export const TOOL_SPECS: readonly ToolSpec[] = [
  {
    name: 'list_memories',
    description: 'List the memory files: type, title, description, size, modified date, whether MEMORY.md indexes it. 200 per page; pass offset for the next page.',
    inputSchema: { type: 'object', properties: { offset: { type: 'integer', minimum: 0, description: 'Skip this many files (paging).' } } },
  },
  {
    name: 'read_memory',
    description: "One file's full text as it is now (with your changes so far): a topic file, MEMORY.md, or a daily log / session note (read-only).",
    inputSchema: { type: 'object', properties: { file: str('Path relative to the memory dir, e.g. "deploy.md" or "logs/2026/11/2026-11-20.md".') }, required: ['file'] },
  },
  {
    name: 'search_memories',
    description: 'Search the memory files (with your changes so far) for words; ranked hits with short snippets.',
    inputSchema: { type: 'object', properties: { query: str('Words to look for.') }, required: ['query'] },
  },
  {
    name: 'search_transcripts',
    description: "Search what the user typed in the agent's sessions since the last dream: bounded snippets of matching user turns. Never returns whole transcripts.",
    inputSchema: { type: 'object', properties: { query: str('A word or phrase to look for (literal, case-insensitive).') }, required: ['query'] },
  },
  {
    name: 'write_memory',
    description: 'Create or replace a top-level topic file with its complete text (frontmatter with name, description, type; then the body). List in supersedes every old statement this write says is no longer true.',
    inputSchema: {
      type: 'object',
      properties: {
        file: str('Topic file name, e.g. "database.md".'),
        content: str('The complete new text of the file, frontmatter included.'),
        reason: str('Why, in one sentence a person can check.'),
        supersedes: { type: 'array', items: { type: 'string' }, description: 'Old statements (quoted from memory) that this write replaces because they are no longer true.' },
      },
      required: ['file', 'content', 'reason'],
    },
  },
  {
    name: 'delete_memory',
    description: 'Remove a topic file (it stays in the pre-dream snapshot). Give mergedInto when its content now lives in another file.',
    inputSchema: {
      type: 'object',
      properties: { file: str('Topic file to remove.'), reason: str('Why, in one sentence.'), mergedInto: str('The file that now holds its content, if any.') },
      required: ['file', 'reason'],
    },
  },
  {
    name: 'finish',
    description: 'End the dream. Call it once, when you are done or when nothing is worth changing.',
    inputSchema: { type: 'object', properties: { summary: str('One sentence: what you changed and why.') } },
  },
];

export function isToolName(name: string): name is ToolName {
  return (TOOL_NAMES as readonly string[]).includes(name);
}
