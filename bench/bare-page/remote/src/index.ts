// The remote is only loaded through federation; its own page is not measured.
import('./hero');
