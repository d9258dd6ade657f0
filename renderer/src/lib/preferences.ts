import { useCallback, useEffect, useState } from 'react';

/** A small preference kept in localStorage (theme, diff layout); storage failures are harmless. */
export function usePreference<T extends string>(key: string, fallback: T, allowed: readonly T[]): [T, (v: T) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = window.localStorage.getItem(key);
      return stored !== null && (allowed as readonly string[]).includes(stored) ? (stored as T) : fallback;
    } catch {
      return fallback;
    }
  });
  const set = useCallback((v: T) => {
    setValue(v);
    try {
      window.localStorage.setItem(key, v);
    } catch {
      // Private mode: keep it for this page only.
    }
  }, [key]);
  return [value, set];
}

export type Theme = 'system' | 'light' | 'dark';
const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

export function useTheme(): [Theme, () => void] {
  const [theme, setTheme] = usePreference<Theme>('autodream.theme', 'system', THEMES);
  useEffect(() => {
    if (theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }, [theme]);
  const cycle = useCallback(() => setTheme(THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length]!), [theme, setTheme]);
  return [theme, cycle];
}

export type DiffModePref = 'unified' | 'split';
export function useDiffMode(): [DiffModePref, (m: DiffModePref) => void] {
  return usePreference<DiffModePref>('autodream.diffMode', 'unified', ['unified', 'split']);
}
