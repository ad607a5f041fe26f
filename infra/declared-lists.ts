import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { folderOf, moduleDeclarations } from '../functions/route-table';
import type { ModuleDeclaration } from '../shared/http/module';

/**
 * `npx tsx infra/declared-lists.ts [--check]`
 *
 * Writes the two lists the code needs as static imports, from what is declared beside each module,
 * so nobody keeps them by hand: the staff abilities (each staff module's `abilities` in its
 * module.ts) and the record barrel (every file of shared/schemas/records/). A Lambda imports
 * neither the modules' declarations nor this file: the lists are written once, here.
 * `--check` writes nothing and fails when a list is out of date (test/unit/routes/declared-lists.test.ts
 * runs the same check).
 */

export const ABILITIES_FILE = 'shared/auth/declared-abilities.ts';
export const RECORDS_FILE = 'shared/schemas/records.ts';
const RECORDS_FOLDER = 'shared/schemas/records';

/** The command that rewrites the lists, for the messages of the tests that find one out of date. */
export const WRITE_LISTS = 'npx tsx infra/declared-lists.ts';

/** One ability as a module declares it. */
export interface DeclaredAbility {
  name: string;
  description: string;
  /** The module folder whose module.ts declares it. */
  declaredBy: string;
}

/** Every ability the modules declare, in the modules' order; an ability declared twice is an error. */
export function declaredAbilities(declarations: readonly ModuleDeclaration[] = moduleDeclarations) {
  const found = new Map<string, DeclaredAbility>();
  for (const declaration of declarations) {
    for (const [name, description] of Object.entries(declaration.abilities ?? {})) {
      const first = found.get(name);
      if (first)
        throw new Error(
          `${name} is declared by ${first.declaredBy}/module.ts and ${folderOf(declaration)}/module.ts: keep one`,
        );
      found.set(name, { name, description, declaredBy: folderOf(declaration) });
    }
  }
  return [...found.values()];
}

/** The ability names in the written file, in its order (none when it is missing). */
function writtenAbilityNames(text: string): string[] {
  return [...text.matchAll(/^ {2}'([a-z0-9.-]+)',$/gm)].map(([, name = '']) => name);
}

/**
 * The declared abilities in the order the role screens list them: those already written keep their
 * place (the lists the API answers do not reorder), a new one comes after the last written ability
 * of its first segment (`crm.`), or last when that segment is new.
 */
export function inListOrder(declared: readonly DeclaredAbility[], written: readonly string[]) {
  const byName = new Map(declared.map((ability) => [ability.name, ability]));
  const ordered = written.flatMap((name) => byName.get(name) ?? []);
  for (const ability of declared) {
    if (ordered.includes(ability)) continue;
    const group = `${ability.name.split('.')[0]}.`;
    const last = ordered.findLastIndex((other) => other.name.startsWith(group));
    ordered.splice(last === -1 ? ordered.length : last + 1, 0, ability);
  }
  return ordered;
}

/** The text of shared/auth/declared-abilities.ts for the declared abilities, keeping the written order. */
export function abilitiesSource(
  declared: readonly DeclaredAbility[] = declaredAbilities(),
  written: readonly string[] = writtenAbilityNames(readOrEmpty(ABILITIES_FILE)),
): string {
  const entries = inListOrder(declared, written).map(
    (ability) =>
      `  /** ${ability.description} Declared in ${ability.declaredBy}/module.ts. */\n  '${ability.name}',`,
  );
  return `// Written by \`${WRITE_LISTS}\` from the \`abilities\` each module declares in its module.ts: do not edit.

/**
 * Every staff ability (\`<module>.<resource>.<action>\`), the typed set every staff route names one of.
 * The role screens list them in this order: an ability keeps its place, a new one joins its group.
 */
export const abilities = [
${entries.join('\n')}
] as const;

export type Ability = (typeof abilities)[number];
`;
}

/** The text of shared/schemas/records.ts: one export line per file of shared/schemas/records/. */
export function recordsSource(files: readonly string[] = readdirSync(RECORDS_FOLDER)): string {
  const names = files
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
  return `// Written by \`${WRITE_LISTS}\` from the files of shared/schemas/records/: do not edit.

/**
 * The records of the specification as strict zod schemas, one file per aggregate under records/:
 * exactly the listed fields with their types. Contract tests check every response against them; the
 * OpenAPI document is built from them, one component per export of this index (\`RecordName\`). A
 * static index, not a folder read at run time: operations name their record by a \`RecordName\`
 * that the type check holds to these exports.
 */
${names.map((name) => `export * from './records/${name}';`).join('\n')}
`;
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** Each list file with the text it should have, and whether it has it. */
export function declaredLists(): Array<{ file: string; text: string; current: boolean }> {
  return [
    { file: ABILITIES_FILE, text: abilitiesSource() },
    { file: RECORDS_FILE, text: recordsSource() },
  ].map((list) => ({ ...list, current: readOrEmpty(list.file) === list.text }));
}

if (process.argv[1]?.endsWith('declared-lists.ts')) {
  const check = process.argv.includes('--check');
  const stale = declaredLists().filter((list) => !list.current);
  for (const list of stale) {
    if (check) console.error(`${list.file} is out of date: run \`${WRITE_LISTS}\``);
    else writeFileSync(list.file, list.text);
  }
  if (!check)
    console.log(stale.length > 0 ? `wrote ${stale.map((list) => list.file).join(', ')}` : 'up to date');
  if (check && stale.length > 0) process.exitCode = 1;
}
