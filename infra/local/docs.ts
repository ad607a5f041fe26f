import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { getAbsoluteFSPath } from 'swagger-ui-dist';

const contentTypes: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.png': 'image/png',
  '.html': 'text/html; charset=utf-8',
};

const page = (prefix: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Real-estate API</title>
  <link rel="stylesheet" href="${prefix}/docs/swagger-ui.css">
  <link rel="icon" type="image/png" href="${prefix}/docs/favicon-32x32.png">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${prefix}/docs/swagger-ui-bundle.js"></script>
  <script>
    window.ui = SwaggerUIBundle({ url: '${prefix}/openapi.json', dom_id: '#swagger-ui', deepLinking: true, persistAuthorization: true });
  </script>
</body>
</html>
`;

let document: Promise<Record<string, unknown>> | undefined;

/**
 * Serves the OpenAPI document at `<prefix>/openapi.json` (server addresses set to `origin`, the
 * gateway's own address: never the caller's Host header) and
 * Swagger UI at `<prefix>/docs`, from the swagger-ui-dist package: no CDN, works offline.
 * Answers false for any other path.
 */
export async function serveDocs(
  path: string,
  origin: string,
  prefix: string,
  response: ServerResponse,
): Promise<boolean> {
  if (path === `${prefix}/openapi.json`) {
    document ??= import('../openapi/document').then(
      ({ buildOpenApiDocument }) => buildOpenApiDocument() as unknown as Record<string, unknown>,
    );
    const text = JSON.stringify(await document).replaceAll(
      'http://127.0.0.1:3000/api/v1',
      `${origin}${prefix}`,
    );
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(text);
    return true;
  }
  if (path === `${prefix}/docs` || path === `${prefix}/docs/`) {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(page(prefix));
    return true;
  }
  if (path.startsWith(`${prefix}/docs/`)) {
    const name = normalize(path.slice(`${prefix}/docs/`.length));
    const type = contentTypes[extname(name)];
    if (!type || name.startsWith('..') || name.includes('/')) return false;
    const content = await readFile(join(getAbsoluteFSPath(), name)).catch(() => undefined);
    if (!content) return false;
    response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'max-age=3600' });
    response.end(content);
    return true;
  }
  return false;
}
