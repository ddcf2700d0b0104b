import { cleanHandle, kickUrl, socialLinks } from './social';

describe('socialLinks', () => {
  it('builds X, YouTube, Instagram and TikTok links from the handles set', () => {
    expect(
      socialLinks({
        twitter_user: 'spin',
        youtube_user: '@SpinTV',
        instagram_user: null,
        tiktok_user: ' spin.wiz ',
      }),
    ).toEqual([
      { network: 'x', label: 'X', handle: 'spin', url: 'https://x.com/spin' },
      {
        network: 'youtube',
        label: 'YouTube',
        handle: 'SpinTV',
        url: 'https://www.youtube.com/@SpinTV',
      },
      {
        network: 'tiktok',
        label: 'TikTok',
        handle: 'spin.wiz',
        url: 'https://www.tiktok.com/@spin.wiz',
      },
    ]);
  });

  it('leaves out empty handles', () => {
    expect(
      socialLinks({
        twitter_user: '',
        youtube_user: '  ',
        instagram_user: null,
        tiktok_user: null,
      }),
    ).toEqual([]);
  });
});

describe('cleanHandle', () => {
  it('accepts a pasted profile link or an @handle', () => {
    expect(cleanHandle('https://x.com/spinwizard')).toBe('spinwizard');
    expect(cleanHandle('instagram.com/reel.queen/')).toBe('reel.queen');
    expect(cleanHandle('@@lou')).toBe('lou');
  });

  it('refuses text that is no handle', () => {
    expect(cleanHandle('two words')).toBeNull();
    expect(cleanHandle('@')).toBeNull();
    expect(cleanHandle(null)).toBeNull();
  });
});

it('links the Kick channel', () => {
  expect(kickUrl('spin wizard')).toBe('https://kick.com/spin%20wizard');
});
