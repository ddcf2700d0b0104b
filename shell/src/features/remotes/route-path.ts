/** '/tickets/:id/' → '/tickets/:id'; 'store' → '/store'; '' → '/'. */
export function normalizeRoutePath(path: string): string {
  const p = `/${path.trim().replace(/^\/+/, '')}`;
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}
