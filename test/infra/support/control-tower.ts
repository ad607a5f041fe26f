import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Control Tower rules the validator package bundles. */
const controlTowerRules = join('node_modules/@cdklabs/cdk-validator-cfnguard/rules/control-tower/cfn-guard');

/**
 * The Control Tower rule files about the given resource types: a rule on other types cannot fire,
 * and running all of them takes minutes on a busy machine.
 */
export const controlTowerRulesFor = (types: ReadonlySet<string>): string[] =>
  readdirSync(controlTowerRules, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.guard'))
    .map((file) => join(controlTowerRules, file))
    .filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(/AWS::[A-Za-z0-9]+::[A-Za-z0-9]+/g)].some(([type]) =>
        types.has(type),
      ),
    );

/** The Control Tower control (`CT.S3.PR.2`) a cfn-guard violation reports. */
export const guardControlOf = (violation: { description: string; ruleName: string }): string =>
  violation.description.match(/\[(CT\.[A-Z0-9]+\.PR\.\d+)\]/)?.[1] ?? violation.ruleName;
