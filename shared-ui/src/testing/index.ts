// @lobby/shared-ui/testing: test helpers for the shell's and the remotes' tests. Only tests (and
// their fixtures and test utilities) import it (ESLint); it is not built into dist/ and no
// production module imports it, so it is in no bundle.

/**
 * Fires `beforeunload` on the window as closing the tab would; answers whether the page asked to
 * stay (a form with unsaved edits prevents it, and the browser then asks the member).
 */
export function closingTabAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

export { renderRoutesAt } from './render-routes';
