import { expect, test } from '@playwright/test';
import { demoLogin, uniqueName } from './helpers';

const FAKE = `http://127.0.0.1:${Number(process.env.LOBBY_E2E_FAKE_PORT ?? 8092)}`;

interface SignedChat {
  body: string;
  headers: Record<string, string>;
}

// Chat points end to end: a member links Kick (the fake's KickViewer42, user 777001), then two
// chat messages of theirs in the same interval, signed by the fake Kick and delivered at once to
// the webhook, earn the interval's points once: one 'Chatted during the stream' activity.
test('a linked member chatting while live earns the interval points once', async ({
  page,
  request,
}) => {
  await demoLogin(page, uniqueName('chatter'));
  await page.goto('/settings?tab=connections');
  const kick = page.getByRole('listitem', { name: 'Kick' });
  await kick.getByRole('link', { name: 'Connect Kick' }).click();
  await expect(page).toHaveURL(/\/settings\?kick=connected$/);

  const chatted = async () => {
    const res = await page.request.get('/api/r/profile/recent-activity');
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as {
      activities: { title: string; points: number }[];
    };
    return body.activities.filter((a) => a.title === 'Chatted during the stream');
  };
  expect(await chatted()).toEqual([]);

  // The fake Kick signs a chat.message.sent delivery with the key it serves on /public-key.
  const sign = async (content: string): Promise<SignedChat> => {
    const res = await request.post(`${FAKE}/kick/e2e/chat-message`, {
      data: { user_id: 777001, username: 'KickViewer42', content },
    });
    expect(res.ok()).toBe(true);
    return (await res.json()) as SignedChat;
  };
  const deliveries = await Promise.all([sign('hello chat!'), sign('what a bonus')]);
  const answers = await Promise.all(
    deliveries.map((d) => request.post('/api/webhooks/kick', { headers: d.headers, data: d.body })),
  );
  for (const a of answers) expect(a.status()).toBe(200);

  await expect.poll(async () => (await chatted()).map((a) => a.points)).toEqual([10]);

  // Free the fake's Kick account for the other specs.
  await page.goto('/settings?tab=connections');
  page.once('dialog', (dialog) => void dialog.accept());
  const reloaded = page.waitForEvent('load');
  await kick.getByRole('button', { name: 'Disconnect' }).click();
  await reloaded;
  await expect(kick.getByRole('link', { name: 'Connect Kick' })).toBeVisible();
});
