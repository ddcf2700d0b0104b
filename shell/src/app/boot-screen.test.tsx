import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { useSessionStore } from '@lobby/shared-api';
import { makeSettings } from '../test/fixtures';
import { BootScreen, PAGE_BOOT_ID, pageBootMs } from './boot-screen';

beforeEach(() => {
  useSessionStore.getState().reset();
  useSessionStore.getState().setSettings(makeSettings({ site_name: 'SpinCity' }));
});

afterEach(() => document.getElementById(PAGE_BOOT_ID)?.remove());

describe('BootScreen', () => {
  it("is the page's boot screen: the same elements and classes, the site's name, announced", () => {
    render(<BootScreen />);
    const screenEl = screen.getByRole('status', { name: 'Loading SpinCity' });
    expect(screenEl).toHaveClass('lobby-boot');
    expect(screenEl).toHaveAttribute('aria-live', 'polite');
    const [name, bar] = Array.from(screenEl.children);
    expect(name).toHaveClass('lobby-boot-name');
    expect(name).toHaveTextContent('SpinCity');
    expect(bar).toHaveClass('lobby-boot-bar');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    // Not a second copy of the page's element: the page's keeps its id until it is removed.
    expect(screenEl).not.toHaveAttribute('id');
  });

  it("takes over the page's boot screen in the same frame and continues its animations", () => {
    const page = document.createElement('div');
    page.id = PAGE_BOOT_ID;
    document.body.appendChild(page);
    render(<BootScreen shownAt={performance.now() - 1234} />);
    expect(document.getElementById(PAGE_BOOT_ID)).toBeNull();
    const screenEl = screen.getByRole('status', { name: 'Loading SpinCity' });
    // 1234 ms in: the rise is long over, the bar 234 ms into its current sweep.
    const delay = parseInt(screenEl.style.getPropertyValue('--lobby-boot-delay'), 10);
    const barDelay = parseInt(screenEl.style.getPropertyValue('--lobby-boot-bar-delay'), 10);
    expect(delay).toBeLessThanOrEqual(-1234);
    expect(delay).toBeGreaterThan(-1300);
    expect(barDelay).toBe(delay % 1000);
  });

  it('starts the animations from the beginning without a page boot screen', () => {
    render(<BootScreen />);
    const screenEl = screen.getByRole('status');
    expect(screenEl.style.getPropertyValue('--lobby-boot-delay')).toBe('0ms');
    expect(screenEl.style.getPropertyValue('--lobby-boot-bar-delay')).toBe('0ms');
  });
});

describe('pageBootMs', () => {
  const pageBoot = (minMs?: string) => {
    const page = document.createElement('div');
    page.id = PAGE_BOOT_ID;
    if (minMs !== undefined) page.setAttribute('data-min-ms', minMs);
    document.body.appendChild(page);
  };

  it("is the least time the server wrote on the page's boot screen", () => {
    pageBoot('0');
    expect(pageBootMs(1000)).toBe(0);
    document.getElementById(PAGE_BOOT_ID)?.remove();
    pageBoot('250');
    expect(pageBootMs(1000)).toBe(250);
  });

  it('is the fallback without a page boot screen, without the attribute or with a bad one', () => {
    expect(pageBootMs(1000)).toBe(1000);
    pageBoot();
    expect(pageBootMs(1000)).toBe(1000);
    for (const bad of ['', 'soon', '-5']) {
      document.getElementById(PAGE_BOOT_ID)?.setAttribute('data-min-ms', bad);
      expect(pageBootMs(1000)).toBe(1000);
    }
  });
});

describe("the boot screen's look (index.html)", () => {
  const html = fs.readFileSync(path.join(__dirname, '../index.html'), 'utf8');
  const rule = (selector: string) => {
    const at = html.indexOf(`${selector} {`);
    if (at < 0) throw new Error(`no CSS rule for ${selector}`);
    return html.slice(at, html.indexOf('}', at));
  };

  it("styles the classes both boot screens use, once, by class (not the page's id)", () => {
    expect(rule('.lobby-boot')).toContain('position: fixed');
    expect(rule('.lobby-boot .lobby-boot-name')).toContain('font-weight: 900');
    expect(rule('.lobby-boot .lobby-boot-bar')).toContain('width: 160px');
    expect(html).not.toMatch(/#lobby-boot\s+\./);
  });

  it('delays the animations by the variables BootScreen sets', () => {
    expect(rule('.lobby-boot')).toMatch(/animation-delay: var\(--lobby-boot-delay, 0s\)/);
    expect(rule('.lobby-boot .lobby-boot-bar::after')).toMatch(
      /animation-delay: var\(--lobby-boot-bar-delay, 0s\)/,
    );
  });
});
