import path from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { operationsOf, openApiDocument } from './openapi-document';
import type { RegisteredRoute } from './route-listing';

const REDOCLY_CONFIG = path.resolve(__dirname, '..', '..', 'redocly.yaml');

/** Fastify's `/api/edit-plan/:id` as the document writes it: `/api/edit-plan/{id}`. */
function documentedPath(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, '{$1}');
}

describe('the OpenAPI document', () => {
  it("states each operation's access rule as its security, with an operationId and the 4xx answers of its rule", async () => {
    const { document, routes } = await openApiDocument();
    const ruleOf = new Map(routes.map((route: RegisteredRoute) => [`${route.method.toLowerCase()} ${documentedPath(route.url)}`, route.access]));
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(50);

    const problems: string[] = [];
    for (const { method, path: url, operation } of operations) {
      const name = `${method} ${url}`;
      const access = ruleOf.get(name);
      if (!access) problems.push(`${name}: no access rule`);
      const expected = access === 'visitor' ? [] : [{ bearerAuth: [] }];
      if (JSON.stringify(operation.security) !== JSON.stringify(expected))
        problems.push(`${name}: security ${JSON.stringify(operation.security)} for rule ${access}`);
      if (!operation.operationId) problems.push(`${name}: no operationId`);
      const statuses = Object.keys(operation.responses);
      const required = [...(access === 'visitor' ? [] : ['401', '403']), ...(operation.parameters?.length || operation.requestBody ? ['422'] : [])];
      for (const status of required) if (!statuses.includes(status)) problems.push(`${name}: no ${status} answer`);
    }
    expect(problems).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the public URL from the configuration as its server, or the origin it is served from', async () => {
    expect((await openApiDocument({ publicUrl: 'https://invest.example.org' })).document.servers).toEqual([
      expect.objectContaining({ url: 'https://invest.example.org' }),
    ]);
    expect((await openApiDocument()).document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it("passes Redocly's recommended lint (redocly.yaml) with no error", async () => {
    const { document } = await openApiDocument();
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: path.resolve(__dirname, 'openapi.json'),
      config: await loadConfig({ configPath: REDOCLY_CONFIG }),
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    const warnings = problems.filter((problem) => problem.severity === 'warn');
    const summary = (list: typeof problems) => list.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    console.log(
      `[redocly lint, recommended] ${errors.length} errors, ${warnings.length} warnings${warnings.length ? `:\n  ${summary(warnings).join('\n  ')}` : ''}`,
    );
    expect(summary(errors)).toEqual([]);
  });
});
