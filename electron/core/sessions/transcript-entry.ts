/** One line of a Claude Code session transcript (only the fields autodream reads). */
export interface TranscriptEntry {
  type?: string;
  sessionId?: string;
  timestamp?: string;
  cwd?: string;
  gitBranch?: string;
  isMeta?: boolean;
  message?: { role?: string; content?: unknown };
  [key: string]: unknown;
}

export function isTranscriptEntry(value: unknown): value is TranscriptEntry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** user / assistant / ... : the message role, else the entry type. */
export function entryRole(entry: TranscriptEntry): string | undefined {
  const role = entry.message?.role;
  return typeof role === 'string' ? role : entry.type;
}

/**
 * What a person (or the assistant) wrote: string content, or the text blocks joined by a line
 * break. Tool calls and tool results are not text and give ''.
 */
export function entryText(entry: TranscriptEntry): string {
  const content = entry.message?.content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  const parts: string[] = [];
  for (const block of content) {
    if (typeof block === 'object' && block !== null && (block as { type?: unknown }).type === 'text') {
      const text = (block as { text?: unknown }).text;
      if (typeof text === 'string') parts.push(text);
    }
  }
  return parts.join('\n');
}
