import { expect, test } from '@playwright/test';

// The site's main number on a phone: on /leaderboard at 390 px every money figure (podium, table,
// period summary) is whole — not cut by its box or an ellipsis, not broken across lines inside
// the number — and a short form ($2.77M) carries the full figure in its name and shows it on tap.

test.use({ viewport: { width: 390, height: 844 } });

/** A money figure as the page writes it: a currency sign, then digits (grouped, or short). */
const MONEY = /[$€£]\s?\d[\d,]*(\.\d+)?[KMB]?/;

interface FigureReport {
  text: string;
  /** Line boxes the figure's text takes (1: on one line). */
  lines: number;
  /** Its box is narrower than its text (the text is cut or shows an ellipsis). */
  overflows: boolean;
  /** An ancestor that clips (overflow other than visible) does not hold the figure's whole box. */
  clippedBy: string | null;
}

test('every money figure on /leaderboard is whole at 390 px', async ({ page }) => {
  await page.goto('/leaderboard');
  const main = page.getByRole('main');
  const podium = main.getByRole('list', { name: 'Podium' });
  await expect(podium).toBeVisible({ timeout: 20_000 });
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(podium.getByText(MONEY).first()).toBeVisible();

  const figures: FigureReport[] = await main.evaluate((root, source) => {
    const money = new RegExp(source);
    const out: FigureReport[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!money.test(text)) continue;
      const el = node.parentElement!;
      // Text for assistive technology only (in a 1 px box that clips it) is not on screen.
      const srOnly = (a: HTMLElement | null): boolean => {
        for (; a && a !== root; a = a.parentElement) {
          const r = a.getBoundingClientRect();
          if (getComputedStyle(a).overflow !== 'visible' && (r.width <= 1 || r.height <= 1))
            return true;
        }
        return false;
      };
      if (srOnly(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      const lines = new Set(
        Array.from(range.getClientRects())
          .filter((r) => r.width > 0)
          .map((r) => Math.round(r.top)),
      ).size;
      let clippedBy: string | null = null;
      for (let a: HTMLElement | null = el; a && a !== root.parentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const r = a.getBoundingClientRect();
        if (box.left < r.left - 0.5 || box.right > r.right + 0.5) {
          clippedBy = `${a.tagName.toLowerCase()}.${a.className}`;
          break;
        }
      }
      out.push({
        text: text.trim(),
        lines,
        overflows: el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0,
        clippedBy,
      });
    }
    return out;
  }, MONEY.source);

  // The podium's three and the table's rows, at least.
  expect(figures.length).toBeGreaterThanOrEqual(6);
  const broken = figures.filter(
    (f) => f.text.includes('…') || f.lines !== 1 || f.overflows || f.clippedBy,
  );
  expect(broken).toEqual([]);
  // Nothing scrolls sideways either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A short form names the full figure and shows it on tap.
  const short = main.getByRole('button', { name: /[$€£][\d.]+[KMB] \([$€£][\d,]+(\.\d+)?\)/ });
  if ((await short.count()) > 0) {
    const first = short.first();
    const name = (await first.getAttribute('aria-label')) ?? (await first.textContent()) ?? '';
    const full = /\(([^)]+)\)/.exec(name)![1]!;
    await first.click();
    await expect(page.getByText(full, { exact: true }).last()).toBeVisible();
  }
});
