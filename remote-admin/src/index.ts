// Entry when this remote runs on its own; the shell loads ./routes through federation instead.
import('./standalone');
