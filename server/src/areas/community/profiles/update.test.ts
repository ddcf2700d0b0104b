import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { BANNER_MAX_BYTES, PROFILE_SAVED_MESSAGE } from '@lobby/contract-community';
import { CSRF_MESSAGE } from '../../../core/http/csrf';
import { upsertSetting } from '../../../core/settings/repository';
import { createMember } from '../../../core/users/factories';
import { findUserById } from '../../../core/users/repository';
import type { TestApp } from '../../../test/app';
import { buildTestApp, headersOf, testDialects } from '../../../test/app';
import {
  BANNER_DIMENSIONS_MESSAGE,
  BANNER_SIZE_MESSAGE,
  BANNER_TYPE_MESSAGE,
  BANNER_UNREADABLE_MESSAGE,
  CASINO_FIELD_LINKED_MESSAGE,
  CASINO_FIELD_OFF_MESSAGE,
} from './update-service';

const URL = '/api/r/profile/update';

// Tiny but real images (the server reads the type from these bytes).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQBVzf/9k=',
  'base64',
);
const WEBP = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAUAAAAdQrvL1v/+BiOh/AAA=', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

interface Part {
  name: string;
  value?: string;
  file?: { filename: string; type: string; bytes: Buffer };
}

/** A multipart/form-data body and its content type. */
function multipart(parts: Part[]) {
  const boundary = '----lobby-update-test';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (p.file) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\nContent-Type: ${p.file.type}\r\n\r\n`,
        ),
      );
      chunks.push(p.file.bytes, Buffer.from('\r\n'));
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(testDialects())('POST /api/r/profile/update on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    // The casino block: fields 1 and 2 on, 3 off.
    const now = new Date().toISOString();
    await upsertSetting(t.db, 'crypto1_enabled', '1', now);
    await upsertSetting(t.db, 'crypto1_label', 'Lumen Casino username', now);
    await upsertSetting(t.db, 'crypto2_enabled', '1', now);
    await upsertSetting(t.db, 'crypto3_enabled', '0', now);
  });
  afterAll(() => t.close());

  const member = async () => {
    const m = await createMember(t.db);
    return { m, s: headersOf(await t.login(m.username)) };
  };
  const postJson = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: URL, headers, payload: payload as object });
  const postForm = (headers: Record<string, string>, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const bannerDir = () => path.join(t.config.uploadsDir, 'banners');
  const fileOf = (url: string) => path.join(bannerDir(), url.split('/').pop()!);

  describe('profile form (multipart bio and banner)', () => {
    it('saves the bio and answers the own profile with private fields', async () => {
      const { m, s } = await member();
      const res = await postForm(s, [{ name: 'bio', value: '  Slots, hunts and good vibes.  ' }]);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: PROFILE_SAVED_MESSAGE });
      expect(body.data).toMatchObject({
        id: m.id,
        username: m.username,
        bio: 'Slots, hunts and good vibes.',
        banner: null,
        time_zone: 'UTC',
      });
      expect(body.data).toHaveProperty('email');
      expect((await findUserById(t.db, m.id))!.bio).toBe('Slots, hunts and good vibes.');

      // An empty bio clears it; a bio of exactly 500 characters is fine.
      expect((await postForm(s, [{ name: 'bio', value: '   ' }])).json().data.bio).toBeNull();
      expect(
        (await postForm(s, [{ name: 'bio', value: 'x'.repeat(500) }])).json().data.bio,
      ).toHaveLength(500);
    });

    it('refuses a bio over 500 characters with a field error', async () => {
      const { m, s } = await member();
      const res = await postForm(s, [{ name: 'bio', value: 'x'.repeat(501) }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: 'The given data was invalid.',
        errors: { bio: ['Bio must be at most 500 characters'] },
      });
      expect((await findUserById(t.db, m.id))!.bio).toBeNull();
    });

    it('stores a banner under a random name and serves it with its real type and nosniff', async () => {
      const { m, s } = await member();
      const res = await postForm(s, [
        { name: 'bio', value: 'Hello' },
        { name: 'banner', file: { filename: 'My Banner.png', type: 'image/png', bytes: PNG } },
      ]);
      expect(res.statusCode).toBe(200);
      const { banner, bio } = res.json().data as { banner: string; bio: string };
      expect(bio).toBe('Hello');
      expect(banner).toMatch(/^\/media\/uploads\/banners\/[0-9a-f]{32}\.png$/);
      expect((await findUserById(t.db, m.id))!.banner).toBe(banner);
      // What is stored is the re-encoded image, a PNG of the same size.
      const stored = fs.readFileSync(fileOf(banner));
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

      const served = await t.app.inject({ method: 'GET', url: banner });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload).toEqual(stored);
    });

    it('names the file by the type in its bytes, not the name or the claimed type', async () => {
      const { s } = await member();
      const cases: Array<[Buffer, string, string]> = [
        [GIF, 'gif', 'image/gif'],
        [JPEG, 'jpg', 'image/jpeg'],
        [WEBP, 'webp', 'image/webp'],
      ];
      for (const [bytes, ext, type] of cases) {
        const res = await postForm(s, [
          { name: 'banner', file: { filename: 'banner.png', type: 'image/png', bytes } },
        ]);
        expect({ ext, status: res.statusCode }).toEqual({ ext, status: 200 });
        const url = res.json().data.banner as string;
        expect(url.endsWith(`.${ext}`)).toBe(true);
        expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe(type);
      }
    });

    it('refuses a .png name with text bytes, SVG and PDF (400 on the banner field), storing nothing', async () => {
      const { m, s } = await member();
      const before = fs.existsSync(bannerDir()) ? fs.readdirSync(bannerDir()).length : 0;
      const bad: Array<[string, string, Buffer]> = [
        ['banner.png', 'image/png', Buffer.from('definitely just some text, not a picture')],
        ['banner.svg', 'image/svg+xml', SVG],
        ['banner.pdf', 'application/pdf', PDF],
        ['empty.png', 'image/png', Buffer.alloc(0)],
      ];
      for (const [filename, type, bytes] of bad) {
        const res = await postForm(s, [
          { name: 'bio', value: 'should not be saved' },
          { name: 'banner', file: { filename, type, bytes } },
        ]);
        expect({ filename, status: res.statusCode, errors: res.json().errors }).toEqual({
          filename,
          status: 400,
          errors: { banner: [BANNER_TYPE_MESSAGE] },
        });
      }
      const row = (await findUserById(t.db, m.id))!;
      expect(row.banner).toBeNull();
      expect(row.bio).toBeNull();
      expect(fs.readdirSync(bannerDir())).toHaveLength(before);
    });

    it('refuses a pixel flood from its header, before decoding it', async () => {
      const { m, s } = await member();
      // A real PNG whose header then claims 60000×60000 pixels (a few hundred bytes on the wire).
      const small = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#000' },
      })
        .png()
        .toBuffer();
      const flood = Buffer.from(small);
      flood.writeUInt32BE(60_000, 16);
      flood.writeUInt32BE(60_000, 20);
      flood.writeUInt32BE(zlib.crc32(flood.subarray(12, 29)) >>> 0, 29);
      const wide = await sharp({
        create: { width: 5000, height: 4, channels: 3, background: '#000' },
      })
        .png()
        .toBuffer();
      for (const bytes of [flood, wide]) {
        const started = Date.now();
        const res = await postForm(s, [
          { name: 'banner', file: { filename: 'flood.png', type: 'image/png', bytes } },
        ]);
        expect(Date.now() - started).toBeLessThan(3000);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ banner: [BANNER_DIMENSIONS_MESSAGE] });
      }
      expect((await findUserById(t.db, m.id))!.banner).toBeNull();
    });

    it('stores the re-encoded image: metadata stripped, an appended payload gone', async () => {
      const { s } = await member();
      const tagged = await sharp({
        create: { width: 16, height: 16, channels: 3, background: '#22d3a6' },
      })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret-gps-location', Artist: 'secret-gps-location' } })
        .toBuffer();
      expect(tagged.includes('secret-gps-location')).toBe(true);
      const polyglot = Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')]);
      for (const [bytes, ext] of [
        [tagged, 'jpg'],
        [polyglot, 'png'],
      ] as const) {
        const res = await postForm(s, [
          { name: 'banner', file: { filename: `x.${ext}`, type: 'image/png', bytes } },
        ]);
        expect(res.statusCode).toBe(200);
        const url = res.json().data.banner as string;
        expect(url.endsWith(`.${ext}`)).toBe(true);
        const stored = fs.readFileSync(fileOf(url));
        expect(stored.includes('secret-gps-location')).toBe(false);
        expect(stored.includes('<script>')).toBe(false);
        expect((await sharp(stored).metadata()).exif).toBeUndefined();
      }
    });

    it('refuses an image whose bytes cannot be decoded', async () => {
      const { s } = await member();
      const broken = Buffer.concat([PNG.subarray(0, 33), Buffer.alloc(40, 7)]);
      const res = await postForm(s, [
        { name: 'banner', file: { filename: 'broken.png', type: 'image/png', bytes: broken } },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ banner: [BANNER_UNREADABLE_MESSAGE] });
    });

    it('refuses a banner over 5 MB with 413 and a message on the banner field', async () => {
      const { m, s } = await member();
      const big = Buffer.concat([PNG, Buffer.alloc(BANNER_MAX_BYTES)]);
      const res = await postForm(s, [
        { name: 'banner', file: { filename: 'big.png', type: 'image/png', bytes: big } },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        message: BANNER_SIZE_MESSAGE,
        errors: { banner: [BANNER_SIZE_MESSAGE] },
      });
      expect((await findUserById(t.db, m.id))!.banner).toBeNull();
    });

    it('a text value in the banner field is refused; an empty file input keeps the banner', async () => {
      const { s } = await member();
      const text = await postForm(s, [{ name: 'banner', value: 'https://evil.example/x.png' }]);
      expect(text.statusCode).toBe(400);
      expect(text.json().errors).toEqual({ banner: [BANNER_TYPE_MESSAGE] });

      const first = (
        await postForm(s, [
          { name: 'banner', file: { filename: 'a.png', type: 'image/png', bytes: PNG } },
        ])
      ).json().data.banner;
      const emptyInput = await postForm(s, [
        { name: 'bio', value: 'Still here' },
        {
          name: 'banner',
          file: { filename: '', type: 'application/octet-stream', bytes: Buffer.alloc(0) },
        },
      ]);
      expect(emptyInput.statusCode).toBe(200);
      expect(emptyInput.json().data).toMatchObject({ bio: 'Still here', banner: first });
    });

    it('replacing the banner deletes the old file; the old URL is gone, the new one served', async () => {
      const { m, s } = await member();
      const first = (
        await postForm(s, [
          { name: 'banner', file: { filename: 'a.png', type: 'image/png', bytes: PNG } },
        ])
      ).json().data.banner as string;
      expect(fs.existsSync(fileOf(first))).toBe(true);
      const second = (
        await postForm(s, [
          { name: 'banner', file: { filename: 'b.gif', type: 'image/gif', bytes: GIF } },
        ])
      ).json().data.banner as string;
      expect(second).not.toBe(first);
      expect(fs.existsSync(fileOf(first))).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      const served = await t.app.inject({ method: 'GET', url: second });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/gif');
      expect((await findUserById(t.db, m.id))!.banner).toBe(second);
    });

    it('concurrent replacements leave exactly the stored banner on disk', async () => {
      const { m, s } = await member();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          postForm(s, [
            { name: 'banner', file: { filename: `${i}.png`, type: 'image/png', bytes: PNG } },
          ]),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
      const stored = (await findUserById(t.db, m.id))!.banner!;
      const mine = new Set(results.map((r) => (r.json().data.banner as string).split('/').pop()));
      const left = fs.readdirSync(bannerDir()).filter((f) => mine.has(f));
      expect(left).toEqual([stored.split('/').pop()]);
    });

    it('a seeded (non-upload) banner is replaced without touching its file', async () => {
      const seeded = path.join(t.config.assetsDir, 'demo', 'avatar-admin.svg');
      expect(fs.existsSync(seeded)).toBe(true);
      const m = await createMember(t.db, { banner: '/media/demo/avatar-admin.svg' });
      const s = headersOf(await t.login(m.username));
      const res = await postForm(s, [
        { name: 'banner', file: { filename: 'a.png', type: 'image/png', bytes: PNG } },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.banner).toMatch(/^\/media\/uploads\/banners\//);
      expect(fs.existsSync(seeded)).toBe(true);
    });

    it('only serves stored upload names', async () => {
      for (const url of [
        '/media/uploads/banners/../../lobby.sqlite',
        '/media/uploads/banners/readme.txt',
        '/media/uploads/tickets/x.png',
      ]) {
        expect({ url, status: (await t.app.inject({ method: 'GET', url })).statusCode }).toEqual({
          url,
          status: 404,
        });
      }
    });
  });

  describe('social form (JSON)', () => {
    it('trims handles, stores empty ones as null and leaves absent ones alone', async () => {
      const { m, s } = await member();
      const first = await postJson(s, {
        twitter_user: '  @lobby ',
        youtube_user: 'LobbyTV',
        instagram_user: 'lobby.gram',
        tiktok_user: 'lobbytok',
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        success: true,
        message: PROFILE_SAVED_MESSAGE,
        data: {
          id: m.id,
          twitter_user: '@lobby',
          youtube_user: 'LobbyTV',
          instagram_user: 'lobby.gram',
          tiktok_user: 'lobbytok',
        },
      });
      const second = await postJson(s, {
        twitter_user: '',
        youtube_user: null,
        tiktok_user: '   ',
      });
      expect(second.json().data).toMatchObject({
        twitter_user: null,
        youtube_user: null,
        instagram_user: 'lobby.gram',
        tiktok_user: null,
      });
    });

    it('answers 400 per field for too long or non-text values', async () => {
      const { m, s } = await member();
      const res = await postJson(s, {
        twitter_user: 'x'.repeat(101),
        youtube_user: 42,
        instagram_user: 'ok',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        twitter_user: ['X / Twitter handle must be at most 100 characters'],
        youtube_user: ['YouTube handle must be text'],
      });
      expect((await findUserById(t.db, m.id))!.instagram_user).toBeNull();
      // 100 characters is the limit, after trimming.
      expect((await postJson(s, { twitter_user: ` ${'y'.repeat(100)} ` })).statusCode).toBe(200);
    });

    it('refuses a YouTube handle with spaces with a field message; nothing is stored', async () => {
      const { m, s } = await member();
      const res = await postJson(s, { youtube_user: 'Lobby TV', twitter_user: '@lobby' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        youtube_user: ['YouTube handle cannot contain spaces'],
      });
      const row = (await findUserById(t.db, m.id))!;
      expect([row.youtube_user, row.twitter_user]).toEqual([null, null]);
      const ok = await postJson(s, { youtube_user: 'https://www.youtube.com/@LobbyTV' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.youtube_user).toBe('https://www.youtube.com/@LobbyTV');
    });
  });

  describe('casino form (JSON)', () => {
    it('saves no casino username: each is a casino link, sent with its evidence', async () => {
      const { m, s } = await member();
      const res = await postJson(s, { crypto: ' lumen_player ', crypto2: 'forge99' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        crypto: [CASINO_FIELD_LINKED_MESSAGE],
        crypto2: [CASINO_FIELD_LINKED_MESSAGE],
      });
      expect(await findUserById(t.db, m.id)).toMatchObject({ crypto: null, crypto2: null });
    });

    it('refuses a field whose casino block flag is off, and too long values', async () => {
      const { m, s } = await member();
      const off = await postJson(s, { crypto: 'fine', crypto3: 'vault_user' });
      expect(off.statusCode).toBe(400);
      expect(off.json().errors).toEqual({
        crypto: [CASINO_FIELD_LINKED_MESSAGE],
        crypto3: [CASINO_FIELD_OFF_MESSAGE],
      });
      expect((await findUserById(t.db, m.id))!.crypto).toBeNull();
      const long = await postJson(s, { crypto2: 'z'.repeat(101) });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toEqual({
        crypto2: ['Casino username must be at most 100 characters'],
      });
    });
  });

  describe('forms and guards', () => {
    it('refuses a JSON body mixing forms, or naming none', async () => {
      const { s } = await member();
      const mixed = await postJson(s, { twitter_user: 'a', crypto: 'b' });
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json().errors._).toEqual([
        'Save the profile, social handles and casino usernames in separate requests.',
      ]);
      const none = await postJson(s, { nickname: 'x' });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors._).toEqual([
        'Nothing to save: send a bio, social handles or casino usernames.',
      ]);
      const notObject = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...s, 'content-type': 'application/json' },
        payload: '[1,2]',
      });
      expect(notObject.statusCode).toBe(400);
    });

    it('a JSON bio is the profile form without a banner', async () => {
      const { s } = await member();
      const res = await postJson(s, { bio: 'From JSON' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.bio).toBe('From JSON');
    });

    it('is member-only: 401 logged out, for JSON and uploads alike', async () => {
      const anon = headersOf(await t.anonymous());
      const json = await postJson(anon, { twitter_user: 'x' });
      expect(json.statusCode).toBe(401);
      const upload = await postForm(anon, [
        { name: 'banner', file: { filename: 'a.png', type: 'image/png', bytes: PNG } },
      ]);
      expect(upload.statusCode).toBe(401);
      expect(upload.json()).toEqual({ success: false, message: 'Authentication required' });
    });

    it('checks the CSRF header for JSON and uploads alike, before an upload is read', async () => {
      const { m, s } = await member();
      const noToken = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: { cookie: s.cookie },
        payload: { twitter_user: 'x' },
      });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json()).toEqual({ success: false, message: CSRF_MESSAGE });
      const wrong = await postJson(
        { ...s, 'x-csrf-token': 'not-the-token' },
        { twitter_user: 'x' },
      );
      expect(wrong.statusCode).toBe(403);

      const formNoToken = await postForm({ cookie: s.cookie }, [{ name: 'bio', value: 'sneaky' }]);
      expect(formNoToken.statusCode).toBe(403);
      const formWrong = await postForm({ cookie: s.cookie }, [
        { name: '_csrf', value: 'nope' },
        { name: 'bio', value: 'sneaky' },
      ]);
      expect(formWrong.statusCode).toBe(403);
      expect((await findUserById(t.db, m.id))!.bio).toBeNull();

      // The upload is read after the CSRF check, so the token must come in the header.
      const fieldOnly = await postForm({ cookie: s.cookie }, [
        { name: '_csrf', value: s['x-csrf-token'] },
        { name: 'bio', value: 'via form token' },
      ]);
      expect(fieldOnly.statusCode).toBe(403);
      const formOk = await postForm(s, [{ name: 'bio', value: 'via header' }]);
      expect(formOk.statusCode).toBe(200);
      expect(formOk.json().data.bio).toBe('via header');
    });
  });
});
