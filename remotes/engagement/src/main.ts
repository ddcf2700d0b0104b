// Async boundary: shared singletons are negotiated before the standalone app starts.
import('./bootstrap').catch((error: unknown) => console.error('Lobby failed to start', error));
