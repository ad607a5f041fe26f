import '../../infra/local/environment';
import { coldStartBench } from './cold-start';

/**
 * `npm run bench`: cold start of every function bundle, then warm overhead and scale against a
 * fresh local stack (DynamoDB Local in memory). Prints each table with its target.
 */
async function main() {
  process.env.LOG_LEVEL = 'SILENT';
  const log = (line: string) => console.error(line);
  // `npm run bench -- scale` runs the scale tables alone, `-- writes` the list write times alone,
  // `-- sales` the warm holds and sales alone, `-- cold` the cold starts alone (no local stack; `-- cold --no-synth` on the last synth's bundles).
  const only = process.argv[2];
  if (only === 'cold') {
    const cold = await coldStartBench({ reuseSynth: process.argv.includes('--no-synth') });
    console.log(
      `\nSummary\ncold start worst ${cold.worstRatio.toFixed(2)}x, median ${cold.medianRatio.toFixed(2)}x of ${cold.measured} API functions (target 1.30x)`,
    );
    return;
  }
  if (only === 'sales') {
    const { startLocalStack } = await import('../../infra/local/stack');
    const stack = await startLocalStack({ port: 0 });
    try {
      await (await import('./sales-warm')).salesWarmBench();
    } finally {
      await stack.stop();
    }
    return;
  }
  const cold = only === 'scale' || only === 'writes' ? undefined : await coldStartBench();
  log('[bench] starting a local stack with the demo data...');
  const { startLocalStack } = await import('../../infra/local/stack');
  const stack = await startLocalStack({ port: 0 });
  try {
    const { warmBench } = await import('./warm');
    const { scaleBench } = await import('./scale');
    const warm = only === 'scale' || only === 'writes' ? undefined : await warmBench();
    if (warm) await (await import('./sales-warm')).salesWarmBench();
    if (only === 'writes') {
      const { listWritesBench } = await import('./list-writes');
      await listWritesBench();
      return;
    }
    const scale = await scaleBench(log);
    if (only !== 'scale') await (await import('./list-writes')).listWritesBench();
    console.log('\nSummary');
    if (cold)
      console.log(
        `cold start worst ${cold.worstRatio.toFixed(2)}x, median ${cold.medianRatio.toFixed(2)}x of ${cold.measured} API functions (target 1.30x)`,
      );
    if (warm) console.log(`warm overhead worst ${warm.worstRatio.toFixed(2)}x (target 1.15x)`);
    console.log(
      `scale worst ${scale.worstRatio.toFixed(2)}x (target 1.50x; the deep page's ratio scaled from its 2x target)`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
