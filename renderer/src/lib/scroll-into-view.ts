import { useEffect, useRef } from 'react';

/** Where the panes stack (one column): a click in the list should bring its pane into view. */
const STACKED = '(max-width: 860px)';

/**
 * A ref for the pane that shows the chosen item: when `key` changes (a file or snapshot was
 * chosen) and the layout is one column, the pane scrolls into view instead of staying below the list.
 */
export function useScrollIntoViewOnChange<T extends HTMLElement>(key: string | null): React.RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (key === null || !window.matchMedia(STACKED).matches) return;
    ref.current?.scrollIntoView({ block: 'start' });
  }, [key]);
  return ref;
}
