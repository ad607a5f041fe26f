import '../local/environment';
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from './document';

/** `npm run openapi`: writes build/openapi.json (the local stack also serves it at {base_url}/openapi.json). */
const document = buildOpenApiDocument();
mkdirSync('build', { recursive: true });
writeFileSync('build/openapi.json', `${JSON.stringify(document, null, 2)}\n`);
const operations = Object.values(document.paths ?? {}).reduce(
  (count, item) => count + Object.keys(item ?? {}).length,
  0,
);
console.log(`wrote build/openapi.json: OpenAPI ${document.openapi}, ${operations} operations`);
