import { useEffect } from 'react';
import { useSessionStore } from '@lobby/shared-api';

/** Titles the document "{site name} - {page}" (just the site name when `page` is null). */
export function useDocumentTitle(page: string | null): void {
  const siteName = useSessionStore((s) => s.settings.site_name);
  useEffect(() => {
    document.title = page ? `${siteName} - ${page}` : siteName;
  }, [siteName, page]);
}
