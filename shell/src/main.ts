// Async boundary: the shared singletons are negotiated before the shell starts.
import('./bootstrap').catch((error: unknown) => console.error('Lobby failed to start', error));
