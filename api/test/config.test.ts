import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../src/config';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      demo: true,
      databaseUrl: null,
      sqliteFile: path.join(REPO_ROOT, 'data', 'arcvest.sqlite'),
      scryptCost: 17,
      tokenTtlHours: 12,
      tokenIdleMinutes: 60,
      rateLimitMax: 10,
      corsOrigins: [],
      admin: null,
      webRoot: REPO_ROOT,
      trustProxy: false,
      publicUrl: null,
    });
    expect(config.certificateFile).toBe(path.join(REPO_ROOT, 'api', 'assets', 'sample-certificate.pdf'));
  });

  it('reads the withdrawal hold and the daily limits in whole dollars, 0 for none', () => {
    expect(loadConfig({})).toMatchObject({ withdrawalAddressHoldHours: 24, dailyWithdrawalLimits: { 1: 1_000_00, 2: 5_000_00 } });
    const config = loadConfig({ WITHDRAWAL_ADDRESS_HOLD_HOURS: '0', WITHDRAWAL_DAILY_LIMIT_LEVEL_1: '0', WITHDRAWAL_DAILY_LIMIT_LEVEL_3: '25000' });
    expect(config.withdrawalAddressHoldHours).toBe(0);
    expect(config.dailyWithdrawalLimits).toEqual({ 2: 5_000_00, 3: 25_000_00 });
    expect(() => loadConfig({ WITHDRAWAL_DAILY_LIMIT_LEVEL_2: '12.5' })).toThrow(/WITHDRAWAL_DAILY_LIMIT_LEVEL_2 must be a whole number/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db/app',
      SQLITE_FILE: ':memory:',
      ADMIN_USERNAME: 'root',
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'long-enough-pass',
      CORS_ORIGINS: 'https://a.example, https://b.example:8443',
      SCRYPT_COST: '15',
      TOKEN_TTL_HOURS: '2',
      TOKEN_IDLE_MINUTES: '15',
      RATE_LIMIT_MAX: '5',
      REMOTE_ADMIN_URL: 'https://cdn.example/admin/mf-manifest.json',
      SITE_NAME: 'Acme',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://invest.example/',
      AUTH_SECRET: 'a-production-secret-of-32-characters!',
      DEPLOY_DIR: '/srv/arcvest/deployments',
    });
    expect(config).toMatchObject({
      port: 8080,
      demo: false,
      databaseUrl: 'postgres://u@db/app',
      sqliteFile: ':memory:',
      admin: { username: 'root', email: 'root@example.com', password: 'long-enough-pass' },
      corsOrigins: ['https://a.example', 'https://b.example:8443'],
      scryptCost: 15,
      tokenTtlHours: 2,
      tokenIdleMinutes: 15,
      rateLimitMax: 5,
      site: expect.objectContaining({ name: 'Acme' }),
      trustProxy: true,
      publicUrl: 'https://invest.example',
      authSecret: 'a-production-secret-of-32-characters!',
    });
    expect(config.remotes.admin).toBe('https://cdn.example/admin/mf-manifest.json');
    expect(config.deployDir).toBe('/srv/arcvest/deployments');
  });

  it('allows the pseudo-locale only with I18N_PSEUDO=1', () => {
    expect(loadConfig({}).i18nPseudo).toBe(false);
    expect(loadConfig({ I18N_PSEUDO: '0' }).i18nPseudo).toBe(false);
    expect(loadConfig({ I18N_PSEUDO: '1' }).i18nPseudo).toBe(true);
    expect(() => loadConfig({ I18N_PSEUDO: 'yes' })).toThrow(/I18N_PSEUDO must be one of 0, 1/);
  });

  it('lists every bad variable in one error', () => {
    let message = '';
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SCRYPT_COST: '30',
        CORS_ORIGINS: 'https://ok.example,https://bad.example/path',
        ADMIN_EMAIL: 'nope',
        TOKEN_TTL_HOURS: '-1',
        RATE_LIMIT_MAX: '0',
        REMOTE_PUBLIC_URL: 'remotes/public',
        DEMO_PASSWORD: 'short',
        PUBLIC_URL: 'invest.example',
        REMOTE_INVESTOR_URL: 'https://cdn.example/investor/remoteEntry.js',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SCRYPT_COST',
      'CORS_ORIGINS',
      'ADMIN_USERNAME',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'TOKEN_TTL_HOURS',
      'RATE_LIMIT_MAX',
      'REMOTE_PUBLIC_URL',
      'DEMO_PASSWORD',
      'REMOTE_INVESTOR_URL',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).toContain('  - PUBLIC_URL must be a URL');
    expect(message).not.toContain('https://ok.example"');
  });

  it('switches a chain source on by its URL: TRON with the USDT contract (mainnet’s by default), its key and confirmations; XRP and SOL by URL alone', () => {
    expect(loadConfig({}).chains).toMatchObject({ tron: null, xrp: null, sol: null });
    expect(
      loadConfig({ TRON_API_URL: 'https://api.trongrid.io', XRP_RPC_URL: 'https://s1.ripple.com:51234', SOL_RPC_URL: 'https://api.mainnet-beta.solana.com' })
        .chains,
    ).toMatchObject({
      tron: { url: 'https://api.trongrid.io', confirmations: 20, contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', apiKey: null },
      xrp: { url: 'https://s1.ripple.com:51234' },
      sol: { url: 'https://api.mainnet-beta.solana.com' },
    });
    const nile = loadConfig({
      TRON_API_URL: 'https://nile.trongrid.io',
      TRON_USDT_CONTRACT: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
      TRON_API_KEY: 'key',
      TRON_CONFIRMATIONS: '19',
    });
    expect(nile.chains.tron).toEqual({ url: 'https://nile.trongrid.io', confirmations: 19, contract: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', apiKey: 'key' });
    expect(() => loadConfig({ TRON_API_URL: 'https://api.trongrid.io', TRON_USDT_CONTRACT: '0xdAC17F958D2ee523a2206206994597C13D831ec7' })).toThrow(
      /TRON_USDT_CONTRACT must be a TRON contract address/,
    );
    expect(() => loadConfig({ XRP_RPC_URL: 'wss://s1.ripple.com' })).toThrow(/XRP_RPC_URL must be a URL/);
  });

  it('requires AUTH_SECRET of at least 32 characters in production, and uses a demo default otherwise', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'too-short' })).toThrow(/AUTH_SECRET must have at least 32 characters/);
    expect(loadConfig({}).authSecret.length).toBeGreaterThanOrEqual(32);
  });
});
