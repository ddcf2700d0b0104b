/** The credentials the fake feeds accept (demo values, not secrets of any real platform). */
export const FAKE_FEED_CREDENTIALS = {
  roobet: { token: 'fake-roobet-token-7f3a9c2e41', userId: 'lobby-affiliate-1001' },
  rainbet: { key: 'fake-rainbet-key-51d0b8aa93' },
  goated: { code: 'FAKEGOATED42CODE', token: 'fake-goated-token-7d1e90c2' },
  shuffle: { secret: 'fake-shuffle-secret-c4e19d07', campaignCode: 'LOBBY' },
  generic: { headerName: 'X-Api-Key', secret: 'fake-generic-key-0b7e55d1' },
  clash: { token: 'fake-clash-token-3e8b61f0a2', cookie: 'cf_clearance=fake-clash-cookie-95c2' },
  gamdom: { key: 'fake-gamdom-key-a41c7e93' },
  chicken: { key: 'fake-chicken-key-6d2f08b5' },
  packdraw: { key: 'fake-packdraw-key-c07a9e14' },
} as const;
