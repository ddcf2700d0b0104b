import { SOCIAL_NETWORKS, socialHref } from './social-networks';

describe('social networks', () => {
  it('builds each network’s profile address from a handle, without the @ and encoded', () => {
    expect(SOCIAL_NETWORKS.kick.profileUrl('spin wizard')).toBe('https://kick.com/spin%20wizard');
    expect(SOCIAL_NETWORKS.x.profileUrl('@spin')).toBe('https://x.com/spin');
    expect(SOCIAL_NETWORKS.youtube.profileUrl('SpinTV')).toBe('https://www.youtube.com/@SpinTV');
    expect(SOCIAL_NETWORKS.instagram.profileUrl('reel.queen')).toBe(
      'https://www.instagram.com/reel.queen',
    );
    expect(SOCIAL_NETWORKS.tiktok.profileUrl('@spin.wiz')).toBe('https://www.tiktok.com/@spin.wiz');
    expect(SOCIAL_NETWORKS.discord.profileUrl('abc')).toBe('https://discord.gg/abc');
  });

  it('keeps a full URL, completes a bare domain path and treats the rest as a handle', () => {
    expect(socialHref('discord', ' https://discord.gg/abc ')).toBe('https://discord.gg/abc');
    expect(socialHref('x', 'x.com/spincity')).toBe('https://x.com/spincity');
    expect(socialHref('instagram', '@spincity')).toBe('https://www.instagram.com/spincity');
    expect(socialHref('tiktok', '  ')).toBeNull();
    expect(socialHref('kick', null)).toBeNull();
  });
});
