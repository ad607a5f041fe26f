import { describe, expect, it } from 'vitest';
import { folderOf, operationsById, resourceModules } from '../../../functions/route-table';

/** Records that carry short-lived S3 links (avatar_url, project images, icons, attachment URLs). */
const recordsWithFileLinks = [
  'Client',
  'ClientWithDeals',
  'ClientLogin',
  'Unit',
  'Discount',
  'UnitRental',
  'EnquiryPreferences',
];

describe('function grants', () => {
  it('gives the bucket to every function whose answers carry S3 links (signing needs its name and read access)', () => {
    for (const module of resourceModules) {
      const linked = module.routes.filter((route) =>
        recordsWithFileLinks.includes(operationsById[route.operationId]?.spec.response.record ?? ''),
      );
      if (linked.length > 0)
        expect(
          module.grants.bucket,
          `${folderOf(module)} answers records with file links: give it \`grants.bucket\` (read) in ${folderOf(module)}/module.ts`,
        ).toBeDefined();
    }
  });
});
