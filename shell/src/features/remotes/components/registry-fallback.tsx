import { useDocumentTitle } from '../../layout/hooks/use-document-title';
import { RemoteFallback } from './remote-fallback';

/** Shown for every remote path when the remote registry (remotes.json) could not be fetched. */
export function RegistryFallback({ onRetry }: { onRetry: () => Promise<void> }) {
  useDocumentTitle(null);
  return <RemoteFallback name="remotes.json" onRetry={onRetry} />;
}
