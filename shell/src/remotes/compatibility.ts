import { inEnglish, type Translate } from '@arcvest/shared/rules';

/**
 * Whether a remote built against some shared libraries can run on the ones the shell provides.
 * React and react-dom are one copy on the page, and `@arcvest/shared`'s version is its contract
 * (the store, the API slice and the routes it exposes): its major version goes up on a breaking
 * change, its minor on an addition. A remote runs when each has the shell's major version (minor
 * too, below 1.0) and no later minor: an older compatible build still loads, and one built against
 * something the shell does not have yet (a new export) is refused with its reason rather than
 * failing on the missing part.
 */
export const CHECKED_LIBRARIES = ['react', 'react-dom', '@arcvest/shared'] as const;

export interface Mismatch {
  library: string;
  builtAgainst: string | null;
  provided: string;
}

/** The leading numbers that must match (the major, or major.minor for 0.x versions) and the minor. */
function parse(version: string): { line: string; minor: number } | null {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) return null;
  return { line: match[1] === '0' ? `0.${match[2]}` : match[1], minor: Number(match[2]) };
}

/** Whether a build against `theirs` can use `mine`: the same line, and no minor `mine` lacks. */
function runsOn(theirs: string, mine: string): boolean {
  const [built, provided] = [parse(theirs), parse(mine)];
  return built !== null && provided !== null && built.line === provided.line && built.minor <= provided.minor;
}

export function findMismatches(builtAgainst: Record<string, string>, provided: Record<string, string>): Mismatch[] {
  const mismatches: Mismatch[] = [];
  for (const library of CHECKED_LIBRARIES) {
    const mine = provided[library];
    if (mine === undefined) continue;
    const theirs = builtAgainst[library] ?? null;
    if (theirs === null || !runsOn(theirs, mine)) {
      mismatches.push({ library, builtAgainst: theirs, provided: mine });
    }
  }
  return mismatches;
}

const MISMATCH_TEXTS = {
  sharedCode: /*i18n*/ {
    id: 'shell.area.builtForOtherSharedCode',
    message: "This part was built for a different version of the site's shared code, so it cannot run here until it is rebuilt.",
  },
  react: /*i18n*/ {
    id: 'shell.area.builtForOtherReact',
    message: 'This part was built for a different version of React, so it cannot run here until it is rebuilt.',
  },
};

/** For the user: what is wrong, without version numbers (those go to the console); English for the reports. */
export function describeMismatches(mismatches: Mismatch[], translate: Translate = inEnglish): string {
  const contract = mismatches.some((mismatch) => mismatch.library === '@arcvest/shared');
  return translate(contract ? MISMATCH_TEXTS.sharedCode : MISMATCH_TEXTS.react);
}

export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remoteVersion: string,
    readonly mismatches: Mismatch[],
  ) {
    super(describeMismatches(mismatches));
    this.name = 'IncompatibleRemoteError';
  }
}
