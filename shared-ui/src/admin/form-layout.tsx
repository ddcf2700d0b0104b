import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../components/button';
import { Card } from '../components/card';
import { EmptyState } from '../components/empty-state';
import { Alert, RetryAlert } from '../components/form';
import { AdminPageHeader } from './page-header';

/** The column of an admin screen: header, notices, cards, tables, 16 px apart. */
export const AdminStack = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

/** A titled card of an admin screen (h2 18 px, muted paragraphs). */
export const AdminSection = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-bottom: 20px;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 18px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * An admin form laid out as a grid of fields that wraps to one column on a phone; a child with
 * the class `wide` spans the whole row (long texts, images, check rows, the save bar).
 */
export const AdminForm = styled.form<{ $min?: number; $align?: 'start' | 'end' }>`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = 220 }) => $min}px), 1fr));
  align-items: ${({ $align = 'start' }) => $align};
  min-width: 0;
  .wide {
    grid-column: 1 / -1;
  }
`;

/** A grid of fields inside a form or a fieldset (one column on a phone). */
export const AdminFieldGrid = styled.div<{ $min?: number }>`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = 240 }) => $min}px), 1fr));
  min-width: 0;
`;

/** What a form says above its fields' own messages when the server refused some of them. */
export const FIELDS_NEED_A_FIX = 'Some fields need a fix: see the messages below.';

/**
 * A form's outcome: the server's confirmation (a status) and a form-level error (an alert). With
 * `fieldErrors` that name at least one field, the alert says so in the site's one wording instead
 * of the server's generic message (each field shows its own).
 */
export function AdminFormStatus({
  saved,
  error: errorText,
  fieldErrors,
  className,
}: {
  saved?: ReactNode;
  error?: ReactNode;
  fieldErrors?: Record<string, string>;
  className?: string;
}) {
  const error =
    errorText && fieldErrors && Object.keys(fieldErrors).length ? FIELDS_NEED_A_FIX : errorText;
  if (!saved && !error) return null;
  return (
    <>
      {saved ? (
        <Alert className={className} $tone="success" role="status">
          {saved}
        </Alert>
      ) : null}
      {error ? (
        <Alert className={className} $tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
    </>
  );
}

const Bar = styled.div<{ $sticky?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  ${({ $sticky, theme }) =>
    $sticky
      ? `position: sticky; bottom: 0; padding: 12px 0; background: ${theme.colors.bg}; z-index: 1;`
      : ''}
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

/**
 * The end of an admin form: the submit button (its label turns to "Saving..." and it is disabled
 * while the save runs), an optional Cancel, any extra buttons, then the "Saved" confirmation and
 * the form-level error. Spans the whole row of an `AdminForm`.
 */
export function AdminSaveBar({
  busy,
  label,
  busyLabel = 'Saving...',
  onCancel,
  cancelLabel = 'Cancel',
  leading,
  children,
  saved,
  error,
  sticky,
  className = 'wide',
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  onCancel?: () => void;
  cancelLabel?: string;
  /** Buttons before the submit button. */
  leading?: ReactNode;
  /** Buttons after Save (and Cancel). */
  children?: ReactNode;
  saved?: ReactNode;
  error?: ReactNode;
  /** Keeps the bar at the bottom of the window on long forms. */
  sticky?: boolean;
  className?: string;
}) {
  return (
    <Bar className={className} $sticky={sticky}>
      <Buttons>
        {leading}
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : label}
        </Button>
        {onCancel ? (
          <Button type="button" $variant="ghost" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
        ) : null}
        {children}
      </Buttons>
      {saved !== undefined || error !== undefined ? (
        <div aria-live="polite" style={{ minWidth: 0, display: 'grid', gap: 8 }}>
          <AdminFormStatus saved={saved} error={error} />
        </div>
      ) : null}
    </Bar>
  );
}

/**
 * A screen or section that failed to load: what failed, and a Retry button. With `title`, the
 * page's header (and its `actions`, e.g. the way back) stands above it.
 */
export function AdminLoadError({
  children,
  onRetry,
  title,
  actions,
}: {
  children: ReactNode;
  onRetry: () => void;
  title?: string;
  actions?: ReactNode;
}) {
  const alert = <RetryAlert onRetry={onRetry}>{children}</RetryAlert>;
  if (title == null) return alert;
  return (
    <AdminStack>
      <AdminPageHeader title={title} actions={actions} />
      {alert}
    </AdminStack>
  );
}

/** An edit page whose record does not exist (an unknown id in the address). */
export function AdminNotFound({
  title,
  message,
  actions,
}: {
  title: string;
  message: string;
  actions?: ReactNode;
}) {
  return (
    <AdminStack>
      <AdminPageHeader title={title} actions={actions} />
      <EmptyState title={message}>It may have been mistyped in the address.</EmptyState>
    </AdminStack>
  );
}
