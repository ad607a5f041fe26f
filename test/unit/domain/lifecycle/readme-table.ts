import { readFileSync } from 'node:fs';
import type { Lifecycle } from '../../../../shared/domain/lifecycle/lifecycle';
import { lifecycleTable } from '../../../../shared/domain/lifecycle/lifecycle-table';

/** Table text without the column padding the formatter adds, so only the cells are compared. */
const cellsOnly = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) => (line.startsWith('|') ? line.replace(/ +/g, ' ').replace(/-{3,}/g, '---') : line))
    .join('\n');

/** The README's life-cycle table as the code defines it: [README text, generated text], both cells only. */
export function readmeTable<S extends string, A extends string, Subject>(
  readmePath: string,
  lifecycle: Lifecycle<S, A, Subject>,
): [string, string] {
  return [cellsOnly(readFileSync(readmePath, 'utf8')), cellsOnly(lifecycleTable(lifecycle))];
}
