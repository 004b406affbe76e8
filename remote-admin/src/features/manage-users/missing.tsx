/** Said in place of a fact the user has not given yet. */
export function Missing({ children }: { children: string }) {
  return <span className="user-fact-missing">{children}</span>;
}
