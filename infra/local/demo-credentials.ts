/** Credentials of the local demo data; override with the environment variables named here. */
export function demoCredentials() {
  return {
    apiKey: process.env.LOCAL_API_KEY ?? 'local-demo-api-key-4c1f0b7e9a2d',
    secretKey: process.env.LOCAL_SECRET_KEY ?? 'local-demo-secret-key-8e3a5d2f6b1c',
    password: process.env.LOCAL_DEMO_PASSWORD ?? 'DemoPass#2026',
    clientEmail: 'demo.client@example.com',
    clientPhone: '966555000111',
    staffEmail: 'demo.staff@example.com',
  };
}

/** Every scope a key can hold; the demo key holds them all. */
export const allScopes = [
  'client',
  'system',
  'system-user',
  'integrations:call-centre',
  'integrations:automation',
  'integrations:hr',
  'integrations:real-estate-status',
  'integrations:listing',
  'unit-password:read',
];
