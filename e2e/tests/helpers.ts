import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Logs in through the demo login form on /login and waits for the header to show the member. */
export async function demoLogin(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('button', { name: /demo/i }).click();
  await expect(page.getByRole('button', { name: new RegExp(username, 'i') })).toBeVisible();
}

/** Marks the current document so a test can tell a client-side navigation from a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker: string }).__e2eMarker = 'still-here';
  });
}

export async function documentMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker);
}

/** A unique username for a test run (demo login creates the member). */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 32);
}
