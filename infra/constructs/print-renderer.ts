import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { filePrefixes } from '../../shared/files/file-prefixes';
import { printFontFiles } from '../../shared/prints/print-fonts';
import { ApiFunction } from './api-function';

export interface PrintRendererProps {
  bucket: IBucket;
  /** How long the function's logs are kept. */
  logRetention?: RetentionDays;
}

/**
 * The print renderer (functions/print-renderer): headless Chromium from @sparticuz/chromium, whose
 * compressed binary (~67 MB, x86-64 only, unpacked to /tmp at a cold start) is copied beside the
 * bundle with the Amiri font files. Its own function, so no API bundle carries it; the API
 * functions whose module grants `prints` may invoke it. It writes the PDFs under prints/.
 */
export class PrintRenderer extends Construct {
  readonly function: ApiFunction;

  constructor(scope: Construct, id: string, props: PrintRendererProps) {
    super(scope, id);
    const renderer = new ApiFunction(this, 'Function', {
      entry: 'functions/print-renderer/index.ts',
      description:
        'Renders print templates to PDF with headless Chromium and stores them in the files bucket',
      architecture: Architecture.X86_64,
      // Chromium prints faster with more CPU, which Lambda gives with memory.
      memorySize: 2048,
      // A second above its callers' wait (PRINT_WAIT_MS): a print nobody waits for stops soon after.
      timeout: Duration.seconds(25),
      // The unpacked browser (~200 MB) lives in /tmp for the container's life.
      ephemeralStorageMiB: 1024,
      ...(props.logRetention ? { logRetention: props.logRetention } : {}),
      environment: { CHROMIUM_BIN_DIR: '/var/task/chromium-bin', PRINT_FONT_DIR: '/var/task/fonts' },
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        afterBundling: (inputDir: string, outputDir: string) => [
          `cp -r "${inputDir}/node_modules/@sparticuz/chromium/bin" "${outputDir}/chromium-bin"`,
          `mkdir -p "${outputDir}/fonts"`,
          ...printFontFiles.map(
            (file) => `cp "${inputDir}/node_modules/@fontsource/amiri/files/${file}" "${outputDir}/fonts/"`,
          ),
        ],
      },
    });
    renderer.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [props.bucket.arnForObjects(`${filePrefixes.prints}*`)],
      }),
    );
    renderer.addEnvironment('BUCKET_NAME', props.bucket.bucketName);
    this.function = renderer;
  }
}
