/**
 * Memory file frontmatter: own `---` split plus yaml's parseDocument (comments and quoting
 * kept, dates stay strings); both Claude Code generations read; minimal-edit writers.
 */
export {
  asMemoryType,
  parseFrontmatterYaml,
  parseMemoryFile,
  splitFrontmatter,
  wikiLinks,
  type FrontmatterSplit,
  type ParseMemoryFileResult,
  type SplitResult,
} from './frontmatter-parse.js';
export { replaceBody, setFrontmatterFields, type FrontmatterPatch } from './frontmatter-write.js';
