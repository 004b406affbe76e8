import type { ReactNode } from 'react';
import { TopNav } from './top-nav';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopNav />
      <main id="main" className="public-main">
        {children}
      </main>
    </>
  );
}
