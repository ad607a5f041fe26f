import { resourceModules } from '../../../functions/route-table';
import { stageConfigOrDev, stages } from '../../../infra/config/stages';
import { apiGroupsOf } from '../../../infra/stacks/api-layout';
import { filledStages } from './filled-config';
import { type Synthesized, synthesizeStructure } from './structure';

/*
 * The synths the CDK suites share. A synth of the route table costs 30-60 s on the 2-core machine,
 * so every suite reads the same one: test/infra/cdk.test.ts runs the suites of test/infra/cdk/ in
 * one file (one module graph), and each suite asks for the synth here, built at its first use.
 */

let routeTable: Synthesized | undefined;
let variants: Synthesized | undefined;

/**
 * The route table as the app builds it for a stage without its own configuration (the tests'
 * `test`: dev's limits under its own name), with the prod stage's log retention, since the AWS
 * checks are about what runs in production. Structure only (nothing bundled), cdk-nag run.
 */
export function routeTableSynth(): Synthesized {
  routeTable ??= synthesizeStructure({
    modules: resourceModules,
    config: { ...stageConfigOrDev('test'), logRetention: stages.prod.logRetention },
  });
  return routeTable;
}

/** One module of each REST API of the route table: every API and surface, one function each. */
export const oneModulePerApi = () =>
  apiGroupsOf(resourceModules).flatMap((group) => group.modules.slice(0, 1));

/**
 * The settings the route table's synth does not have, in one small synth of every API with one
 * function each: the prod stage as operations fill it in (filled-config.ts: its usage-plan limits,
 * throttle, key names, custom domain and hosted zone), partner keys of the context, and no cdk-nag
 * suppressions (so their findings show).
 */
export function variantsSynth(): Synthesized {
  variants ??= synthesizeStructure({
    modules: oneModulePerApi(),
    nagSuppressions: false,
    config: filledStages.prod,
    context: {
      partnerKeys: JSON.stringify([
        { name: 'call-centre', surfaces: ['system'] },
        { name: 'apps', surfaces: ['client', 'system-user'] },
      ]),
    },
  });
  return variants;
}
