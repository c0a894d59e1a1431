// The async boundary lets Module Federation negotiate the shared singletons before any import.
import('./bootstrap');
