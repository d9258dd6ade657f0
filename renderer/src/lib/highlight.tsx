import type { ReactNode } from 'react';

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Wrap every occurrence of the terms (case-insensitive; works for Chinese too) in <mark>. */
export function highlight(text: string, terms: readonly string[]): ReactNode[] {
  const wanted = [...new Set(terms.map((t) => t.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return [text];
  const re = new RegExp(`(${wanted.map(escapeRegExp).join('|')})`, 'giu');
  const parts = text.split(re);
  return parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part));
}
