import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import type { TestApp } from '../../../test/app';

/** Decodes an 8-bit RGBA PNG (what resvg writes) far enough to count non-background pixels. */
function inkPixels(png: Buffer): { width: number; height: number; ink: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const len = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect(data[8]).toBe(8);
      expect(data[9]).toBe(6);
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const prev = Buffer.alloc(stride);
  const row = Buffer.alloc(stride);
  let ink = 0;
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= 4 ? row[x - 4]! : 0;
      const b = prev[x]!;
      const c = x >= 4 ? prev[x - 4]! : 0;
      let out = v;
      if (filter === 1) out = v + a;
      else if (filter === 2) out = v + b;
      else if (filter === 3) out = v + ((a + b) >> 1);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        out = v + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      row[x] = out & 0xff;
    }
    for (let x = 0; x < stride; x += 4) {
      // background #f3f4f6; anything clearly darker is text or noise
      if (row[x]! + row[x + 1]! + row[x + 2]! < 600) ink++;
    }
    row.copy(prev);
  }
  return { width, height, ink };
}

describe.each(testDialects())('captcha and contact (%s)', (dialect) => {
  let t: TestApp;
  let now = new Date('2026-11-21T12:00:00.000Z');
  beforeAll(async () => {
    t = await buildTestApp(dialect, { clock: () => now });
  });
  afterAll(() => t.close());

  const answerOf = async (token: string) => {
    const id = createHash('sha256').update(token).digest('hex');
    return (
      await t.db.selectFrom('captchas').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    ).answer;
  };
  const valid = {
    name: ' Sam ',
    email: 'sam@example.com',
    subject: 'Hello',
    message: 'A question about the store.',
  };

  it('hands out a PNG with visible text and an opaque token; stores only the hash', async () => {
    const res = await t.app.inject('/api/r/captcha');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.image).toMatch(/^data:image\/png;base64,/);
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.expires_in).toBe(600);
    const png = Buffer.from(body.image.split(',')[1], 'base64');
    const { width, height, ink } = inkPixels(png);
    expect(width).toBe(360);
    expect(height).toBe(120);
    // Text and noise lines cover a few percent of the image, however the random text falls.
    expect(ink).toBeGreaterThan(width * height * 0.015);
    const answer = await answerOf(body.token);
    expect(answer).toMatch(/^[a-z0-9]{5,6}$/);
    expect(answer).not.toMatch(/[0o1il5s2z8b9gq]/);
    expect(
      await t.db
        .selectFrom('captchas')
        .select('id')
        .where('id', '=', body.token)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('validates every field (trimmed) with 400 and field errors', async () => {
    const s = await t.anonymous();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/r/contact',
      headers: headersOf(s),
      payload: { name: '   ', email: 'not-an-email', subject: '', message: 'x'.repeat(2001) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'The given data was invalid.',
      errors: {
        name: ['Full name is required'],
        email: ['Enter a valid email address'],
        subject: ['Subject is required'],
        message: ['Message must be at most 2000 characters'],
        captcha_answer: ['Verification code is required'],
        captcha_token: ['Captcha token is required'],
      },
    });
  });

  it('stores the message when the captcha is right (case-insensitive) and uses each captcha once', async () => {
    const s = await t.anonymous();
    const { token } = (await t.app.inject('/api/r/captcha')).json();
    const answer = await answerOf(token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/r/contact',
      headers: headersOf(s),
      payload: { ...valid, captcha_answer: ` ${answer.toUpperCase()} `, captcha_token: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your message has been sent.' });
    const stored = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Hello',
      message: 'A question about the store.',
    });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/r/contact',
      headers: headersOf(s),
      payload: { ...valid, captcha_answer: answer, captcha_token: token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({
      captcha_answer: ['The verification code is incorrect or has expired.'],
    });
  });

  it('a wrong answer burns the captcha, and an expired one is refused', async () => {
    const s = await t.anonymous();
    const { token } = (await t.app.inject('/api/r/captcha')).json();
    const answer = await answerOf(token);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/r/contact',
      headers: headersOf(s),
      payload: { ...valid, captcha_answer: 'zzzzz', captcha_token: token },
    });
    expect(wrong.statusCode).toBe(400);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/r/contact',
      headers: headersOf(s),
      payload: { ...valid, captcha_answer: answer, captcha_token: token },
    });
    expect(right.statusCode).toBe(400);

    const second = (await t.app.inject('/api/r/captcha')).json().token as string;
    const secondAnswer = await answerOf(second);
    now = new Date(now.getTime() + 10 * 60_000 + 1);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/r/contact',
      headers: headersOf(s),
      payload: { ...valid, captcha_answer: secondAnswer, captcha_token: second },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.captcha_answer).toEqual([
      'The verification code is incorrect or has expired.',
    ]);
  });

  it('limits submissions per IP', async () => {
    const s = await t.anonymous();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/r/contact',
        remoteAddress: '203.0.113.77',
        headers: headersOf(s),
        payload: { ...valid, captcha_answer: 'abcde', captcha_token: 'x'.repeat(43) },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/r/contact',
      remoteAddress: '203.0.113.78',
      headers: headersOf(s),
      payload: { ...valid, captcha_answer: 'abcde', captcha_token: 'x'.repeat(43) },
    });
    expect(other.statusCode).toBe(400);
  });
});
