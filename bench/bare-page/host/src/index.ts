// The async boundary lets the federation runtime agree on shared singletons before React loads, as in the shell.
import('./bootstrap');
