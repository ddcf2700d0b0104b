import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import {
  TICKET_CATEGORIES,
  TICKET_DESCRIPTION_MIN,
  TICKET_TITLE_MIN,
} from '@lobby/contract-support';
import { createChallenge, createPlatform } from '../../areas/community/testing';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import type { SessionHeaders, TestApp } from '../../test/app';
import { multipartBody } from '../../test/multipart';
import type { MultipartPart } from '../../test/multipart';
import type { RoleName } from '../db/tables';
import type { RouteEntry } from '../http/route-table';
import { createMember } from '../users/factories';

const PAYLOAD = '<html><script>alert(1)</script></html>';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of 20,000 × 20,000 one-bit grey pixels, every one black, a
 * few dozen KB on the wire and 400 MP (1.6 GB as RGBA) once decoded.
 */
function pngBomb(side = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.writeUInt8(1, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8))); // filter byte + packed bits, all 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG with EXIF (a copyright and a GPS position) and an HTML page appended. */
async function jpegPolyglot(): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'exif-secret-copyright' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.from(PAYLOAD)]);
}

/** Every file under the app's local storage (DATA_DIR), the database's own files left out. */
function storedFiles(t: TestApp): string[] {
  const root = t.config.dataDir;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => !/lobby\.sqlite/.test(f) && fs.statSync(path.join(root, f)).isFile())
    .sort();
}

interface Call {
  session: SessionHeaders;
  url: string;
  fields: Record<string, string>;
}

const ADMIN = '/api/admin/community/leaderboard';

/**
 * What a route needs besides its file: the prerequisites it acts on (made with the factories)
 * and the form's other fields. A route not listed is called as its path suggests (staff for
 * /api/admin, else a member) with no other fields: if it answers the bomb with anything but a
 * refusal of the file on its declared field, this test says so.
 */
const recipes: Record<string, (t: TestApp) => Promise<Partial<Call>>> = {
  [`POST ${ADMIN}/platforms/:id/image`]: async (t) => ({
    url: `${ADMIN}/platforms/${(await createPlatform(t.db)).id}/image`,
  }),
  [`POST ${ADMIN}/platforms/:id/csv/preview`]: async (t) => ({
    url: `${ADMIN}/platforms/${(await createPlatform(t.db)).id}/csv/preview`,
  }),
  [`POST ${ADMIN}/platforms/:id/csv/commit`]: async (t) => ({
    url: `${ADMIN}/platforms/${(await createPlatform(t.db)).id}/csv/commit`,
  }),
  'POST /api/r/casino-links': async (t) => {
    const platform = await createPlatform(t.db);
    return { fields: { platform_id: String(platform.id), username: `probe_${platform.id}` } };
  },
  'POST /api/r/challenges/:id/claim': async (t) => ({
    url: `/api/r/challenges/${(await createChallenge(t.db)).id}/claim`,
    fields: { description: 'Hit 612x on a 0.40 spin' },
  }),
  'POST /api/r/tickets': async () => ({
    fields: {
      title: 'x'.repeat(TICKET_TITLE_MIN),
      category: TICKET_CATEGORIES[0],
      description: 'y'.repeat(TICKET_DESCRIPTION_MIN),
    },
  }),
};

const keyOf = (r: RouteEntry) => `${r.method} ${r.url}`;

describe.each(testDialects())('every upload route goes through the pipeline (%s)', (dialect) => {
  let t: TestApp;
  let bomb: Buffer;
  let polyglot: Buffer;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    bomb = pngBomb();
    polyglot = await jpegPolyglot();
  });
  afterAll(() => t.close());

  const uploadRoutes = () => {
    const seen = new Set<string>();
    return t.app.routeTable.filter((r) => {
      if (!r.upload || seen.has(keyOf(r))) return false;
      seen.add(keyOf(r));
      return true;
    });
  };

  async function send(route: RouteEntry, file: { filename: string; type: string; bytes: Buffer }) {
    const admin = route.url.startsWith('/api/admin/');
    const role: RoleName = admin ? (route.minRole ?? 'moderator') : 'member';
    const call: Call = {
      session: await t.login(await createMember(t.db, { role })),
      url: route.url,
      fields: {},
      ...(await recipes[keyOf(route)]?.(t)),
    };
    const parts: MultipartPart[] = [
      ...Object.entries(call.fields).map(([name, value]) => ({ name, value })),
      { name: route.upload!.field, file },
    ];
    const body = multipartBody(parts);
    return t.app.inject({
      method: route.method as 'POST',
      url: call.url,
      headers: { ...headersOf(call.session), ...body.headers },
      payload: body.payload,
    });
  }

  /** Fails naming the route and its answer unless the status is in the given hundred. */
  function expectStatus(
    route: RouteEntry,
    res: { statusCode: number; body: string },
    hundred: number,
  ) {
    if (Math.floor(res.statusCode / 100) * 100 !== hundred)
      throw new Error(
        `${keyOf(route)} answered ${res.statusCode}, not ${hundred / 100}xx: ${res.body}`,
      );
  }

  const takesImages = (route: RouteEntry) => Boolean(route.upload!.images?.includes('image/jpeg'));

  it('finds the upload routes in the route table, each with what it accepts', () => {
    const keys = uploadRoutes().map(keyOf);
    // The routes known when this test was written; a new one is probed below as well.
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/admin/uploads',
        'POST /api/admin/engagement/images',
        'POST /api/admin/commerce/store/images',
        `POST ${ADMIN}/platforms/:id/image`,
        `POST ${ADMIN}/platforms/:id/csv/preview`,
        `POST ${ADMIN}/platforms/:id/csv/commit`,
        'POST /api/r/casino-links',
        'POST /api/r/challenges/:id/claim',
        'POST /api/r/profile/update',
        'POST /api/r/tickets',
      ]),
    );
    for (const route of uploadRoutes()) {
      expect(route.upload!.field).toMatch(/^\w+$/);
      expect(route.upload!.maxBytes).toBeGreaterThan(0);
    }
  });

  it('answers a decompression bomb 4xx on the file field, before decoding, and stores nothing', async () => {
    expect(bomb.length).toBeLessThan(100 * 1024);
    const header = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([header.width, header.height]).toEqual([20_000, 20_000]);
    for (const route of uploadRoutes()) {
      const before = storedFiles(t);
      const res = await send(route, { filename: 'bomb.png', type: 'image/png', bytes: bomb });
      expectStatus(route, res, 400);
      const body = res.json();
      expect({ route: keyOf(route), errors: body.errors }).toEqual({
        route: keyOf(route),
        errors: { [route.upload!.field]: [expect.any(String)] },
      });
      // An image route refuses it for its size in pixels; any other for its type.
      if (takesImages(route))
        expect({ route: keyOf(route), message: body.errors[route.upload!.field][0] }).toEqual({
          route: keyOf(route),
          message: expect.stringMatching(/4096/),
        });
      expect({ route: keyOf(route), stored: storedFiles(t) }).toEqual({
        route: keyOf(route),
        stored: before,
      });
    }
  });

  it('stores a JPEG with HTML appended re-encoded: no payload, no EXIF; other routes refuse it', async () => {
    const source = await sharp(polyglot).metadata();
    expect(source.exif).toBeDefined();
    expect(polyglot.includes(PAYLOAD)).toBe(true);
    for (const route of uploadRoutes()) {
      const before = new Set(storedFiles(t));
      const res = await send(route, { filename: 'x.jpg', type: 'image/jpeg', bytes: polyglot });
      const added = storedFiles(t).filter((f) => !before.has(f));
      if (!takesImages(route)) {
        expect({ route: keyOf(route), status: res.statusCode, added }).toEqual({
          route: keyOf(route),
          status: 400,
          added: [],
        });
        continue;
      }
      expectStatus(route, res, 200);
      expect({ route: keyOf(route), added: added.length }).toEqual({
        route: keyOf(route),
        added: 1,
      });
      const bytes = fs.readFileSync(path.join(t.config.dataDir, added[0]!));
      expect(added[0]).toMatch(/[0-9a-f]{32}\.jpg$/);
      expect(bytes.includes('<script')).toBe(false);
      expect(bytes.includes('exif-secret')).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect({ route: keyOf(route), format: meta.format, exif: meta.exif }).toEqual({
        route: keyOf(route),
        format: 'jpeg',
        exif: undefined,
      });
      expect([meta.width, meta.height]).toEqual([32, 24]);
    }
  });
});
