import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfigResponse } from '@arcvest/shared/schemas';
import { INLINE_CONFIG_ID } from '@arcvest/shared/rules';
import type { Config } from '../../config';
import type { DeploymentService } from '../../services/deployments';
import { rememberServed, type Visitor } from './visitor';

/**
 * What the shell and the remotes read at start (shared `RuntimeConfig`), with this visitor's remotes:
 * each remote's manifest is the operator's URL if set, else the version the remote's deploy pointer
 * names for the visitor's canary bucket (read on every request, so a deploy, rollback or canary
 * change applies at the next page load), else the plain build. Remembers, in the visitor's signed
 * cookie, the versions named (only a report of one of them is counted: docs/deployment.md).
 */
export function visitorRuntimeConfig(
  config: Config,
  deployments: DeploymentService,
  request: FastifyRequest,
  reply: FastifyReply,
  visitor: Visitor,
): RuntimeConfigResponse {
  const { manifests, versions } = deployments.manifestsFor(visitor.bucket);
  rememberServed(request, reply, visitor.cookie, versions, deployments.signCookie);
  return {
    apiBaseUrl: '/api',
    remotes: manifests,
    site: { ...config.site, certificateUrl: '/certificate' },
    demo: config.demo,
    serverVersion: config.serverVersion,
    explorerTxUrls: config.chains.explorerTxUrls,
  };
}

/**
 * The config as a JSON script tag for the page's HTML, so the shell starts without asking for
 * /config.json (one round trip less before anything can load). `<` is escaped so no value can close
 * the tag. `data-per-user` says a canary runs: the page was answered by cookie only (a page request
 * carries no token), so a signed-in user's shell asks /config.json for their own bucket.
 */
export function inlineConfigTag(runtimeConfig: RuntimeConfigResponse, canaryRunning: boolean): string {
  const json = JSON.stringify(runtimeConfig).replace(/</g, '\\u003c');
  return `<script id="${INLINE_CONFIG_ID}" type="application/json"${canaryRunning ? ' data-per-user' : ''}>${json}</script>`;
}
