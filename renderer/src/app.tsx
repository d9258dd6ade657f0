import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useConnection } from './client/api-context.js';
import { useDreams } from './dream/dream-store.js';
import { SchedulerBar } from './components/scheduler-bar.js';
import { useTheme } from './lib/preferences.js';
import { navigate, routeHref, useRoute, type Route } from './router.js';
import { BrowseView } from './views/browse-view.js';
import { DirsView } from './views/dirs-view.js';
import { DreamView } from './views/dream-view.js';
import { EditView } from './views/edit-view.js';
import { HistoryView } from './views/history-view.js';
import { ReportView } from './views/report-view.js';
import { SearchView } from './views/search-view.js';
import { SettingsView } from './views/settings-view.js';
import { AboutView } from './views/about-view.js';
import { SnapshotsView } from './views/snapshots-view.js';

// The map (its layout library and canvas code) loads only when opened.
const MapView = lazy(() => import('./map/map-view.js').then((m) => ({ default: m.MapView })));

const NAV: Array<{ route: Route; label: string; matches: Route['name'][]; testId: string }> = [
  { route: { name: 'dirs' }, label: 'Memory', matches: ['dirs', 'browse', 'dream', 'search', 'edit', 'map'], testId: 'nav-dirs' },
  { route: { name: 'history', dirId: null }, label: 'History', matches: ['history', 'report'], testId: 'nav-history' },
  { route: { name: 'snapshots', dirId: null }, label: 'Snapshots', matches: ['snapshots'], testId: 'nav-snapshots' },
  { route: { name: 'settings' }, label: 'Settings', matches: ['settings', 'about'], testId: 'nav-settings' },
];

function SearchBox({ initial }: { initial: string }) {
  const [query, setQuery] = useState(initial);
  useEffect(() => setQuery(initial), [initial]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (query.trim()) navigate({ name: 'search', query: query.trim() });
  };
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <label htmlFor="global-search" className="sr-only">Search all memory</label>
      <input
        id="global-search"
        type="search"
        placeholder="Search memory…"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        data-testid="search-input"
        autoComplete="off"
      />
      <button type="submit" className="btn btn-small" data-testid="search-submit">Search</button>
    </form>
  );
}

function ConnectionBanner() {
  const { connection, reconnect } = useConnection();
  if (connection === 'ok') return null;
  return (
    <div className="banner banner-error" role="alert" data-testid="connection-banner">
      <span>
        <strong>Lost the connection to autodream.</strong> Your memory files are safe; nothing is being changed. Check that the
        autodream daemon (or the app) is still running, then reconnect. This page retries every few seconds.
      </span>
      <button type="button" className="btn btn-small" onClick={() => void reconnect()}>Reconnect</button>
    </div>
  );
}

function RunningDreams() {
  const { runs } = useDreams();
  const running = Object.values(runs).filter((r) => r.state === 'running');
  if (running.length === 0) return null;
  return (
    <a className="header-dreaming" href={routeHref({ name: 'dream', dirId: running[0]!.memoryDirId })} data-testid="header-dreaming">
      <span className="pulse" aria-hidden="true" /> Dreaming{running.length > 1 ? ` (${running.length})` : '…'}
    </a>
  );
}

function View({ route }: { route: Route }) {
  switch (route.name) {
    case 'dirs':
      return <DirsView />;
    case 'browse':
      return <BrowseView dirId={route.dirId} file={route.file} />;
    case 'edit':
      return <EditView dirId={route.dirId} file={route.file} />;
    case 'map':
      return <Suspense fallback={<p className="loading" role="status">Loading the map…</p>}><MapView dirId={route.dirId} /></Suspense>;
    case 'search':
      return <SearchView query={route.query} />;
    case 'dream':
      return <DreamView dirId={route.dirId} preview={route.preview === true} />;
    case 'report':
      return <ReportView dreamId={route.dreamId} focusUndo={route.focusUndo === true} />;
    case 'history':
      return <HistoryView dirId={route.dirId} />;
    case 'snapshots':
      return <SnapshotsView dirId={route.dirId} />;
    case 'settings':
      return <SettingsView />;
    case 'about':
      return <AboutView />;
    case 'not-found':
      return (
        <section className="page">
          <h1>Page not found</h1>
          <p>There is nothing at <code>{route.hash}</code>. <a href="#/dirs">Go to your memory dirs</a>.</p>
        </section>
      );
  }
}

export function App() {
  const route = useRoute();
  const [theme, cycleTheme] = useTheme();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  const routeKey = route.name === 'browse' ? `browse/${route.dirId}` : routeHref(route);
  // Move focus to the new page so keyboard and screen-reader users land on its content.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [routeKey]);
  return (
    <div className="app">
      <a href="#main" className="skip-link" onClick={(e) => { e.preventDefault(); main.current?.focus(); }}>Skip to content</a>
      <header className="app-header">
        <a className="brand" href="#/dirs" aria-label="autodream home">
          <span className="brand-mark" aria-hidden="true">☾</span> autodream
        </a>
        <nav aria-label="Main">
          <ul className="nav">
            {NAV.map((n) => (
              <li key={n.testId}>
                <a href={routeHref(n.route)} aria-current={n.matches.includes(route.name) ? 'page' : undefined} data-testid={n.testId}>{n.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <RunningDreams />
        <SearchBox initial={route.name === 'search' ? route.query : ''} />
        <button type="button" className="btn btn-ghost theme-toggle" onClick={cycleTheme} aria-label={`Colour theme: ${theme}. Change theme`} data-testid="theme-toggle" title="Change theme">
          {theme === 'dark' ? '☾ Dark' : theme === 'light' ? '☀ Light' : '◐ System'}
        </button>
      </header>
      <ConnectionBanner />
      <SchedulerBar />
      <main id="main" ref={main} tabIndex={-1} className={route.name === 'browse' || route.name === 'edit' ? 'main main-wide' : 'main'}>
        <View route={route} />
      </main>
    </div>
  );
}
