/**
 * Resolves a stored image reference to a URL the browser can load: a site path ('/media/…')
 * gets the base path, an absolute URL stays as is.
 */
export function mediaUrl(basePath: string, value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || value.startsWith('data:')) return value;
  if (value.startsWith('/')) return `${basePath}${value}`;
  return null;
}

/**
 * A member's avatar URL: a local path or URL as is, otherwise the avatar hash on the
 * chat platform's CDN (needs the discord id).
 */
export function avatarUrl(
  basePath: string,
  user: { discord_id: string | null; avatar: string | null },
): string | null {
  const { avatar, discord_id } = user;
  if (!avatar) return null;
  if (avatar.startsWith('/') || /^https?:\/\//i.test(avatar)) return mediaUrl(basePath, avatar);
  if (!discord_id) return null;
  const ext = avatar.startsWith('a_') ? 'gif' : 'png';
  return `https://cdn.discordapp.com/avatars/${encodeURIComponent(discord_id)}/${encodeURIComponent(avatar)}.${ext}`;
}
