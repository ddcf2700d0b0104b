import { useDocumentTitle } from '../../features/layout/hooks/use-document-title';

/** Titles an admin screen "{site name} - Admin - {title}". */
export function useAdminTitle(title: string): void {
  useDocumentTitle(title ? `Admin - ${title}` : 'Admin');
}
