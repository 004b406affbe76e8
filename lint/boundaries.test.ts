import path from 'node:path';
import { ESLint } from 'eslint';
import { findCycles, importGraph } from './cycles';

const root = path.resolve(__dirname, '..');
// The project's own config, passed in: ESLint would load the file with a dynamic import, which Jest refuses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const eslint = new ESLint({ cwd: root, ignore: false, overrideConfigFile: true, overrideConfig: require('../eslint.config.cjs') });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('npm run lint enforces the layers', () => {
  test('a remote importing another remote fails', async () => {
    const code = "import { routes } from '../../../../remote-public/src/routes';\nexport default routes;\n";
    expect(await ruleIdsFor('remote-admin/src/features/manage-plans/fixture.ts', code)).toContain('import-x/no-restricted-paths');
  });

  test('the shell importing a remote fails', async () => {
    const code = "import PublicRoutes from '../../../remote-public/src/routes';\nexport default PublicRoutes;\n";
    expect(await ruleIdsFor('shell/src/remotes/fixture.ts', code)).toContain('import-x/no-restricted-paths');
  });

  test('shared importing a remote fails', async () => {
    const code = "import { routes } from '../../remote-investor/src/routes';\nexport default routes;\n";
    expect(await ruleIdsFor('shared/src/fixture.ts', code)).toContain('import-x/no-restricted-paths');
  });

  test('a feature importing another feature of its remote fails, its own files pass', async () => {
    const across = "import { BuyPlanPage } from '../buy-plan/buy-plan-page';\nexport default BuyPlanPage;\n";
    const within = "import { OverviewPage } from './overview-page';\nexport default OverviewPage;\n";
    expect(await ruleIdsFor('remote-investor/src/features/overview/fixture.ts', across)).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('remote-investor/src/features/overview/fixture.ts', within)).toEqual([]);
  });

  test("a feature may import its remote's components; a component importing a feature fails", async () => {
    const fromFeature = "import { SiteFooter } from '../../components/site-footer';\nexport default SiteFooter;\n";
    const fromComponent = "import { HomePage } from '../features/home/home-page';\nexport default HomePage;\n";
    expect(await ruleIdsFor('remote-public/src/features/home/fixture.ts', fromFeature)).toEqual([]);
    expect(await ruleIdsFor('remote-public/src/components/fixture.ts', fromComponent)).toContain('import-x/no-restricted-paths');
  });

  test("a feature may import its remote's api module; that module importing a feature fails", async () => {
    const fromFeature = "import { useGetUserQuery } from '../../api/user';\nexport default useGetUserQuery;\n";
    const fromApi = "import { PAGE_SIZE } from '../features/manage-users/api';\nexport default PAGE_SIZE;\n";
    expect(await ruleIdsFor('remote-admin/src/features/manage-plans/fixture.ts', fromFeature)).toEqual([]);
    expect(await ruleIdsFor('remote-admin/src/api/fixture.ts', fromApi)).toContain('import-x/no-restricted-paths');
  });

  test('in the admin remote too, a feature may import its components; a component importing a feature fails', async () => {
    const fromFeature = "import { SingleApproverNotice } from '../../components/four-eyes';\nexport default SingleApproverNotice;\n";
    const fromComponents = "import { PAGE_SIZE } from '../features/manage-users/api';\nexport default PAGE_SIZE;\n";
    expect(await ruleIdsFor('remote-admin/src/features/manage-plans/fixture.ts', fromFeature)).toEqual([]);
    expect(await ruleIdsFor('remote-admin/src/components/fixture.ts', fromComponents)).toContain('import-x/no-restricted-paths');
  });

  test('the API importing the root of shared (React, store, UI) fails; its rules pass', async () => {
    const ui = "import { Button } from '@arcvest/shared';\nexport default Button;\n";
    const rules = "import { COINS } from '@arcvest/shared/rules';\nexport default COINS;\n";
    expect(await ruleIdsFor('api/src/fixture.ts', ui)).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('api/src/fixture.ts', rules)).toEqual([]);
  });

  test("the API's code importing the component tests' route table fails; an API test passes", async () => {
    const table = "import { API_ROUTES } from '@arcvest/shared/test/api-routes';\nexport default API_ROUTES;\n";
    expect(await ruleIdsFor('api/src/fixture.ts', table)).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('api/test/fixture.test.ts', table)).toEqual([]);
  });

  test('an API route importing db/ fails; one calling a service passes', async () => {
    const database = "import type { Db } from '../../db/database';\nexport type Handle = Db;\n";
    const repository = "import { findUserById } from '../../db/repositories/users';\nexport default findUserById;\n";
    const service = "import type { UserManagementService } from '../../services/user-management';\nexport type Users = UserManagementService;\n";
    expect(await ruleIdsFor('api/src/routes/fixture/index.ts', database)).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('api/src/routes/fixture/index.ts', repository)).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('api/src/routes/fixture/index.ts', service)).toEqual([]);
  });

  test('data access importing a service or a route fails, a service importing a route fails; a service calling db/ passes', async () => {
    const service = "import type { Services } from '../../services';\nexport type All = Services;\n";
    const route = "import { attemptsLimit } from '../../routes/auth';\nexport default attemptsLimit;\n";
    const repository = "import { findUserById } from '../db/repositories/users';\nexport default findUserById;\n";
    expect(await ruleIdsFor('api/src/db/repositories/fixture.ts', service)).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('api/src/db/repositories/fixture.ts', route)).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsFor('api/src/services/fixture.ts', "import { attemptsLimit } from '../routes/auth';\nexport default attemptsLimit;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIdsFor('api/src/services/fixture.ts', repository)).toEqual([]);
  });

  test('a front end importing a value from the schemas fails; a type passes', async () => {
    const value = "import { User } from '@arcvest/shared/schemas';\nexport default User;\n";
    const type = "import type { User } from '@arcvest/shared/schemas';\nexport type Shown = User;\n";
    expect(await ruleIdsFor('remote-investor/src/features/overview/fixture.ts', value)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIdsFor('remote-investor/src/features/overview/fixture.ts', type)).toEqual([]);
  });

  test('an API service importing kysely fails; one taking Db from db/database passes, and a repository may use kysely', async () => {
    const builder = "import { sql } from 'kysely';\nexport const one = sql`select 1`;\n";
    const types = "import type { Transaction } from 'kysely';\nexport type Trx = Transaction<unknown>;\n";
    const database = "import type { Db } from '../db/database';\nexport type Handle = Db;\n";
    expect(await ruleIdsFor('api/src/services/fixture.ts', builder)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIdsFor('api/src/services/fixture.ts', types)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIdsFor('api/src/services/fixture.ts', database)).toEqual([]);
    expect(await ruleIdsFor('api/src/db/repositories/fixture.ts', builder)).toEqual([]);
  });

  test('a file or folder not in kebab-case fails; kebab-case passes', async () => {
    const code = 'export const answer = 42;\n';
    expect(await ruleIdsFor('remote-admin/src/features/manage-users/UserCard.tsx', code)).toContain('check-file/filename-naming-convention');
    expect(await ruleIdsFor('remote-admin/src/features/manageUsers/user-card.tsx', code)).toContain('check-file/folder-naming-convention');
    expect(await ruleIdsFor('remote-admin/src/features/manage-users/user-card.test.tsx', code)).toEqual([]);
  });

  test('importing a style sheet or asset not named in kebab-case fails', async () => {
    const misnamed = "import './manageUsers.css';\n";
    const named = "import './manage-users.css';\n";
    expect(await ruleIdsFor('remote-admin/src/features/manage-users/fixture.ts', misnamed)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('remote-admin/src/features/manage-users/fixture.ts', named)).toEqual([]);
  });

  test('in the front ends, a hook called conditionally and an image without a text alternative fail', async () => {
    const conditionalHook =
      "import { useState } from 'react';\nexport function Panel({ open }: { open: boolean }) {\n  if (open) useState(0);\n  return null;\n}\n";
    const image = 'export const Logo = () => <img src="logo.svg" />;\n';
    expect(await ruleIdsFor('remote-investor/src/features/overview/fixture.tsx', conditionalHook)).toContain('react-hooks/rules-of-hooks');
    expect(await ruleIdsFor('shared/src/ui/fixture.tsx', image)).toContain('jsx-a11y-x/alt-text');
    expect(await ruleIdsFor('shared/src/ui/fixture.tsx', 'export const Logo = ({ name }: { name: string }) => <img src="logo.svg" alt={name} />;\n')).toEqual(
      [],
    );
  });

  test('in the folders whose texts are messages, English written into JSX fails; their tests may write it', async () => {
    const text = 'export const Close = () => <button type="button">Close</button>;\n';
    const label = 'export const Close = () => <button type="button" aria-label="Close dialog">×</button>;\n';
    expect(await ruleIdsFor('shared/src/ui/fixture.tsx', text)).toEqual(['no-restricted-syntax']);
    expect(await ruleIdsFor('shared/src/ui/fixture.tsx', label)).toEqual(['no-restricted-syntax']);
    expect(await ruleIdsFor('shared/src/ui/fixture.test.tsx', text)).toEqual([]);
  });

  test('the cycle check finds a cycle of value imports', () => {
    const dir = path.join(__dirname, 'fixtures/value-cycle');
    const graph = importGraph(path.join(root, 'tsconfig.base.json'), [path.join(dir, 'a.ts'), path.join(dir, 'b.ts')]);
    expect(findCycles(graph)).toEqual([[path.join(dir, 'a.ts'), path.join(dir, 'b.ts')]]);
  });

  test('the cycle check finds a cycle of type-only imports', () => {
    const dir = path.join(__dirname, 'fixtures/type-cycle');
    const graph = importGraph(path.join(root, 'tsconfig.base.json'), [path.join(dir, 'config.ts'), path.join(dir, 'service.ts')]);
    expect(findCycles(graph)).toEqual([[path.join(dir, 'config.ts'), path.join(dir, 'service.ts')]]);
  });

  test('findCycles reports each strongly connected group once and ignores chains', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });
});
