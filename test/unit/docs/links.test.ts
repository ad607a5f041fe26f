import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every Markdown file of the repository (README, docs, per-folder READMEs), outside dependencies. */
function markdownFiles(folder = '.'): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (['node_modules', '.git', 'build', 'cdk.out', '.local-data'].includes(name)) return [];
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const links = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] as string);

describe('the documentation', () => {
  const files = markdownFiles();

  it('links only to files inside the repository, and each exists', () => {
    const broken: string[] = [];
    for (const file of files) {
      for (const link of links(readFileSync(file, 'utf8'))) {
        if (link.startsWith('#')) continue;
        const target = normalize(join(dirname(file), link.split('#')[0] as string));
        const outside = /^[a-z]+:/i.test(link) || relative('.', target).startsWith('..');
        if (outside || !existsSync(target)) broken.push(`${file}: ${link}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("never sends a reader to the repository's neighbours", () => {
    for (const file of files)
      expect(readFileSync(file, 'utf8'), file).not.toMatch(
        /\.\.\/shared\/(spec|DESIGN|STYLE|STAFF-DOMAIN|catalogue)/,
      );
  });

  it('keeps the README short enough to read: under 250 lines', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThan(250);
  });
});
