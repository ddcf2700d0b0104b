/**
 * Where focus goes back to when a dialog closes. Each open dialog remembers what had focus before
 * it (`rememberFocusReturn`); on close, `returnFocus` focuses that element — or, when it has gone
 * (it was inside another dialog that has closed meanwhile, as when a details dialog hands over to
 * a form dialog) or can no longer take focus (a button disabled by the action), what that dialog
 * would have returned to, and so on: focus is never dropped on the page's body.
 */
const returnTargets = new WeakMap<Element, HTMLElement | null>();

const DIALOG = '[role="dialog"], [role="alertdialog"]';

export function rememberFocusReturn(dialog: Element, previous: HTMLElement | null): void {
  returnTargets.set(dialog, previous);
}

function canFocus(el: HTMLElement): boolean {
  if (!el.isConnected || el === document.body) return false;
  if ((el as HTMLButtonElement).disabled) return false;
  if (el.closest('[inert], [aria-hidden="true"]')) return false;
  return true;
}

/** Focuses the element `dialog` should give focus back to (see above); true when one took it. */
export function returnFocus(dialog: Element | null, previous: HTMLElement | null): boolean {
  const seen = new Set<Element>();
  let target = previous;
  let owner: Element | null = dialog;
  while (target && !seen.has(target)) {
    seen.add(target);
    if (canFocus(target)) {
      target.focus();
      if (document.activeElement === target) return true;
    }
    // Gone or unfocusable: try what the dialog it lived in would return to (a detached subtree
    // keeps its ancestors, so `closest` still finds that dialog).
    const parent: Element | null = target.closest(DIALOG);
    if (!parent || parent === owner || !returnTargets.has(parent)) break;
    owner = parent;
    target = returnTargets.get(parent) ?? null;
  }
  // Still there but unfocusable (disabled): its page region, when that can hold focus (the
  // layout's <main tabindex="-1">), so the reader stays where they were.
  const region = previous?.isConnected
    ? previous.closest<HTMLElement>('main[tabindex], [role="main"][tabindex]')
    : null;
  if (region) {
    region.focus();
    return document.activeElement === region;
  }
  return false;
}
