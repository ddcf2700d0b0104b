// Async boundary: the shared singletons are negotiated before the standalone app starts.
import('./bootstrap');
