import type { ReactNode } from 'react';
import { nextStep, type UiError } from '../client/ui-error.js';

/** An error in words: what happened, where (file and line), and what to do next. */
export function ErrorBox({ error, title, children, onRetry }: { error: UiError; title?: string; children?: ReactNode; onRetry?: () => void }) {
  const where = error.file ? `${error.file}${error.line ? `, line ${error.line}` : ''}` : null;
  const next = nextStep(error);
  return (
    <div className="notice notice-error" role="alert" data-testid="error-box" data-code={error.code}>
      <p className="notice-title">{title ?? 'Something went wrong'}</p>
      <p data-testid="error-message">{error.message}</p>
      {where && <p className="notice-where">In <code>{where}</code></p>}
      {next && <p className="notice-next"><strong>What to do:</strong> {next}</p>}
      {children}
      {onRetry && <button type="button" className="btn" onClick={onRetry}>Try again</button>}
    </div>
  );
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return <p className="loading" role="status" aria-live="polite">{label}</p>;
}
