import type { ReactNode } from 'react';
import { SkipLink } from './skip-link';
import { TopNav } from './top-nav';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <TopNav />
      <main id="main" className="public-main">
        {children}
      </main>
    </>
  );
}
