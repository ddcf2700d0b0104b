import type { ReactNode } from 'react';
import { useContext, useEffect, useRef } from 'react';
import type { BlockerFunction } from 'react-router-dom';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog';

const read = (d: boolean | (() => boolean)) => (typeof d === 'function' ? d() : d);

// Every mounted form's check: the router consults one blocker (the newest), so each blocker
// asks about all the forms on the page (several provider forms on one screen, say).
const checks = new Set<() => boolean>();
const anyDirty = () => [...checks].some((check) => check());

/** `useBlocker`, where the app has a data router (the shell's `createBrowserRouter`). */
function useDataRouterBlocker(when: BlockerFunction) {
  // Whether there is a data router never changes for a mounted component, so the hook order
  // holds; a plain <MemoryRouter> (remote unit tests, standalone dev) keeps only `beforeunload`.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return dataRouter ? useBlocker(when) : null;
}

/**
 * Asks before unsaved edits are thrown away: on in-app navigation (a dialog: Stay / Discard
 * changes) and when the tab closes or reloads (the browser's own prompt). `isDirty` may be a
 * function, read when the navigation happens — a form that saves and then navigates in the same
 * tick stays unblocked. Render what it returns.
 */
export function useUnsavedChangesPrompt(isDirty: boolean | (() => boolean)): ReactNode {
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;
  useEffect(() => {
    const check = () => read(dirtyRef.current);
    checks.add(check);
    return () => {
      checks.delete(check);
    };
  }, []);
  const blocker = useDataRouterBlocker(
    ({ currentLocation, nextLocation }) =>
      anyDirty() &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  const dirty = read(isDirty);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!read(dirtyRef.current)) return;
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocked = blocker?.state === 'blocked';
  return (
    <ConfirmDialog
      open={blocked}
      title="Discard unsaved changes?"
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      tone="danger"
      onConfirm={() => blocker?.proceed?.()}
      onCancel={() => blocker?.reset?.()}
    >
      You have edits that are not saved. Leaving this page throws them away.
    </ConfirmDialog>
  );
}
