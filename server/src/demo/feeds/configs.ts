import { FAKE_FEED_CREDENTIALS } from './fake-feeds';
import type { FakePlatform } from './fake-feeds';

/**
 * Feed settings that point each adapter at a running fake (for the seed and e2e): the same
 * objects an admin would save, ready for `validateFeedConfig(kind, config)`.
 * `fakeFeedBaseUrl` is the fake's origin, e.g. `http://127.0.0.1:4600`.
 */
export function fakeFeedConfigs(fakeFeedBaseUrl: string) {
  const base = (p: FakePlatform) => `${fakeFeedBaseUrl.replace(/\/+$/, '')}/${p}`;
  const c = FAKE_FEED_CREDENTIALS;
  return {
    roobet: {
      kind: 'roobet',
      config: { baseUrl: base('roobet'), token: c.roobet.token, userId: c.roobet.userId },
    },
    rainbet: {
      kind: 'rainbet',
      config: { baseUrl: base('rainbet'), key: c.rainbet.key, feedTimeZone: 'UTC' },
    },
    goated: { kind: 'goated', config: { baseUrl: base('goated'), code: c.goated.code } },
    shuffle: {
      kind: 'shuffle',
      config: {
        baseUrl: base('shuffle'),
        secret: c.shuffle.secret,
        campaignCodes: [c.shuffle.campaignCode, 'LOBBYVIP'],
      },
    },
    generic: {
      kind: 'generic-json',
      config: {
        url: `${base('generic')}/api/wagers`,
        secretIn: 'header',
        secretName: c.generic.headerName,
        secret: c.generic.secret,
        listPath: 'result.players',
        usernamePath: 'player.name',
        wageredPath: 'stats.wagered',
        weightedPath: 'stats.weighted',
        favoriteGamePath: 'topGame',
        startParam: 'from',
        endParam: 'to',
        rangeFormat: 'iso',
      },
    },
    clash: {
      kind: 'clash',
      config: { baseUrl: base('clash'), token: c.clash.token, cookie: c.clash.cookie },
    },
    gamdom: { kind: 'gamdom', config: { baseUrl: base('gamdom'), key: c.gamdom.key } },
    chicken: { kind: 'chicken', config: { baseUrl: base('chicken'), key: c.chicken.key } },
    packdraw: { kind: 'packdraw', config: { baseUrl: base('packdraw'), key: c.packdraw.key } },
  } as const;
}
