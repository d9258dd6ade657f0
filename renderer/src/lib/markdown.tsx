import { memo, useMemo, type ReactNode } from 'react';
import { parseBlocks, type Block } from './markdown-blocks.js';

/**
 * Where a link inside a memory file goes. Relative links (`deploy.md`) and wiki links (`[[name]]`)
 * are resolved by the caller into routes of this window; `missing` marks a stale pointer.
 */
export interface LinkTarget {
  href: string;
  missing?: boolean;
  title?: string;
}

export interface MarkdownLinks {
  /** A relative link such as `deploy.md` or `team/oncall.md`; null = render as plain text. */
  relative?(target: string): LinkTarget | null;
  /** A wiki link `[[name]]`. */
  wiki?(name: string): LinkTarget | null;
}

const ESCAPABLE = /[\\`*_{}[\]()#+\-.!|~<>]/;
const BARE_URL = /^https?:\/\/[^\s<>()]*[^\s<>().,;:!?'"*_]/;

/** Only web and mail links leave the app; every other scheme (javascript:, data:, file:) is text. */
function externalHref(url: string): string | null {
  return /^(https?:\/\/|mailto:)/i.test(url) ? url : null;
}

interface InlineCtx {
  links: MarkdownLinks;
  key: number;
}

function renderLink(ctx: InlineCtx, url: string, children: ReactNode, title?: string): ReactNode {
  const k = ctx.key++;
  const ext = externalHref(url);
  if (ext) {
    return <a key={k} href={ext} target="_blank" rel="noopener noreferrer" title={title ?? ext}>{children}</a>;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return <span key={k} className="md-dead-link" title={`Link not opened: ${url}`}>{children}</span>;
  const target = url.startsWith('#') ? null : ctx.links.relative?.(url.split('#')[0] ?? url) ?? null;
  if (!target) return <span key={k} className="md-dead-link" title={url}>{children}</span>;
  return (
    <a key={k} href={target.href} className={target.missing ? 'md-missing-link' : undefined} title={target.title ?? title ?? url} data-missing={target.missing ? 'true' : undefined}>
      {children}
    </a>
  );
}

/** Find the `]` closing the `[` at `open`, honouring nesting and escapes. */
function closingBracket(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return i;
  }
  return -1;
}

function isAlnum(c: string | undefined): boolean {
  return c !== undefined && /[\p{L}\p{N}]/u.test(c);
}

function parseInline(s: string, ctx: InlineCtx): ReactNode[] {
  const out: ReactNode[] = [];
  let buf = '';
  const flush = () => {
    if (buf) out.push(buf);
    buf = '';
  };
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    const rest = s.slice(i);
    if (c === '\\' && i + 1 < s.length && ESCAPABLE.test(s[i + 1]!)) {
      buf += s[i + 1];
      i += 2;
      continue;
    }
    if (c === '\n') {
      flush();
      out.push(<br key={ctx.key++} />);
      i++;
      continue;
    }
    if (c === '`') {
      const run = /^`+/.exec(rest)![0];
      const end = s.indexOf(run, i + run.length);
      if (end > 0) {
        flush();
        out.push(<code key={ctx.key++}>{s.slice(i + run.length, end).replace(/^ (.*) $/, '$1')}</code>);
        i = end + run.length;
        continue;
      }
    }
    if (rest.startsWith('[[')) {
      const end = s.indexOf(']]', i + 2);
      const name = end > 0 ? s.slice(i + 2, end) : '';
      if (name && !name.includes('\n') && !name.includes('[')) {
        flush();
        const target = ctx.links.wiki?.(name.split('|')[0]!.trim()) ?? null;
        const label = name.includes('|') ? name.split('|')[1]!.trim() : name;
        const k = ctx.key++;
        out.push(target ? (
          <a key={k} href={target.href} className={`md-wiki${target.missing ? ' md-missing-link' : ''}`} title={target.title ?? name}>{label}</a>
        ) : <span key={k} className="md-wiki md-missing-link" title={`No memory named "${name}"`}>{label}</span>);
        i = end + 2;
        continue;
      }
    }
    if (c === '[' || (c === '!' && s[i + 1] === '[')) {
      const open = c === '!' ? i + 1 : i;
      const close = closingBracket(s, open);
      const m = close > 0 ? /^\(\s*<?([^\s)>]*)>?(?:\s+"([^"]*)")?\s*\)/.exec(s.slice(close + 1)) : null;
      if (m) {
        flush();
        const label = s.slice(open + 1, close);
        if (c === '!') out.push(<span key={ctx.key++} className="md-image">[image: {label || m[1]}]</span>);
        else out.push(renderLink(ctx, m[1] ?? '', parseInline(label, ctx), m[2]));
        i = close + 1 + m[0].length;
        continue;
      }
    }
    if (c === '<') {
      const m = /^<((?:https?:\/\/|mailto:)[^\s>]+)>/i.exec(rest);
      if (m) {
        flush();
        out.push(renderLink(ctx, m[1]!, m[1]));
        i += m[0].length;
        continue;
      }
    }
    if ((c === 'h' || c === 'H') && !isAlnum(s[i - 1])) {
      const m = BARE_URL.exec(rest);
      if (m) {
        flush();
        out.push(renderLink(ctx, m[0], m[0]));
        i += m[0].length;
        continue;
      }
    }
    if (c === '*' || c === '_' || c === '~') {
      const double = s[i + 1] === c;
      if (c !== '~' || double) {
        const delim = double ? c + c : c;
        const leftOk = s[i + delim.length] !== undefined && !/\s/.test(s[i + delim.length]!) && (c !== '_' || !isAlnum(s[i - 1]));
        let end = leftOk ? s.indexOf(delim, i + delim.length + 1) : -1;
        while (end > 0 && (/\s/.test(s[end - 1]!) || (c === '_' && isAlnum(s[end + delim.length])) || (!double && s[end + 1] === c))) {
          end = s.indexOf(delim, end + (s[end + 1] === c ? 2 : 1));
        }
        if (end > 0) {
          flush();
          const inner = parseInline(s.slice(i + delim.length, end), ctx);
          const k = ctx.key++;
          out.push(c === '~' ? <del key={k}>{inner}</del> : double ? <strong key={k}>{inner}</strong> : <em key={k}>{inner}</em>);
          i = end + delim.length;
          continue;
        }
      }
    }
    buf += c;
    i++;
  }
  flush();
  return out;
}

function renderBlocks(blocks: Block[], ctx: InlineCtx): ReactNode[] {
  return blocks.map((b) => {
    const k = ctx.key++;
    switch (b.t) {
      case 'heading': {
        const Tag = `h${Math.min(b.level + 1, 6)}` as 'h2';
        return <Tag key={k} className={`md-h md-h${b.level}`}>{parseInline(b.text, ctx)}</Tag>;
      }
      case 'code':
        return <pre key={k} className="md-code" data-lang={b.lang || undefined}><code>{b.text}</code></pre>;
      case 'quote':
        return <blockquote key={k}>{renderBlocks(b.children, ctx)}</blockquote>;
      case 'list': {
        const items = b.items.map((item, n) => {
          // A tight item is a single paragraph: render it without a <p> so lists stay compact.
          const only = item.length === 1 && item[0]!.t === 'para' ? item[0] : null;
          return <li key={n}>{only && only.t === 'para' ? parseInline(only.text, ctx) : renderBlocks(item, ctx)}</li>;
        });
        return b.ordered ? <ol key={k} start={b.start === 1 ? undefined : b.start}>{items}</ol> : <ul key={k}>{items}</ul>;
      }
      case 'table':
        return (
          <div key={k} className="md-table-wrap">
            <table>
              <thead><tr>{b.header.map((h, n) => <th key={n}>{parseInline(h, ctx)}</th>)}</tr></thead>
              <tbody>{b.rows.map((r, n) => <tr key={n}>{r.map((cell, m) => <td key={m}>{parseInline(cell, ctx)}</td>)}</tr>)}</tbody>
            </table>
          </div>
        );
      case 'hr':
        return <hr key={k} />;
      case 'para':
        return <p key={k}>{parseInline(b.text, ctx)}</p>;
    }
  });
}

/** Render Markdown as React elements: every character of the input is text, never HTML. */
export const Markdown = memo(function Markdown({ text, links = {}, testId }: { text: string; links?: MarkdownLinks; testId?: string }) {
  const blocks = useMemo(() => parseBlocks(text), [text]);
  return <div className="markdown" data-testid={testId}>{renderBlocks(blocks, { links, key: 0 })}</div>;
});
