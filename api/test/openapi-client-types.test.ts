import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { openApiDocument } from './openapi-document';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const SHARED_SCHEMAS = path.join(REPO_ROOT, 'shared', 'src', 'schemas');
const OPENAPI_TYPESCRIPT_CLI = path.join(REPO_ROOT, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');

/**
 * (The files are written outside the repository, so they import the shared types by absolute path.)
 * What a client generated from the document must agree on with the shared types, both ways
 * (each assignable to the other): request bodies, answers and the error body.
 */
const ASSERTIONS = `
import type {
  AdminOverview, AuditPage, CryptoPrices, DepositBody, ErrorBody, LoginAnswer, LoginBody, LoginResponse, Plan, PlanInput, PlanSaved, PortfolioValue,
  SaveLocaleBody, Statistics, TransactionPage, User, UserListPage, UserPlan, WithdrawBody, UpdateProfileBody,
} from ${JSON.stringify(SHARED_SCHEMAS)};
import type { paths } from './openapi';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
function same<A, B>(_proof: Same<A, B>): void {}

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type RequestOf<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody: infer R } | { requestBody?: infer R } ? Json<R> : never;
type AnswerOf<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends { responses: infer R } ? (S extends keyof R ? Json<R[S]> : never) : never;

same<RequestOf<'/api/login', 'post'>, LoginBody>(true);
same<AnswerOf<'/api/login', 'post', 200>, LoginAnswer>(true);
same<AnswerOf<'/api/login/two-factor', 'post', 200>, LoginResponse>(true);
same<AnswerOf<'/api/login', 'post', 401>, ErrorBody>(true);
same<AnswerOf<'/api/me', 'post', 200>, User>(true);
same<AnswerOf<'/api/plans', 'get', 200>, Plan[]>(true);
same<RequestOf<'/api/create-plan', 'post'>, PlanInput>(true);
same<AnswerOf<'/api/create-plan', 'post', 201>, PlanSaved>(true);
same<AnswerOf<'/api/create-plan', 'post', 422>, ErrorBody>(true);
same<RequestOf<'/api/deposit', 'post'>, DepositBody>(true);
same<RequestOf<'/api/withdraw', 'post'>, WithdrawBody>(true);
same<RequestOf<'/api/update-profile', 'post'>, UpdateProfileBody>(true);
same<RequestOf<'/api/me/locale', 'put'>, SaveLocaleBody>(true);
same<AnswerOf<'/api/me/locale', 'put', 200>, User>(true);
same<AnswerOf<'/api/get-user-plans', 'get', 200>, UserPlan[]>(true);
same<AnswerOf<'/api/transactions', 'get', 200>, TransactionPage>(true);
same<AnswerOf<'/api/user-statictics/{userId}', 'get', 200>, Statistics>(true);
same<AnswerOf<'/api/users', 'get', 200>, UserListPage>(true);
same<AnswerOf<'/api/crypto-prices', 'get', 200>, CryptoPrices>(true);
same<AnswerOf<'/api/admin-overview', 'get', 200>, AdminOverview>(true);
same<AnswerOf<'/api/portfolio/value', 'get', 200>, PortfolioValue>(true);
same<AnswerOf<'/api/audit-log', 'get', 200>, AuditPage>(true);
`;

/** The proof must be able to fail: a type the document does not describe this way. */
const WRONG_ASSERTION = `same<AnswerOf<'/api/me', 'post', 200>, LoginResponse>(true);\n`;

function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    // The repository's library (tsconfig.base.json, the shared rules format with ES2023's Intl) and the DOM's, as the default had.
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : null;
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    return `${diagnostic.file ? path.basename(diagnostic.file.fileName) : ''}${where ? `:${where.line + 1}` : ''} ${text}`;
  });
}

describe('a client generated from the OpenAPI document (openapi-typescript)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcvest-client-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  beforeAll(async () => {
    const { document } = await openApiDocument();
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document));
    // The CLI, in its own process: openapi-typescript is an ES module.
    execFileSync(process.execPath, [OPENAPI_TYPESCRIPT_CLI, path.join(dir, 'openapi.json'), '-o', path.join(dir, 'openapi.ts')], { stdio: 'pipe' });
  }, 60_000);

  it('has the request and answer types of the shared schemas', () => {
    fs.writeFileSync(path.join(dir, 'client.ts'), ASSERTIONS);
    expect(typeErrors(path.join(dir, 'client.ts'))).toEqual([]);
  }, 60_000);

  it('would report a type the document describes otherwise', () => {
    fs.writeFileSync(path.join(dir, 'wrong.ts'), ASSERTIONS + WRONG_ASSERTION);
    expect(typeErrors(path.join(dir, 'wrong.ts'))).toEqual([expect.stringMatching(/^wrong\.ts:\d+ Argument of type 'true' is not assignable/)]);
  }, 60_000);
});
