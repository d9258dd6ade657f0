import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface VirtualListProps {
  count: number;
  /** Every row has this height in CSS pixels: it is what makes the window arithmetic exact. */
  rowHeight: number;
  renderRow(index: number): ReactNode;
  ariaLabel: string;
  testId?: string;
  overscan?: number;
  /** A row to keep in view (the selected one): scrolled to when it changes. */
  activeIndex?: number;
  /** Rows that take keyboard focus (others, like group headers, are skipped by the arrow keys). */
  isFocusable?(index: number): boolean;
  /** Called after each commit with the range of rows on screen. */
  onRendered?(first: number, last: number): void;
}

/**
 * A fixed-row-height virtual list: only the rows in view (plus a few) are in the DOM, so
 * thousands of memory files scroll as fast as ten. Arrow keys, Page Up/Down, Home and End
 * move focus between rows; each row should contain one focusable element (a link).
 */
export function VirtualList({ count, rowHeight, renderRow, ariaLabel, testId, overscan = 8, activeIndex, isFocusable, onRendered }: VirtualListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);
  const pendingFocus = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setHeight(el.clientHeight || 600);
    const ro = new ResizeObserver(() => setHeight(el.clientHeight || 600));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + overscan);

  useLayoutEffect(() => {
    onRendered?.(first, last);
    const target = pendingFocus.current;
    if (target === null) return;
    const row = ref.current?.querySelector<HTMLElement>(`[data-index="${target}"]`);
    const focusable = row?.querySelector<HTMLElement>('a, button, [tabindex]') ?? row;
    if (focusable) {
      focusable.focus({ preventScroll: true });
      pendingFocus.current = null;
    }
  });

  useEffect(() => {
    const el = ref.current;
    if (!el || activeIndex === undefined || activeIndex < 0) return;
    const top = activeIndex * rowHeight;
    if (top < el.scrollTop || top + rowHeight > el.scrollTop + el.clientHeight) {
      el.scrollTop = Math.max(0, top - el.clientHeight / 2);
      setScrollTop(el.scrollTop);
    }
  }, [activeIndex, rowHeight]);

  // Keep the scroll inside the list when the data shrinks (a filter narrowed it).
  useEffect(() => {
    const el = ref.current;
    if (el && el.scrollTop > count * rowHeight) el.scrollTop = 0;
  }, [count, rowHeight]);

  const focusRow = useCallback((index: number, step: 1 | -1) => {
    const el = ref.current;
    if (!el || count === 0) return;
    let i = Math.max(0, Math.min(count - 1, index));
    while (isFocusable && !isFocusable(i) && i + step >= 0 && i + step < count) i += step;
    if (isFocusable && !isFocusable(i)) return;
    const top = i * rowHeight;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + rowHeight > el.scrollTop + el.clientHeight) el.scrollTop = top + rowHeight - el.clientHeight;
    setScrollTop(el.scrollTop);
    pendingFocus.current = i;
    const row = el.querySelector<HTMLElement>(`[data-index="${i}"]`);
    if (row) {
      (row.querySelector<HTMLElement>('a, button, [tabindex]') ?? row).focus({ preventScroll: true });
      pendingFocus.current = null;
    }
  }, [count, rowHeight, isFocusable]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
    const index = current ? Number(current.dataset.index) : -1;
    const page = Math.max(1, Math.floor(height / rowHeight) - 1);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, PageDown: index + page, PageUp: index - page, Home: 0, End: count - 1 };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    focusRow(next, e.key === 'ArrowDown' || e.key === 'PageDown' || e.key === 'Home' ? 1 : -1);
  };

  const rows: ReactNode[] = [];
  for (let i = first; i < last; i++) {
    rows.push(
      <div key={i} className="vrow" role="listitem" aria-setsize={count} aria-posinset={i + 1} data-index={i} style={{ top: i * rowHeight, height: rowHeight }}>
        {renderRow(i)}
      </div>,
    );
  }
  return (
    <div
      ref={ref}
      className="vlist"
      role="list"
      aria-label={ariaLabel}
      data-testid={testId}
      data-count={count}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
    >
      <div className="vlist-space" style={{ height: count * rowHeight }}>{rows}</div>
    </div>
  );
}
