// Async boundary: the shared singletons are negotiated before the shell starts.
import('./bootstrap');
