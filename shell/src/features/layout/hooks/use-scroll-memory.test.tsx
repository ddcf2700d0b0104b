import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { RESTORE_TIMEOUT_MS, SCROLL_STORAGE_KEY, useScrollMemory } from './use-scroll-memory';

// jsdom has no layout: the page's height and the window's scroll position are played here.
let pageHeight = 0;
const WINDOW_HEIGHT = 700;

function scrollWindow(y: number) {
  const clamped = Math.max(0, Math.min(y, pageHeight - WINDOW_HEIGHT));
  Object.defineProperty(window, 'scrollY', { configurable: true, value: clamped });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  pageHeight = 3000;
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: WINDOW_HEIGHT });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => pageHeight,
  });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  window.scrollTo = jest.fn((x: unknown, y?: number) =>
    scrollWindow(typeof x === 'number' ? (y ?? 0) : 0),
  ) as unknown as typeof window.scrollTo;
  window.requestAnimationFrame = (cb: FrameRequestCallback) =>
    window.setTimeout(() => cb(0), 16) as unknown as number;
  window.cancelAnimationFrame = (id: number) => window.clearTimeout(id);
});
afterEach(() => jest.useRealTimers());

function Layout() {
  useScrollMemory();
  return (
    <>
      <Link to="/store">Store</Link>
      <Link to="/vip">VIP</Link>
      <Link to="/store/about#terms">Terms</Link>
      <Outlet />
    </>
  );
}

/** A page whose content arrives later (a remote and its data): short first, tall after 300 ms. */
function LatePage({ name }: { name: string }) {
  // Short from its first commit (what the layout sees right after the navigation).
  const [ready, setReady] = useState(() => {
    pageHeight = 800;
    // As a browser does: the position is clamped at once, the scroll event comes a frame later.
    const clamped = Math.max(0, Math.min(window.scrollY, pageHeight - WINDOW_HEIGHT));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: clamped });
    setTimeout(() => window.dispatchEvent(new Event('scroll')), 16);
    return false;
  });
  useEffect(() => {
    const id = setTimeout(() => {
      pageHeight = 3000;
      setReady(true);
    }, 300);
    return () => clearTimeout(id);
  }, []);
  return <h1>{ready ? name : 'Loading'}</h1>;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/store', element: <LatePage key="store" name="Point Store" /> },
          { path: '/vip', element: <LatePage key="vip" name="VIP" /> },
          { path: '/store/about', element: <h1 id="terms">About</h1> },
        ],
      },
    ],
    { initialEntries: ['/store'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useScrollMemory', () => {
  it('Back returns to where the page was left, once its late content is there', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const router = setup();
    await advance(400);
    expect(screen.getByRole('heading')).toHaveTextContent('Point Store');
    act(() => scrollWindow(1500));
    await advance(50);

    await user.click(screen.getByRole('link', { name: 'VIP' }));
    expect(window.scrollY).toBe(0);
    await advance(400);

    await act(() => router.navigate(-1));
    // The store is short at first: the position cannot be reached yet…
    expect(window.scrollY).toBeLessThan(1500);
    await advance(400);
    // …and is once the content has arrived.
    expect(screen.getByRole('heading')).toHaveTextContent('Point Store');
    expect(window.scrollY).toBe(1500);

    // Forward returns to the VIP page's own position (the top).
    await act(() => router.navigate(1));
    await advance(400);
    expect(window.scrollY).toBe(0);
  });

  it('stops trying when the reader scrolls, and after a time limit', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const router = setup();
    await advance(400);
    act(() => scrollWindow(1500));
    await advance(50);
    await user.click(screen.getByRole('link', { name: 'VIP' }));
    await advance(400);
    await act(() => router.navigate(-1));
    act(() => {
      window.dispatchEvent(new WheelEvent('wheel'));
      scrollWindow(40);
    });
    await advance(400);
    expect(window.scrollY).toBe(40);

    // A page that never grows: tried for RESTORE_TIMEOUT_MS, then left alone.
    await user.click(screen.getByRole('link', { name: 'VIP' }));
    await advance(400);
    await act(() => router.navigate(-1));
    pageHeight = 900;
    const calls = (window.scrollTo as jest.Mock).mock.calls.length;
    await advance(RESTORE_TIMEOUT_MS + 500);
    const after = (window.scrollTo as jest.Mock).mock.calls.length;
    await advance(2000);
    expect((window.scrollTo as jest.Mock).mock.calls.length).toBe(after);
    expect(after).toBeGreaterThanOrEqual(calls);
  });

  it('a new navigation starts at the top or at its #anchor', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup();
    await advance(400);
    act(() => scrollWindow(1200));
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await user.click(screen.getByRole('link', { name: 'Terms' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Store' }));
    expect(window.scrollY).toBe(0);
  });

  it('keeps the positions for a reload of the page, without the first entry’s key', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup();
    await advance(400);
    await user.click(screen.getByRole('link', { name: 'VIP' }));
    await advance(400);
    act(() => scrollWindow(900));
    await advance(50);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]') as [
      string,
      number,
    ][];
    expect(saved.map(([, y]) => y)).toContain(900);
    expect(saved.map(([key]) => key)).not.toContain('default');
  });
});
