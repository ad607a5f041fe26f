import type { demoCredentials } from './demo-credentials';

/** What `npm start` prints once the stack is up: the addresses to call and read, and the demo credentials. */
export function startBanner(
  stack: { baseUrl: string; systemUserUrl: string },
  credentials: ReturnType<typeof demoCredentials>,
): string {
  return [
    '',
    'Real-estate API is running locally.',
    `  base_url:            ${stack.baseUrl}`,
    `  system_user_url:     ${stack.systemUserUrl}`,
    `  API docs (Swagger):  ${stack.baseUrl}/docs`,
    `  OpenAPI document:    ${stack.baseUrl}/openapi.json`,
    `  x-api-key:           ${credentials.apiKey}`,
    `  x-secret-key:        ${credentials.secretKey}`,
    `  demo client:         ${credentials.clientEmail} / ${credentials.password}`,
    `  demo staff user:     ${credentials.staffEmail} / ${credentials.password}`,
    '  one per role:        demo.<role, dashed>@example.com (demo.sales-manager@example.com, ...)',
    '',
    'Try:',
    `  curl -s ${stack.baseUrl}/system/clients -H 'x-api-key: ${credentials.apiKey}' -H 'x-secret-key: ${credentials.secretKey}'`,
    '',
    'Press Ctrl-C to stop.',
  ].join('\n');
}
