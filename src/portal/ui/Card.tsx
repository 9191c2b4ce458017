// Surfaces: Card, Badge, Skeleton and EmptyState.
import './ui.css';
import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';

export function Card({ title, actions, children, className, as: Tag = 'section' }: { title?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string; as?: 'section' | 'div' | 'article' }) {
  return (
    <Tag className={`ui-card${className ? ` ${className}` : ''}`}>
      {title || actions ? (
        <header className="ui-card-head">
          {title ? <h2 className="ui-card-title">{title}</h2> : null}
          {actions ? <div className="ui-card-actions">{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </Tag>
  );
}

export type Tone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`ui-badge ui-badge-${tone}`}>{children}</span>;
}

/** A grey block of a fixed size while data loads, so the page does not shift when it arrives. */
export function Skeleton({ width = '100%', height = '1rem', label }: { width?: string; height?: string; label?: string }) {
  return <span className="ui-skeleton" style={{ inlineSize: width, blockSize: height }} role={label ? 'status' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />;
}

export function EmptyState({ title, description, icon, action }: { title: ReactNode; description?: ReactNode; icon?: ReactNode; action?: ReactNode }) {
  return (
    <div className="ui-empty" role="status">
      <span className="ui-empty-icon" aria-hidden="true">{icon ?? <Inbox size={40} strokeWidth={1.5} />}</span>
      <p className="ui-empty-title">{title}</p>
      {description ? <p className="ui-empty-text">{description}</p> : null}
      {action}
    </div>
  );
}
