export { isSessionFileName, listSessionFiles, listSessionsSince, countSessionsSince, type SessionFile, type SessionListOptions } from './session-files.js';
export { lineChunks, DEFAULT_MAX_LINE_BYTES, type LineChunk, type LineChunkOptions } from './line-chunks.js';
export { streamTranscript, TranscriptStream, type TranscriptLine, type TranscriptStats } from './transcript-stream.js';
export { entryRole, entryText, isTranscriptEntry, type TranscriptEntry } from './transcript-entry.js';
export { LiteralMatcher } from './literal-matcher.js';
export { searchTranscripts, type TranscriptHit, type SearchOptions, type SearchResult, type SearchStats } from './search.js';
export { readTranscriptCwd, CWD_PROBE_BYTES } from './transcript-cwd.js';
export type { GitRootOf } from './git-root.js';
export { relatedTranscriptDirs, countRelatedSessionsSince, type RelatedTranscriptDir, type RelatedOptions } from './related.js';
