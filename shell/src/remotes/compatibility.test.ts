import { describeMismatches, findMismatches } from './compatibility';

const SHELL = { react: '19.3.1', 'react-dom': '19.3.1', '@arcvest/shared': '1.4.0' };

describe('findMismatches', () => {
  it('accepts an older build within the same major versions', () => {
    expect(findMismatches({ react: '19.0.0', 'react-dom': '19.0.0', '@arcvest/shared': '1.0.0' }, SHELL)).toEqual([]);
  });

  it('refuses another shared contract or React major, and a remote that does not share them', () => {
    expect(findMismatches({ react: '19.3.1', 'react-dom': '19.3.1', '@arcvest/shared': '2.0.0' }, SHELL)).toEqual([
      { library: '@arcvest/shared', builtAgainst: '2.0.0', provided: '1.4.0' },
    ]);
    expect(findMismatches({ react: '18.3.1', 'react-dom': '18.3.1', '@arcvest/shared': '1.0.0' }, SHELL).map((m) => m.library)).toEqual(['react', 'react-dom']);
    expect(findMismatches({ react: '19.3.1', 'react-dom': '19.3.1' }, SHELL)).toEqual([{ library: '@arcvest/shared', builtAgainst: null, provided: '1.4.0' }]);
  });

  it('refuses a build against a later minor than the shell has: it may use what the shell lacks', () => {
    expect(findMismatches({ react: '19.3.1', 'react-dom': '19.3.1', '@arcvest/shared': '1.5.0' }, SHELL)).toEqual([
      { library: '@arcvest/shared', builtAgainst: '1.5.0', provided: '1.4.0' },
    ]);
    expect(findMismatches({ react: '19.4.0', 'react-dom': '19.4.0', '@arcvest/shared': '1.4.2' }, SHELL).map((m) => m.library)).toEqual(['react', 'react-dom']);
  });

  it('treats each 0.x minor as its own contract', () => {
    expect(findMismatches({ '@arcvest/shared': '0.3.9' }, { '@arcvest/shared': '0.3.0' })).toEqual([]);
    expect(findMismatches({ '@arcvest/shared': '0.2.0' }, { '@arcvest/shared': '0.3.0' })).toHaveLength(1);
  });
});

it('explains a mismatch in words, without versions', () => {
  expect(describeMismatches([{ library: '@arcvest/shared', builtAgainst: '2.0.0', provided: '1.0.0' }])).toMatch(/shared code.*rebuilt/);
  expect(describeMismatches([{ library: 'react', builtAgainst: '18.0.0', provided: '19.0.0' }])).toMatch(/React/);
  expect(describeMismatches([{ library: 'react', builtAgainst: '18.0.0', provided: '19.0.0' }])).not.toMatch(/\d/);
});
