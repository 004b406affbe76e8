export const runtimeConfigSchema = {
  tags: ['web'],
  summary: 'Runtime configuration of the web app (API base, remote entry URLs, site contacts)',
  response: {
    200: {
      type: 'object',
      properties: {
        apiBaseUrl: { type: 'string' },
        remotes: {
          type: 'object',
          properties: { public: { type: 'string' }, investor: { type: 'string' }, admin: { type: 'string' } },
          required: ['public', 'investor', 'admin'],
        },
        site: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            supportEmail: { type: 'string' },
            phone: { type: 'string' },
            postalAddress: { type: 'string' },
            certificateUrl: { type: 'string' },
          },
          required: ['name', 'supportEmail', 'phone', 'postalAddress', 'certificateUrl'],
        },
        demo: { type: 'boolean' },
      },
      required: ['apiBaseUrl', 'remotes', 'site', 'demo'],
    },
  },
} as const;

export const certificateSchema = {
  tags: ['web'],
  summary: 'Download the certificate document the operator configured (an attachment)',
} as const;
